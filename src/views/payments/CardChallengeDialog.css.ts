import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const note = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
/** The issuer's page: tall enough for its buttons without scrolling on a phone, never wider than the dialog. */
export const frame = style({
  display: 'block',
  width: '100%',
  height: 'min(420px, 60vh)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
