import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const totals = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontVariantNumeric: 'tabular-nums' });

export const saving = style([row, { color: vars.color.basil }]);

export const grand = style([
  row,
  { fontWeight: vars.fontWeight.black, fontSize: vars.fontSize.lg, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}` },
]);

export const pending = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const message = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const warning = style([message, { background: vars.color.dangerSoft, color: vars.color.danger }]);
export const info = style([
  message,
  {
    background: vars.color.surfaceSunken,
    color: vars.color.inkMuted,
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: vars.space.sm,
  },
]);
