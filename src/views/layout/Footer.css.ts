import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.ink,
  color: '#F3E6DA',
  paddingTop: vars.space.xxl,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 2fr' } },
});

export const brand = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const logoBadge = style({
  justifySelf: 'start',
  background: vars.color.page,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
});

export const tagline = style({ color: '#D9C6B6', maxWidth: '28ch' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const heading = style({
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.cheese,
  marginBottom: vars.space.sm,
});

export const list = style({ display: 'grid', gap: vars.space.xxs });

export const link = style({
  border: 'none',
  background: 'none',
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  color: '#F3E6DA',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const copyright = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  marginTop: vars.space.xl,
  padding: `${vars.space.lg}`,
  borderTop: '1px solid rgba(243, 230, 218, 0.15)',
  fontSize: vars.fontSize.sm,
  color: '#BFA999',
});

export const nearby = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.xl,
  marginBottom: vars.space.xl,
  borderBottom: '1px solid rgba(243, 230, 218, 0.15)',
});

export const nearbyList = style({
  display: 'grid',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const nearbyCity = style({ color: '#BFA999' });

export const nearbyError = style({ color: '#F3E6DA' });

export const retry = style([link, { textDecoration: 'underline', color: vars.color.cheese }]);
