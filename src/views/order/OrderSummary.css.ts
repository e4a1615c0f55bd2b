import { globalStyle, style } from '@vanilla-extract/css';
import { card as surface } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const card = style([surface, { display: 'grid', gap: vars.space.lg, padding: vars.space.xl }]);

export const title = style({ fontSize: vars.fontSize.xl });

export const items = style({ display: 'grid', gap: vars.space.md });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const totals = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontVariantNumeric: 'tabular-nums' });

// an amount never breaks between its sign and its digits
globalStyle(`${row} dd`, { whiteSpace: 'nowrap' });

export const total = style([
  row,
  {
    fontWeight: vars.fontWeight.black,
    fontSize: vars.fontSize.lg,
    paddingTop: vars.space.sm,
    borderTop: `1px dashed ${vars.color.border}`,
  },
]);

export const facts = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

globalStyle(`${facts} dt`, {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.inkMuted,
});

globalStyle(`${totals} dd, ${facts} dd`, { margin: 0 });

/** the money the shop gave back, under the payment it went to */
export const refund = style({ display: 'block', color: vars.color.basilStrong, fontWeight: vars.fontWeight.medium });
