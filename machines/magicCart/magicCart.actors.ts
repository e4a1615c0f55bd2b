import { fromPromise } from 'xstate';
import type { LoadedMagicCart } from './magicCart.types';

export type LoadMagicCartInput = { uuid: string };
export type LoadMagicCartOutput = LoadedMagicCart;

/** GET activities/{uuid}, then the shop's menu and product types; items that cannot be ordered are dropped. */
export const loadMagicCart = fromPromise<LoadMagicCartOutput, LoadMagicCartInput>(async () => {
  throw new Error('loadMagicCart not provided');
});

/**
 * Clears the cart (keeping its uuid) and refills it from the loaded order: items, coupon, fulfilment
 * and delivery address, the shop; the receipt is then requested by the cart change. Injected.
 */
export const refillCart = (_: unknown, _loaded: LoadedMagicCart) => {};
