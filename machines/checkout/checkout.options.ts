import { ORDER_OPTION_MODES, ORDER_OPTION_TYPES, type OrderOptionType } from '../../server/contract/order-options';
import type { CheckoutShop } from './checkout.types';

export { ORDER_OPTION_TYPES, type OrderOptionType };

/** The order options offered for this mode: the shop's contactless delivery or curbside pickup, and utensils on any order. */
export function offeredOptions(shop: Pick<CheckoutShop, 'orderOptions'>, forDelivery: boolean): OrderOptionType[] {
  const mode = forDelivery ? 'delivery' : 'pickup';
  return (Object.values(ORDER_OPTION_TYPES) as OrderOptionType[]).filter((option) => {
    const of = ORDER_OPTION_MODES[option];
    return of === null || (of === mode && shop.orderOptions.includes(option));
  });
}

/** What is sent as order_option_types: the options chosen that this mode offers (a switch of mode keeps the others for a switch back). */
export const chosenOptions = ({
  shop,
  forDelivery,
  orderOptions,
}: {
  shop: CheckoutShop;
  forDelivery: boolean;
  orderOptions: readonly OrderOptionType[];
}) => offeredOptions(shop, forDelivery).filter((option) => orderOptions.includes(option));
