import { style } from '@vanilla-extract/css';
import { media, transition } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  // opaque: a translucent bar let the menu's text show through it as the page scrolled under it (issue 32)
  background: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  maxWidth: vars.size.content,
  height: '64px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

export const home = style({ display: 'inline-flex', minHeight: vars.size.tapTarget, alignItems: 'center', textDecoration: 'none' });

export const links = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const link = style({
  border: 'none',
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `background-color ${transition}`,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const login = style([
  link,
  {
    border: `1.5px solid ${vars.color.borderStrong}`,
    fontWeight: vars.fontWeight.bold,
    marginLeft: vars.space.xs,
  },
]);

export const mobileOnly = style({
  display: 'block',
  '@media': { [media.desktop]: { display: 'none' } },
});
