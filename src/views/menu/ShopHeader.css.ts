import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const header = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });

export const banner = style({
  position: 'relative',
  height: '120px',
  overflow: 'hidden',
  background: `linear-gradient(120deg, ${vars.color.brand} 0%, #E0602F 55%, ${vars.color.cheese} 100%)`,
  '@media': { [media.tablet]: { height: '168px' } },
});

export const bannerArt = style({
  position: 'absolute',
  right: '-40px',
  top: '-50px',
  width: '220px !important',
  height: '220px !important',
  borderRadius: '50%',
  opacity: 0.9,
  '@media': { [media.tablet]: { right: '6%', top: '-60px', width: '300px !important', height: '300px !important' } },
});

export const bannerArtSmall = style({
  position: 'absolute',
  left: '-30px',
  bottom: '-60px',
  width: '140px !important',
  height: '140px !important',
  borderRadius: '50%',
  opacity: 0.35,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'end' } },
});

export const identity = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const badges = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const priceRange = style({ color: vars.color.inkMuted, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const name = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  '@media': { [media.tablet]: { fontSize: '2.25rem' } },
});

export const address = style({ color: vars.color.inkMuted });

export const bannerText = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.cheeseSoft,
  fontWeight: vars.fontWeight.medium,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(150px, auto))' },
  },
});

/** On a phone the number gets a row of its own: two columns are too narrow for it on one line. */
export const phoneFact = style({ gridColumn: '1 / -1', '@media': { [media.tablet]: { gridColumn: 'auto' } } });

export const fact = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

globalStyle(`${fact} dt`, {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.inkMuted,
});

globalStyle(`${fact} dd`, { margin: 0, display: 'grid', fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const factDetail = style({ fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const phone = style({ color: vars.color.ink, whiteSpace: 'nowrap' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: '1.5em',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});
export const rating = style({ color: vars.color.ink, fontWeight: vars.fontWeight.bold });
export const notices = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const modeText = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
