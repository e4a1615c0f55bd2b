import type { CartCoupon, CartShop, NewCartProduct } from '../cart/cart.types';
import type { OrderOptionType } from '../checkout/checkout.options';
import type { ReceiptFulfilment } from '../receipt/receipt.types';

/** A saved cart, ready for the cart: the items that can still be ordered and the names of those dropped. */
export type LoadedMagicCart = {
  shop: CartShop;
  products: NewCartProduct[];
  coupon: CartCoupon | null;
  fulfilment: ReceiptFulfilment;
  /** What checkout starts from: the order's options and special instructions (spec §4 magic cart: fulfilment restored). */
  checkout: { orderOptions: OrderOptionType[]; specialInstructions: string };
  /** Names of items that failed to load, are rewards or are no longer on the menu. */
  dropped: string[];
};

export type MagicCartContext = { uuid: string; loaded: LoadedMagicCart | null; error: string | null };
export type MagicCartInput = { uuid: string };
export type MagicCartEvent = { type: 'magicCart.retry' };

/** What the storefront says while a saved cart is reopened (not in the spec's catalogue: storefront wording). */
export const MAGIC_CART_MESSAGES = {
  loading: 'Loading your saved cart…',
  ready: 'Your saved cart is ready.',
  failed: "We couldn't load your saved cart.",
} as const;
