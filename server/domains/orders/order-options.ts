import { ORDER_OPTION_MODES, type OrderOptionType } from '../../contract/orders';
import type { ShippingMode } from '../../db/schema';
import { unprocessable } from '../api-error';
import type { ShopRecord } from '../shops/repository';

const LABELS: Record<OrderOptionType, string> = {
  contactless_delivery: 'contactless delivery',
  curbside_pickup: 'curbside pickup',
  include_utensils: 'utensils',
};
const isKnown = (option: string): option is OrderOptionType => Object.hasOwn(ORDER_OPTION_MODES, option);

/** The order's options, each once: every one known, of the order's mode, and offered by the shop (utensils always are). */
export function checkOrderOptions(
  shop: Pick<ShopRecord, 'orderOptions'>,
  shippingType: ShippingMode,
  options: readonly string[],
): OrderOptionType[] {
  const chosen = [...new Set(options)];
  for (const option of chosen) {
    if (!isKnown(option)) throw unprocessable('order_option_unknown', "We don't know that order option.", 'order_option_types');
    const mode = ORDER_OPTION_MODES[option];
    if (mode === null) continue;
    if (mode !== shippingType || !shop.orderOptions.includes(option)) {
      throw unprocessable(
        'order_option_unavailable',
        `This pizzeria doesn't offer ${LABELS[option]} on ${shippingType} orders.`,
        'order_option_types',
      );
    }
  }
  return chosen as OrderOptionType[];
}
