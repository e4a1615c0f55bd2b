import { style } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** The live region: always in the page, so screen readers announce the toast when it appears. */
export const region = style({
  position: 'fixed',
  left: vars.space.lg,
  right: vars.space.lg,
  // above the mobile cart bar (56 px button + its padding)
  bottom: `calc(88px + env(safe-area-inset-bottom))`,
  zIndex: 45,
  pointerEvents: 'none',
  '@media': { [media.tablet]: { right: 'auto', left: vars.space.xl, bottom: vars.space.xl, width: '380px' } },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  color: vars.color.ink,
});

export const text = style({ display: 'grid', gap: vars.space.xs });
export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const body = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const actions = style({ gridColumn: '1 / -1', display: 'flex', gap: vars.space.sm });

export const dismiss = style({
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  marginTop: `calc(-1 * ${vars.space.sm})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: 'transparent',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
