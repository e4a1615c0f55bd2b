import { style } from '@vanilla-extract/css';
import { media as mediaQuery, transition } from '@/styles/breakpoints';
import { card as surface } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const card = style([
  surface,
  {
    position: 'relative',
    display: 'flex',
    gap: vars.space.md,
    minHeight: '128px',
    height: '100%',
    padding: vars.space.md,
    transition: `box-shadow ${transition}, border-color ${transition}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.raised, borderColor: vars.color.borderStrong },
      '&:focus-within': { borderColor: vars.color.focus },
    },
  },
]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.lg });

export const open = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  textAlign: 'left',
  fontWeight: 'inherit',
  fontSize: 'inherit',
  selectors: {
    // the whole card opens the item
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const marks = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const description = style({
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const price = style({ marginTop: 'auto', fontWeight: vars.fontWeight.bold, paddingTop: vars.space.xs });

export const media = style({
  width: '104px',
  height: '104px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { [mediaQuery.tablet]: { width: '116px', height: '116px' } },
});
