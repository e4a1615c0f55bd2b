import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const banner = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.cheeseSoft,
  border: `1px solid ${vars.color.cheese}`,
  color: vars.color.ink,
});
export const title = style({ fontWeight: vars.fontWeight.bold });
