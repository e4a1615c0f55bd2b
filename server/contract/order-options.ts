/**
 * Order options (checkout §3 fulfilment): contactless delivery and curbside pickup where the shop offers
 * them (its order_options) for that mode, and utensils on any order.
 * Kept apart from the zod schemas so the storefront's checkout rules take them without the wire contract.
 */
export const ORDER_OPTION_TYPES = {
  contactlessDelivery: 'contactless_delivery',
  curbsidePickup: 'curbside_pickup',
  includeUtensils: 'include_utensils',
} as const;
export type OrderOptionType = (typeof ORDER_OPTION_TYPES)[keyof typeof ORDER_OPTION_TYPES];
/** The mode an option belongs to (null: either). */
export const ORDER_OPTION_MODES: Readonly<Record<OrderOptionType, 'delivery' | 'pickup' | null>> = {
  contactless_delivery: 'delivery',
  curbside_pickup: 'pickup',
  include_utensils: null,
};
