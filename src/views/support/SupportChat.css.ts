import { style } from '@vanilla-extract/css';
import { fieldError, fieldInput, fieldLabel } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const intro = style({ color: vars.color.inkMuted });
export const log = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  minHeight: '200px',
  maxHeight: 'min(50vh, 420px)',
  overflowY: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
const bubble = style({
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const mine = style([bubble, { justifySelf: 'end', background: vars.color.brand, color: vars.color.onBrand }]);
export const theirs = style([bubble, { justifySelf: 'start', background: vars.color.surface, border: `1px solid ${vars.color.border}` }]);
export const author = style({ display: 'block', fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, opacity: 0.8 });
export const empty = style({ color: vars.color.inkMuted, alignSelf: 'center', textAlign: 'center' });
export const label = fieldLabel;
export const textarea = style([fieldInput, { minHeight: '64px', resize: 'vertical' }]);
export const error = fieldError;
export const alert = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
export const status = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
