import { style, styleVariants } from '@vanilla-extract/css';
import { transition } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const group = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

const trackBase = style({
  display: 'inline-flex',
  padding: '3px',
  gap: '2px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  maxWidth: '100%',
});
export const track = styleVariants({ md: [trackBase], sm: [trackBase] });

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
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.inkMuted,
  whiteSpace: 'nowrap',
  transition: `background-color ${transition}, color ${transition}, box-shadow ${transition}`,
  selectors: {
    [`${radio}:checked + &`]: { background: vars.color.surface, color: vars.color.brandStrong, boxShadow: vars.shadow.card },
    [`${radio}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

const segmentBase = style({ position: 'relative', flex: '1 1 0', cursor: 'pointer' });
export const segment = styleVariants({
  md: [segmentBase, { minHeight: '40px', fontSize: vars.fontSize.md }],
  sm: [segmentBase, { minHeight: '36px', fontSize: vars.fontSize.sm }],
});
