import type { OrderOptionType } from '@contract';

/** How each order option reads at checkout and on the order's confirmation. */
export const ORDER_OPTION_TEXTS: Readonly<Record<OrderOptionType, { label: string; hint: string }>> = {
  contactless_delivery: { label: 'Contactless delivery', hint: 'Your driver leaves the order at your door.' },
  curbside_pickup: { label: 'Curbside pickup', hint: 'The pizzeria brings your order out to your car.' },
  include_utensils: { label: 'Include utensils', hint: 'Plastic utensils and napkins with your order.' },
};
