import { style } from '@vanilla-extract/css';
import { fieldInput, fieldLabel } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.xs });

export const label = style([fieldLabel, { fontSize: vars.fontSize.sm }]);

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const input = style([fieldInput, { flex: 1, minWidth: 0, textTransform: 'uppercase' }]);

export const errors = style({
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.basilSoft,
  // basil on basilSoft is below 4.5:1 for small text
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
});

/** An applied code this receipt does not count (e.g. cards only, and checkout pays cash): the reason, then Remove below it. */
export const refused = style([applied, { flexDirection: 'column', alignItems: 'flex-start', background: vars.color.dangerSoft }]);

export const refusal = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
