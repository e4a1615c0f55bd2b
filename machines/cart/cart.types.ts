import type { StoredPromoCode } from '../promo/promo.types';

export type CartProduct = {
  /** Local line id (crypto.randomUUID()), assigned when the line is added. */
  uuid: string;
  /** Product id. */
  id: number;
  name: string;
  description: string;
  productTypeId: number;
  productTypeName: string;
  /** Add-on category id → chosen selection ids. */
  selections: Record<string, number[]>;
  specialRequest: string;
  quantity: number;
  /** Display-only unit price in cents (size + selections); the server re-prices every order. */
  price: number;
  isBestSeller: boolean;
  couponId: number | null;
};

export type NewCartProduct = Omit<CartProduct, 'uuid'>;
/** The shop a line is added from; its name lets the cart say whose it is (a caller that does not know it leaves it out). */
export type CartShop = { id: number; webSlug: string; name?: string };

/** The deal applied to the cart; a bundle's products carry its id as `couponId`. */
export type CartCoupon = { id: number; name: string; pricingType: 'flat_discount' | 'percentage' | 'bundle_price' };

/** What `persistCart` writes and what the storefront reads back as `input.stored`. */
export type StoredCart = {
  cartUuid: string;
  shopId: number | null;
  shopWebSlug: string | null;
  /** The shop's name, shown with the cart; null in a cart stored before it was kept (filled in by the next add from that shop). */
  shopName?: string | null;
  products: CartProduct[];
  coupon: CartCoupon | null;
  /** The promo code applied or refused in this cart (the spec's cart.promoCode); validated again when restored. */
  promoCode: StoredPromoCode | null;
  /** Uuids of lines removed from this cart (newest last, capped): another tab's copy must not bring them back. */
  removedUuids: string[];
  /** Epoch ms of the last change. */
  updatedAt: number;
};

export type CartContext = StoredCart & {
  /** A product from another shop waiting for the shopper to confirm clearing the cart. */
  pending: { product: CartProduct; shop: CartShop } | null;
  /** A message for the shopper about a change they did not make (a repaired cart, an item taken off the menu). */
  notice: string | null;
};

export type CartInput = { stored: StoredCart | null; now: number; notice?: string | null };

/** Pick a line by its position or by its uuid (uuid wins when both are given). */
export type CartLineRef = { index?: number; uuid?: string };

export type CartEvent =
  | { type: 'cart.add'; product: NewCartProduct; shop: CartShop }
  | { type: 'cart.switchShop.confirm' }
  | { type: 'cart.switchShop.cancel' }
  | ({ type: 'cart.replace'; product: NewCartProduct } & CartLineRef)
  | ({ type: 'cart.remove' } & CartLineRef)
  | { type: 'cart.setQuantity'; uuid: string; quantity: number }
  | { type: 'cart.clear'; keepUuid?: boolean; notice?: string }
  | { type: 'cart.clear.request' }
  | { type: 'cart.clear.confirm' }
  | { type: 'cart.clear.cancel' }
  | { type: 'cart.coupon.apply'; coupon: CartCoupon; shop: CartShop; products: NewCartProduct[] }
  | { type: 'cart.coupon.remove' }
  | { type: 'cart.promoCode.set'; promoCode: StoredPromoCode | null }
  | { type: 'cart.storage.changed'; stored: StoredCart | null }
  | { type: 'cart.reprice'; prices: { uuid: string; price: number }[] }
  | { type: 'cart.itemsUnavailable'; uuids: string[]; notice: string }
  | { type: 'cart.notice.dismiss' };

type CartState = { context: CartContext };

export const selectProducts = (state: CartState) => state.context.products;
export const selectItemCount = (state: CartState) => state.context.products.reduce((sum, p) => sum + p.quantity, 0);
export const selectCartShopId = (state: CartState) => state.context.shopId;
export const selectCartShopName = (state: CartState) => state.context.shopName ?? null;
/** The shop of the product waiting for the shopper to confirm a new cart. */
export const selectPendingShopName = (state: CartState) => state.context.pending?.shop.name ?? null;
export const selectCoupon = (state: CartState) => state.context.coupon;
export const selectCartNotice = (state: CartState) => state.context.notice;
/** Sum of unit price × quantity in cents; display only (the receipt from the server is the truth). */
export const selectDisplaySubtotal = (state: CartState) => state.context.products.reduce((sum, p) => sum + p.price * p.quantity, 0);
