import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const note = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

const message = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
export const info = style([message, { background: vars.color.surfaceSunken, color: vars.color.inkMuted }]);
export const success = style([message, { background: vars.color.basilSoft, color: '#1E5E3A' }]);
export const warning = style([message, { background: vars.color.dangerSoft, color: vars.color.danger }]);
export const detail = style({ display: 'block', fontWeight: vars.fontWeight.regular });
export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
