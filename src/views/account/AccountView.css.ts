import { globalStyle, style } from '@vanilla-extract/css';
import { card, container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

// one column no wider than the phone: a long email address wraps instead of widening the page
export const page = style([
  container,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, paddingBlock: vars.space.xxl },
]);

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.xxl });

export const section = style([card, { display: 'grid', gap: vars.space.md, padding: vars.space.xl }]);

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const orders = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const order = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const orderName = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const startAligned = style({ justifySelf: 'start' });
