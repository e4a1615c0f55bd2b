import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const group = style({ display: 'grid', gap: vars.space.md, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0, marginBottom: vars.space.sm });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' } },
});

export const option = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  minHeight: '56px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});

// the radio stays in the accessibility tree and takes focus; the whole tile shows its state
export const radio = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' });

export const amount = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums' });
