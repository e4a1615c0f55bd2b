import type { StoredCart } from './cart.types';

/*
 * The cart invokes no actors. Its one effect is the injected `persistCart` action, given the cart to
 * store after every change; the storefront writes it to localStorage. The default does nothing.
 */
export const persistCart = (_: unknown, _cart: StoredCart) => {};
