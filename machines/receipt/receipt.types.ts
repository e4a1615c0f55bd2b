import type { CartProduct } from '../cart/cart.types';
import type { RequestError } from '../shared/request-error';

/** What the receipt prices: the cart of one shop, its deals, and (from checkout) the fulfilment. */
export type ReceiptCart = {
  shopId: number | null;
  products: CartProduct[];
  couponIds: number[];
  promoCodeId: number | null;
};

export type ReceiptAddress = { address: string; address2: string; city: string; state: string; zipcode: string };
/** The tenders of the spec's payment state. */
export type ReceiptTender = 'cash' | 'credit' | 'paypal' | 'apple' | 'google';
/** How the order will be fulfilled and paid; `tender` is absent until checkout chooses one (the spec's default is credit), `tipAmount` (cents) until it sets a tip. */
export type ReceiptFulfilment = { forDelivery: boolean; address: ReceiptAddress | null; tender?: ReceiptTender; tipAmount?: number };

/** The modes a shop takes at all (its deliveryInfo.doesDelivery and pickupInfo.doesPickup). */
export type ShopModes = { doesDelivery: boolean; doesPickup: boolean };

/** A failed pricing: `missingIndexes` are the order items the server answered menu_item_missing for. */
export type ReceiptError = RequestError & { missingIndexes: number[] };

export type ReceiptContext = {
  cart: ReceiptCart;
  fulfilment: ReceiptFulfilment;
  /** The last priced shopping cart (receipt + validations), camelCased by the client; never shown as final while stale. */
  shoppingCart: unknown;
  error: ReceiptError | null;
};

export type ReceiptInput = { cart?: ReceiptCart; fulfilment?: ReceiptFulfilment };

export type ReceiptEvent =
  | { type: 'receipt.cartChanged'; cart: ReceiptCart }
  | { type: 'receipt.fulfilmentChanged'; fulfilment: ReceiptFulfilment }
  | { type: 'receipt.retry' }
  /** A shop's menu opened: a mode it does not offer gives way to the one it does. */
  | { type: 'receipt.shopOpened'; shop: ShopModes };

type ReceiptState = { context: ReceiptContext; hasTag: (tag: 'stale') => boolean };

/** The priced shopping cart, only when it is current (null while re-pricing or after a failure). */
export const selectCurrentShoppingCart = <T>(state: ReceiptState) =>
  state.hasTag('stale') ? null : (state.context.shoppingCart as T | null);
