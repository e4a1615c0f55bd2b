import type { ScrollToCategoryParams } from './menuFocus.types';

/** Scrolls the menu to a category's section; the storefront provides the DOM effect. */
export const scrollToCategory = (_: unknown, _params: ScrollToCategoryParams) => {};

/** How long a jump to a picked category lasts: scroll reports during it are the jump's own. */
export const JUMP_SETTLE_MS = 800;
