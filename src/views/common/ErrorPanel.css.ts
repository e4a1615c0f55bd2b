import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.dangerSoft,
  border: `1px solid #F5C2BC`,
});
export const title = style({ fontSize: vars.fontSize.lg });
export const message = style({ color: vars.color.inkMuted, maxWidth: '48ch' });
