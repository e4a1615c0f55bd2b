import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const title = style({ fontSize: vars.fontSize.xl });

export const body = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, overflowY: 'auto', maxHeight: '70vh' });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  justifyItems: 'start',
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const price = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.basilSoft,
  // basil on basilSoft is below 4.5:1 for small text
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg });

export const conditions = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

export const builder = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const items = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const itemText = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const itemName = style({ fontWeight: vars.fontWeight.bold });

export const needs = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const extra = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const totals = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const totalRow = style({ display: 'flex', justifyContent: 'space-between', fontVariantNumeric: 'tabular-nums' });

/** The deal item's options fill the dialog below its head, as the item modal does. */
export const options = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });
