import { style } from '@vanilla-extract/css';
import { button } from '@/styles/recipes.css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/breakpoints';

const floating = style([
  button(),
  {
    position: 'fixed',
    bottom: vars.space.lg,
    zIndex: 20,
    boxShadow: '0 6px 20px rgba(0, 0, 0, 0.18)',
    // hidden on a phone (the navbar's Help opens the chat there)
    display: 'none',
    '@media': { [media.desktop]: { display: 'inline-flex' } },
  },
]);
export const right = style([floating, { right: vars.space.lg }]);
export const left = style([floating, { left: vars.space.lg }]);
