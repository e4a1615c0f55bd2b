import { style } from '@vanilla-extract/css';
import { transition } from '@/styles/breakpoints';
import { card as cardSurface } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const tile = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  flexShrink: 0,
  borderRadius: vars.radius.lg,
  color: '#FFFFFF',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, flex: 1 });

export const name = style({ fontSize: vars.fontSize.lg });

export const link = style({
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandStrong, textDecoration: 'underline' },
    // the whole card is the tap target for an acquired shop
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
});

export const address = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  marginTop: vars.space.xs,
});

export const request = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  marginTop: vars.space.sm,
  position: 'relative',
  zIndex: 1,
});

export const thanks = style({ fontSize: vars.fontSize.sm, color: vars.color.basil });

export const card = style([
  cardSurface,
  {
    position: 'relative',
    display: 'flex',
    gap: vars.space.lg,
    alignItems: 'flex-start',
    minHeight: '120px',
    padding: vars.space.lg,
    transition: `box-shadow ${transition}, transform ${transition}`,
    selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  },
]);
