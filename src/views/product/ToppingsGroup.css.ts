import { style } from '@vanilla-extract/css';
import { media, transition } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { group as optionGroup, hint as optionHint, legend as optionLegend } from './OptionGroup.css';

export const group = optionGroup;
export const legend = optionLegend;
export const hint = optionHint;

export const rows = style({ display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});

export const rowHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const name = style({ fontWeight: vars.fontWeight.bold });

export const price = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums' });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '2px',
  padding: '3px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [media.tablet]: { minWidth: '380px' } },
});

export const choice = style({ position: 'relative', display: 'flex' });

/** The native radio covers its segment, transparent: clicks and taps land on the real control. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const face = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.xs} 2px`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.inkMuted,
  cursor: 'pointer',
  textAlign: 'center',
  lineHeight: 1.1,
  transition: `background-color ${transition}, color ${transition}`,
  selectors: {
    [`${radio}:checked + &`]: { background: vars.color.surface, color: vars.color.brandStrong, boxShadow: vars.shadow.card },
    [`${radio}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    [`${radio}:disabled + &`]: { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const icon = style({ width: '16px', height: '16px' });
