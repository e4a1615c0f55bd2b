import type { PricedOrderInput, ShoppingCartResponse, TenderType } from '../../contract/cart';
import type { Database } from '../../db/database';
import { ApiError, notFound, unprocessable } from '../api-error';
import { offeredCoupons } from '../coupons/service';
import { loadMenuCatalog } from '../menus/catalog';
import { findPromoById } from '../promo/repository';
import { checkPromo } from '../promo/rules';
import { findShopById, type ShopRecord } from '../shops/repository';
import { formatMoney, priceOrder, type PricedOrder, type PricingOrder } from './pricing';
import { ttlCache } from './ttl-cache';

const cachedShop = ttlCache(10_000, findShopById);
const cachedPromo = ttlCache(10_000, findPromoById);

export type DealsInput = { coupon_ids?: number[]; promo_code_id?: number | null; payment_method?: TenderType };

/** A tip only where the shop takes tips for the order's mode (its tips_enabled_for_delivery / _for_pickup). */
function refuseUnwantedTip(shop: ShopRecord, order: PricingOrder): void {
  if ((order.tip_amount ?? 0) === 0) return;
  const delivery = order.shipping_type === 'delivery';
  if (delivery ? shop.tipsEnabledForDelivery : shop.tipsEnabledForPickup) return;
  throw new ApiError(422, {
    code: 'tips_not_accepted',
    message: `This pizzeria doesn't take tips on ${delivery ? 'delivery' : 'pickup'} orders.`,
    field: 'tip_amount',
  });
}

/** Loads what the engine needs besides the cart (catalog, offered coupons, the promo code) and prices it. */
export async function priceWithDeals(
  db: Database,
  shop: ShopRecord,
  order: PricingOrder & DealsInput,
  now: Date,
  itemsField = 'order_items_attributes',
): Promise<PricedOrder> {
  refuseUnwantedTip(shop, order);
  const wantsCoupons = (order.coupon_ids?.length ?? 0) > 0 || order.items.some((item) => item.coupon_id != null);
  const [catalog, coupons, promo] = await Promise.all([
    loadMenuCatalog(db, shop.id),
    wantsCoupons ? offeredCoupons(db, shop.id) : [],
    order.promo_code_id == null ? null : cachedPromo(db, order.promo_code_id),
  ]);
  return priceOrder(shop, catalog, order, now, itemsField, {
    coupons: new Map(coupons.map((c) => [c.id, c])),
    promo: order.promo_code_id == null ? null : checkPromo(promo, { shopId: shop.id, tender: order.payment_method, now }),
  });
}

/** Prices the browser's cart; the storefront calls this on every cart change. */
export async function priceCart(db: Database, order: PricedOrderInput, now: Date): Promise<ShoppingCartResponse> {
  const shop = await cachedShop(db, order.shop_id);
  if (!shop) throw notFound('shop_not_found', "We couldn't find that pizzeria.");
  const priced = await priceWithDeals(db, shop, { ...order, items: order.order_items_attributes }, now);
  return { shopping_cart: { receipt: priced.receipt, order_validations: priced.validations } };
}

/**
 * Prices an order about to be placed with the same rules as the receipt, so its total is the receipt's;
 * a coupon or promo code that would not apply is refused (422) rather than silently dropped.
 */
export async function priceForPlacement(
  db: Database,
  shop: ShopRecord,
  order: PricingOrder & DealsInput,
  now: Date,
  itemsField: string,
): Promise<PricedOrder> {
  const priced = await priceWithDeals(db, shop, order, now, itemsField);
  const tooLarge = priced.validations.structured_errors.find((e) => e.code === 'order_too_large');
  if (tooLarge) throw new ApiError(422, { code: tooLarge.code, message: tooLarge.message, field: itemsField });
  const dealProblems = priced.validations.structured_errors.filter((e) => e.code.startsWith('coupon_') || e.code.startsWith('promo_code_'));
  if (dealProblems.length) {
    throw new ApiError(
      422,
      dealProblems.map((e) => ({ code: e.code, message: e.message, field: e.code.startsWith('coupon_') ? 'coupon_ids' : 'promo_code_id' })),
    );
  }
  return priced;
}

/** An order below the shop's minimum is refused with how much is still to add (placing it, and paying for it with PayPal). */
export function checkOrderMinimum(priced: PricedOrder): void {
  const minimum = priced.validations.order_minimum;
  if (minimum && minimum.amount_remaining > 0) {
    throw unprocessable('order_minimum', `Add ${formatMoney(minimum.amount_remaining)} to meet the minimum order.`);
  }
}
