import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const field = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const select = style({
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.md,
});
