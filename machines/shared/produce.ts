import { Immer } from 'immer';

/**
 * immer's `produce` for nested context updates (cart lines, checkout sections). Without auto-freeze: a context's
 * objects are shared with views and other actors (the cart's lines reach the receipt and checkout), which must keep
 * working as they did with the plain spreads this replaces.
 */
export const { produce } = new Immer({ autoFreeze: false });
