import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({
  width: '100%',
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.tiny]: { padding: `${vars.space.lg} ${vars.space.sm}` } },
});
export const hero = style({ display: 'grid', gap: vars.space.md });
export const kicker = style({
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.hero, lineHeight: vars.lineHeight.tight });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted });
export const art = style({ width: '96px', height: '96px' });
export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const text = style({ lineHeight: vars.lineHeight.normal });
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});
export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  minHeight: vars.size.tapTarget,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});
export const tileArt = style({ width: '48px', height: '48px', flexShrink: 0 });
