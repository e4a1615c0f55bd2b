import { style } from '@vanilla-extract/css';
import { media, transition } from '@/styles/breakpoints';
import { card, container } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';

export const page = style([container, { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl }]);

export const header = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'end' } },
});

export const headingBlock = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const kicker = style({ color: vars.color.inkMuted, fontWeight: vars.fontWeight.medium });

export const title = style({ fontSize: vars.fontSize.xxl, overflowWrap: 'anywhere' });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.borderStrong}`,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transition: `background-color ${transition}, color ${transition}`,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.ink, borderColor: vars.color.ink, color: vars.color.surface },
    '&:hover:not([aria-current="page"])': { background: vars.color.surfaceSunken },
  },
});

export const change = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  // no padding: when it wraps under the pills on a phone it lines up with the page's left edge
  paddingInline: 0,
  fontWeight: vars.fontWeight.medium,
});

export const results = style({ display: 'grid', gap: vars.space.lg });

export const count = style({ color: vars.color.inkMuted, fontWeight: vars.fontWeight.medium });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg } },
});

export const empty = style([
  card,
  {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.xxxl} ${vars.space.lg}`,
    textAlign: 'center',
    color: vars.color.inkMuted,
  },
]);

export const emptyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.ink });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
