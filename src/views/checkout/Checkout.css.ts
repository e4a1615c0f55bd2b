import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { card, choiceTile, container, fieldInput, fieldLabel, statusMessage } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const page = style([container, { display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl }]);

export const titleRow = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.xxl });

export const subtitle = style({ color: vars.color.inkMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', gap: vars.space.xl } },
});

export const formColumn = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const aside = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { position: 'sticky', top: '88px' } },
});

export const section = style([
  card,
  { display: 'grid', gap: vars.space.lg, padding: vars.space.lg, '@media': { [media.tablet]: { padding: vars.space.xl } } },
]);

export const sectionHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const step = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '30px',
  height: '30px',
  flexShrink: 0,
  borderRadius: '50%',
  background: vars.color.ink,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.sm,
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const grid2 = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const stack = style({ display: 'grid', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const textareaLabel = fieldLabel;
export const textarea = style([fieldInput, { minHeight: '80px', resize: 'vertical' }]);

export const select = fieldInput;

export const info = statusMessage({ tone: 'info' });

export const sectionError = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const summaryErrors = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  scrollMarginBlock: vars.space.lg,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.danger}`, outlineOffset: '2px' } },
});

export const summaryList = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingLeft: vars.space.lg });

globalStyle(`${summaryList} a`, { color: 'inherit', textDecoration: 'underline' });

export const payment = style([
  choiceTile,
  { display: 'flex', alignItems: 'center', gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.lg}` },
]);

export const paymentRadio = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.color.brand });

export const lines = style({ display: 'grid', gap: vars.space.md });

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const lineName = style({ fontWeight: vars.fontWeight.bold });

export const lineDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const optionHint = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.inkMuted,
});

export const totals = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontVariantNumeric: 'tabular-nums' });

globalStyle(`${totalRow} dt, ${totalRow} dd`, { margin: 0 });

export const grandTotal = style([
  totalRow,
  {
    fontWeight: vars.fontWeight.black,
    fontSize: vars.fontSize.lg,
    paddingTop: vars.space.sm,
    borderTop: `1px dashed ${vars.color.border}`,
  },
]);

export const placeOrder = style({ display: 'grid', gap: vars.space.md });

export const spinner = style({
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  border: '2.5px solid rgba(255,255,255,0.45)',
  borderTopColor: '#fff',
  animation: `${keyframes({ to: { transform: 'rotate(360deg)' } })} 0.8s linear infinite`,
});

export const emptyCart = style([
  card,
  { display: 'grid', justifyItems: 'center', gap: vars.space.lg, padding: `${vars.space.xxxl} ${vars.space.lg}`, textAlign: 'center' },
]);

/** "Add a card to your account" under the saved cards: a link-like button at the list's start. */
export const addCard = style({ justifySelf: 'start' });
