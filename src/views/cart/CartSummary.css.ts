import { style } from '@vanilla-extract/css';
import { media, transition } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 40,
  padding: `${vars.space.md} ${vars.space.lg} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
  background: 'linear-gradient(to top, rgba(255, 249, 242, 1) 60%, rgba(255, 249, 242, 0))',
  pointerEvents: 'none',
  '@media': { [media.tablet]: { left: 'auto', background: 'none', padding: vars.space.xl } },
});

export const button = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '56px',
  paddingInline: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  boxShadow: vars.shadow.raised,
  transition: `background-color ${transition}, transform ${transition}`,
  selectors: { '&:hover': { background: vars.color.brandStrong } },
  '@media': { [media.tablet]: { width: '340px' } },
});

export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '30px',
  height: '30px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.22)',
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ flex: 1, minWidth: 0, display: 'grid', textAlign: 'left' });

export const shop = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const subtotal = style({ fontVariantNumeric: 'tabular-nums' });

export const notice = style({
  pointerEvents: 'auto',
  marginBottom: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  '@media': { [media.tablet]: { width: '340px' } },
});
