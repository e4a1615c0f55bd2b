import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `2px solid transparent`,
  fontSize: vars.fontSize.sm,
});
export const cardNew = style([card, { borderColor: vars.color.brand }]);
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const kind = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.bold,
});
export const newBadge = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});
export const cardEscalated = style([card, { borderColor: vars.color.danger, borderWidth: 3 }]);
/** an order nobody answered in time: the kitchen's cue to accept or decline it now */
export const waiting = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });
export const when = style({ margin: 0, color: vars.color.inkMuted, fontWeight: vars.fontWeight.medium });
export const items = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingLeft: 0, listStyle: 'none' });
export const selections = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.inkMuted });
export const note = style({ margin: 0, fontStyle: 'italic' });
export const facts = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
globalStyle(`${facts} > div`, { display: 'grid', gridTemplateColumns: '7em 1fr', gap: vars.space.sm });
globalStyle(`${facts} dd`, { margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.inkMuted });
export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const panel = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
/** A phone number is read and dialled whole: it never breaks across lines. */
export const phone = style({ whiteSpace: 'nowrap' });
export const sending = style({ margin: 0, color: vars.color.inkMuted });
export const failed = style({ display: 'grid', gap: vars.space.xs, color: vars.color.danger });
export const done = style({ margin: 0, color: vars.color.basilStrong, fontWeight: vars.fontWeight.bold });
export const declined = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });
