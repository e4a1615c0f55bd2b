import type { OrderValidations, Receipt } from '../../contract/cart';
import type { AddOnCategory } from '../../contract/menus';
import { ApiError, type ApiErrorDetail } from '../api-error';
import type { MenuCatalog } from '../menus/catalog';
import { isCategoryAvailable } from '../menus/service';

/**
 * The server's price rules, in integer cents:
 * - line = (product type price + selections) × quantity. A topping in a half area (first_half / second_half)
 *   costs half of its listed (whole-pizza) price, rounded up to the cent. A topping goes on the whole pizza
 *   or on halves, not both; selections must belong to the type's add-on categories, within each limit,
 *   and every mandatory category needs one.
 * - shop discount = discount_percent of the subtotal.
 * - delivery fee (delivery only): free; flat cents; or percent of the subtotal clamped to [fee_floor, fee_ceiling].
 * - service fee = service_fee_flat + service_fee_percentage of the subtotal.
 * - tax = tax_rate of (subtotal − discount, + delivery fee when tax_delivery_fee).
 * - total = subtotal − discount + delivery fee + service fee + tax + tip.
 * Percentages round half up to the cent. Prices sent by the client are never read.
 */
export type PricingShop = {
  discountPercent: number;
  doesDelivery: boolean;
  doesPickup: boolean;
  deliveryFeeType: 'free' | 'flat' | 'percent';
  deliveryFee: number;
  deliveryFeeFloor: number | null;
  deliveryFeeCeiling: number | null;
  deliveryMinSubtotal: number;
  pickupMinSubtotal: number;
  serviceFeeFlat: number;
  serviceFeePercentage: number;
  taxRate: number;
  taxDeliveryFee: boolean;
  timezone: string;
};

export type PricingItem = {
  product_id: number;
  product_type_id: number;
  quantity: number;
  selection_ids: number[];
  special_request?: string | null;
};

export type PricingOrder = { shipping_type: 'delivery' | 'pickup'; items: PricingItem[]; tip_amount?: number };
export type PricedOrder = { receipt: Receipt; validations: OrderValidations };

export const maxTipCents = 100_000;

/** percent% of cents, rounded half up, computed in integers (tax rates like 8.875 stay exact). */
export function percentOf(cents: number, percent: number): number {
  const thousandths = Math.round(percent * 1000);
  return Math.floor((cents * thousandths + 50_000) / 100_000);
}

export function halfPrice(cents: number): number {
  return Math.ceil(cents / 2);
}

export function formatMoney(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function deliveryFeeFor(shop: PricingShop, subtotal: number): number {
  switch (shop.deliveryFeeType) {
    case 'free':
      return 0;
    case 'flat':
      return Math.round(shop.deliveryFee);
    case 'percent': {
      const fee = percentOf(subtotal, shop.deliveryFee);
      return Math.min(Math.max(fee, shop.deliveryFeeFloor ?? 0), shop.deliveryFeeCeiling ?? Number.MAX_SAFE_INTEGER);
    }
  }
}

function hint(category: AddOnCategory): string {
  const choose = category.limit === 1 ? 'select only one' : `select up to ${category.limit}`;
  return category.mandatory ? `Required, ${choose}` : choose.charAt(0).toUpperCase() + choose.slice(1);
}

/** Checks one line's selections against its product type's add-on categories; returns refusals. */
function selectionErrors(categories: AddOnCategory[], selectionIds: number[], field: string): ApiErrorDetail[] {
  const errors: ApiErrorDetail[] = [];
  const counts = new Map<number, number>();
  const seen = new Set<number>();
  for (const id of selectionIds) {
    const category = categories.find((c) => c.selections.some((s) => s.id === id));
    if (!category || seen.has(id)) {
      errors.push({ code: 'invalid_selection', message: 'That combination of options is not available. Please try something else.', field });
      continue;
    }
    seen.add(id);
    counts.set(category.id, (counts.get(category.id) ?? 0) + 1);
  }
  // a topping goes on the whole pizza or on halves, not both (the same choice the item modal offers)
  const named = (area: string) => new Set(categories.filter((c) => c.area === area)
    .flatMap((c) => c.selections.filter((s) => seen.has(s.id)).map((s) => s.name)));
  const whole = named('whole');
  if ([...named('first_half'), ...named('second_half')].some((name) => whole.has(name))) {
    errors.push({ code: 'invalid_selection', message: 'That combination of options is not available. Please try something else.', field });
  }
  for (const category of categories) {
    const count = counts.get(category.id) ?? 0;
    if (count > category.limit) errors.push({ code: 'selection_limit_exceeded', message: `${category.name}: ${hint(category)}.`, field });
    if (category.mandatory && count === 0) errors.push({ code: 'selection_required', message: `${category.name}: ${hint(category)}.`, field });
  }
  return errors;
}

/**
 * Prices an order against the shop's catalog. Items that are not on the menu now answer 422 with
 * meta.errors.order ['menu_item_missing'] and field `{itemsField}.{index}`; bad selections answer 422 too.
 */
export function priceOrder(shop: PricingShop, catalog: MenuCatalog, order: PricingOrder, now: Date, itemsField = 'order_items'): PricedOrder {
  const tip = order.tip_amount ?? 0;
  if (tip > maxTipCents) {
    throw new ApiError(422, { code: 'tip_too_large', message: `Tips are limited to ${formatMoney(maxTipCents)}.`, field: 'tip_amount' });
  }

  const missing: ApiErrorDetail[] = [];
  const refused: ApiErrorDetail[] = [];
  const items: Receipt['items'] = [];
  order.items.forEach((item, index) => {
    const field = `${itemsField}.${index}`;
    const product = catalog.productsById.get(item.product_id);
    const type = catalog.productTypesById.get(item.product_type_id);
    const category = product ? catalog.categoriesById.get(product.categoryId) : undefined;
    const onMenu = product?.isAvailable && type?.isAvailable && type.productId === product.product.id
      && category?.is_displayed && isCategoryAvailable(category.availabilities, shop.timezone, now);
    if (!product || !type || !onMenu) {
      missing.push({ code: 'menu_item_missing', message: 'This item is no longer available', field });
      return;
    }
    const categories = type.productType.selection_categories;
    const errors = selectionErrors(categories, item.selection_ids, `${field}.selection_ids`);
    if (errors.length) {
      refused.push(...errors);
      return;
    }
    const selections = item.selection_ids.map((id) => {
      const addOn = categories.find((c) => c.selections.some((s) => s.id === id))!;
      const selection = addOn.selections.find((s) => s.id === id)!;
      const half = addOn.area === 'first_half' || addOn.area === 'second_half';
      return { id, name: selection.name, area: addOn.area, price: half ? halfPrice(selection.price) : selection.price };
    });
    const unitPrice = type.productType.price + selections.reduce((sum, s) => sum + s.price, 0);
    items.push({
      index,
      product_id: product.product.id,
      product_type_id: type.productType.id,
      name: product.product.name,
      product_type_name: type.productType.name,
      quantity: item.quantity,
      unit_price: unitPrice,
      total_price: unitPrice * item.quantity,
      selections,
      special_request: item.special_request ?? null,
    });
  });
  if (missing.length) throw new ApiError(422, missing, ['menu_item_missing']);
  if (refused.length) throw new ApiError(422, refused);

  const subtotal = items.reduce((sum, line) => sum + line.total_price, 0);
  const discount = percentOf(subtotal, shop.discountPercent);
  const isDelivery = order.shipping_type === 'delivery';
  const deliveryFee = isDelivery && shop.doesDelivery ? deliveryFeeFor(shop, subtotal) : 0;
  const serviceFee = subtotal > 0 ? shop.serviceFeeFlat + percentOf(subtotal, shop.serviceFeePercentage) : 0;
  const taxable = subtotal - discount + (shop.taxDeliveryFee ? deliveryFee : 0);
  const tax = percentOf(taxable, shop.taxRate);
  const total = subtotal - discount + deliveryFee + serviceFee + tax + tip;

  const receipt: Receipt = {
    items,
    subtotal,
    tax,
    delivery_fee: deliveryFee,
    service_fee_amount: serviceFee,
    service_fee_percentage: shop.serviceFeePercentage,
    shop_discount_amount: discount,
    promo_code_discount: 0,
    total_coupon_discount_amount: 0,
    credit_amount: 0,
    adjustments: discount > 0 ? [{ category: 'discount_percent', amount: discount }] : [],
    loyalty_reward: 0,
    tip_amount: tip,
    total,
  };
  return { receipt, validations: validate(shop, order.shipping_type, subtotal) };
}

function validate(shop: PricingShop, shippingType: 'delivery' | 'pickup', subtotal: number): OrderValidations {
  const validations: OrderValidations = { coupon: null, errors: [], order_minimum: null, structured_errors: [] };
  const offered = shippingType === 'delivery' ? shop.doesDelivery : shop.doesPickup;
  if (!offered) {
    const message = shippingType === 'delivery' ? "This pizzeria doesn't offer delivery." : "This pizzeria doesn't offer pickup.";
    validations.errors.push(message);
    validations.structured_errors.push({ code: `${shippingType}_unavailable`, message });
  }
  const minimum = shippingType === 'delivery' ? shop.deliveryMinSubtotal : shop.pickupMinSubtotal;
  if (minimum > 0) {
    const remaining = Math.max(0, minimum - subtotal);
    validations.order_minimum = { minimum, amount_remaining: remaining };
    if (remaining > 0) {
      const message = `Add ${formatMoney(remaining)} to meet the minimum order.`;
      validations.errors.push(message);
      validations.structured_errors.push({ code: 'order_minimum', message });
    }
  }
  return validations;
}
