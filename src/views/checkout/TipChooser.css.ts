import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { choiceTile } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const group = style({ display: 'grid', gap: vars.space.md, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0, marginBottom: vars.space.sm });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' } },
});

export const option = style([
  choiceTile,
  { position: 'relative', display: 'grid', justifyItems: 'center', alignContent: 'center', padding: vars.space.xs, textAlign: 'center' },
]);

// the radio stays in the accessibility tree and takes focus; the whole tile shows its state
export const radio = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' });

export const amount = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.inkMuted,
  fontVariantNumeric: 'tabular-nums',
});
