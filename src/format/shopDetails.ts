import type { Schedule, Shop } from '../api';
import { weekHours } from './hours';
import { formatMinutesRange } from './clock';

const ORDER_OPTION_TEXT: Record<string, string> = {
  curbside_pickup: 'Curbside pickup',
  contactless_delivery: 'Contactless delivery',
};

/** The shop's order options ('curbside_pickup' → 'Curbside pickup'); an unknown name is spelled out from its words. */
export function orderOptionLabels(options: Shop['orderOptions']): string[] {
  return options.map(({ name }) => ORDER_OPTION_TEXT[name] ?? name.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase()));
}

/** What the shop takes as payment: 'Card and cash', 'Card only', 'Cash only' or null when neither is set. */
export function paymentAcceptedText({ acceptsCard, acceptsCash }: Pick<Shop['payment'], 'acceptsCard' | 'acceptsCash'>): string | null {
  if (acceptsCard && acceptsCash) return 'Card and cash';
  if (acceptsCard) return 'Card only';
  if (acceptsCash) return 'Cash only';
  return null;
}

/** The spec's default price range when the shop's SEO data has none. */
export const DEFAULT_PRICE_RANGE = '$$';

export const priceRangeOf = (shop: Pick<Shop, 'seo'>) => shop.seo?.priceRange || DEFAULT_PRICE_RANGE;

export const fullAddress = ({ location }: Pick<Shop, 'location'>) =>
  `${location.address}, ${location.city}, ${location.shopState} ${location.zipcode}`;

/** Where and when a pickup order is ready: 'Pick up at 145 Montague St, … — ready in about 15–20 min.' */
export const pickupReadyText = (shop: Pick<Shop, 'location' | 'pickupInfo'>) =>
  `Pick up at ${fullAddress(shop)} — ready in about ${formatMinutesRange(shop.pickupInfo.estimate)}.`;

export type TodayHours = { label: 'Delivery' | 'Pickup'; hours: string };

/** Today's hours in the shop's zone, for each mode the shop offers (empty without a schedule). */
export function todayHours(
  shop: Pick<Shop, 'deliveryInfo' | 'pickupInfo'>,
  schedule: Schedule | null,
  now: number = Date.now(),
): TodayHours[] {
  if (!schedule) return [];
  const today = (openings: Schedule['delivery']['openings']) =>
    weekHours(openings, schedule.timezone, now).find((day) => day.isToday)?.hours ?? 'Closed';
  return [
    ...(shop.deliveryInfo.doesDelivery ? [{ label: 'Delivery' as const, hours: today(schedule.delivery.openings) }] : []),
    ...(shop.pickupInfo.doesPickup ? [{ label: 'Pickup' as const, hours: today(schedule.pickup.openings) }] : []),
  ];
}
