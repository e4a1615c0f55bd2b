import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({ from: { transform: 'translateY(24px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(32px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

const backdropBase = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  background: vars.color.overlay,
  animation: `${fadeIn} 250ms ease-out`,
});

export const backdrop = styleVariants({
  center: [
    backdropBase,
    {
      alignItems: 'flex-end',
      justifyContent: 'center',
      '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space.xl } },
    },
  ],
  sheet: [
    backdropBase,
    {
      alignItems: 'flex-end',
      justifyContent: 'center',
      '@media': { [media.tablet]: { alignItems: 'stretch', justifyContent: 'flex-end' } },
    },
  ],
});

const panelBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '92vh',
  background: vars.color.surface,
  boxShadow: vars.shadow.dialog,
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  outline: 'none',
  overflow: 'hidden',
  animation: `${riseIn} 250ms ease-out`,
});

export const panel = styleVariants({
  center: [
    panelBase,
    {
      '@media': {
        [media.tablet]: { maxWidth: '600px', maxHeight: '88vh', borderRadius: vars.radius.xl },
      },
    },
  ],
  sheet: [
    panelBase,
    {
      '@media': {
        [media.tablet]: {
          maxWidth: '420px',
          maxHeight: 'none',
          height: '100%',
          borderRadius: 0,
          animation: `${slideIn} 250ms ease-out`,
        },
      },
    },
  ],
});

/** The round × that closes a dialog, a drawer or a sheet. */
export const closeButton = style({
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  flexShrink: 0,
  border: 0,
  borderRadius: '50%',
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
  fontSize: '1.6rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.border } },
});

/** A drawer's or sheet's title bar: title on the left, close button on the right, a rule below. */
export const sheetHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A backdrop or panel that appears without its entrance: the dialog's placeholder, and the dialog that takes its place. */
export const still = style({ animation: 'none', '@media': { [media.tablet]: { animation: 'none' } } });
