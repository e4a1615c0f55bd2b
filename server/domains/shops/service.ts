import type { Coupon, Schedule, SearchResult, Shop } from '../../contract/shops';
import type { Database } from '../../db/database';
import { notFound } from '../api-error';
import { EARTH_RADIUS_MILES } from '../../contract/distance';
import { distanceMiles, polygonContains, type LatLng } from '../location/geometry';
import { openIntervals } from '../../contract/opening-hours';
import { googleSchemaHours, isPausedAt, modeState, type ModeState } from '../schedule/service';
import { radiusBox } from './prune';
import { findShopById, findShopBySlug, listShopsWhere, type LoadShops, type ShopRecord } from './repository';

export const searchRadiusMiles = 10;
export const sortTypes = ['recommended', 'acquired', 'is_open', 'nearby'] as const;
export type SortType = (typeof sortTypes)[number];
export type OrderType = 'delivery' | 'pickup';
/** 'either' (the documents' combined search): delivers to the address, or offers pickup within the radius */
export type SearchOrderType = OrderType | 'either';

export type ShopStatus = {
  delivery: ModeState;
  pickup: ModeState;
  isOpen: boolean;
  /** every mode the shop offers is paused right now */
  isPaused: boolean;
};

const closed: ModeState = { isOpen: false, isPaused: false, nextOpen: null, nextClose: null };

/** Suspended shops and shops taken off the platform (disabled, test) take no orders, whatever their hours. */
export function takesOrders(shop: Pick<ShopRecord, 'suspended' | 'lifecycle'>): boolean {
  return !shop.suspended && shop.lifecycle !== 'disabled' && shop.lifecycle !== 'test';
}

/** Open/paused state per mode at `now`, in the shop's time zone. Suspended or inactive shops are never open. */
export function shopStatus(shop: ShopRecord, now: Date): ShopStatus {
  const stateOf = (mode: OrderType, offered: boolean) =>
    offered && takesOrders(shop) ? modeState(shop.hours[mode].openings, shop.hours[mode].pausings, shop.timezone, now) : closed;
  const delivery = stateOf('delivery', shop.doesDelivery);
  const pickup = stateOf('pickup', shop.doesPickup);
  const offered = [shop.doesDelivery ? delivery : null, shop.doesPickup ? pickup : null].filter((s) => s !== null);
  return {
    delivery,
    pickup,
    isOpen: delivery.isOpen || pickup.isOpen,
    isPaused: offered.length > 0 && offered.every((s) => s.isPaused),
  };
}

const offers = (shop: ShopRecord, mode: OrderType) => (mode === 'delivery' ? shop.doesDelivery : shop.doesPickup);
const pausedFor = (shop: ShopRecord, mode: OrderType, now: Date) => isPausedAt(shop.hours[mode].pausings, now);
const openFor = (shop: ShopRecord, mode: OrderType, now: Date) =>
  offers(shop, mode) && takesOrders(shop) && !pausedFor(shop, mode, now) && withinOpenings(shop, mode, now);

/**
 * The open flags alone (no next open/close), cheap enough for every row of a search. (No closures made per
 * call: the runtime names each one it makes, and that was a visible share of a search's time.)
 */
export function openNow(shop: ShopRecord, now: Date): { delivery: boolean; pickup: boolean; isPaused: boolean } {
  const anyOffered = shop.doesDelivery || shop.doesPickup;
  return {
    delivery: openFor(shop, 'delivery', now),
    pickup: openFor(shop, 'pickup', now),
    isPaused:
      anyOffered && (!shop.doesDelivery || pausedFor(shop, 'delivery', now)) && (!shop.doesPickup || pausedFor(shop, 'pickup', now)),
  };
}

const minute = 60_000;
/** per shop record (records are kept, not rebuilt, while the catalog stands): the minute last asked and its answers */
const openingsByMinute = new WeakMap<ShopRecord, { minute: number; open: Partial<Record<OrderType, boolean>> }>();

/**
 * Whether `now` falls inside the mode's openings: isOpenAt without the pausings (openNow checks those at
 * the exact instant). Every opening starts and ends on a whole minute (local 'HH:mm' less a whole-minute
 * offset) and the local day only turns on one, so the answer holds for the whole minute: it is kept
 * per shop record for it. An interval off the minute (an offset in seconds) is not kept.
 */
function withinOpenings(shop: ShopRecord, mode: OrderType, now: Date): boolean {
  const t = now.getTime();
  const thisMinute = Math.floor(t / minute);
  let entry = openingsByMinute.get(shop);
  if (!entry || entry.minute !== thisMinute) {
    entry = { minute: thisMinute, open: {} };
    openingsByMinute.set(shop, entry);
  }
  const known = entry.open[mode];
  if (known !== undefined) return known;
  const intervals = openIntervals(shop.hours[mode].openings, shop.timezone, now, 0);
  const open = intervals.some((i) => i.start <= t && t < i.end);
  if (intervals.every((i) => i.start % minute === 0 && i.end % minute === 0)) entry.open[mode] = open;
  return open;
}

const modes = ['delivery', 'pickup'] as const;

/**
 * Whether the shop's open flags can change during this minute only at the bounds of its pausings: it takes
 * no orders, or the openings of each mode it offers start and end on whole minutes (withinOpenings kept
 * their answer for the minute).
 */
export function openingsHoldThisMinute(shop: ShopRecord, now: Date): boolean {
  if (!takesOrders(shop)) return true;
  for (const mode of modes) {
    if (!offers(shop, mode)) continue;
    withinOpenings(shop, mode, now);
    if (openingsByMinute.get(shop)?.open[mode] === undefined) return false;
  }
  return true;
}

export function storefrontPath(webSlug: string): string {
  return `/restaurants/${webSlug}/menu`;
}

/** The span of delivery fees in cents (see the contract's fee_range); null when free or unbounded. */
export function feeRange(shop: Pick<ShopRecord, 'deliveryFeeType' | 'deliveryFee' | 'deliveryFeeFloor' | 'deliveryFeeCeiling'>) {
  if (shop.deliveryFeeType === 'flat') return { min: shop.deliveryFee, max: shop.deliveryFee };
  if (shop.deliveryFeeType === 'percent' && shop.deliveryFeeFloor !== null && shop.deliveryFeeCeiling !== null) {
    return { min: shop.deliveryFeeFloor, max: shop.deliveryFeeCeiling };
  }
  return null;
}

/** The shop with every extended attribute; `coupons` are the ones the storefront may offer. */
export function toShop(shop: ShopRecord, now: Date, coupons: Coupon[] = []): Shop {
  const status = shopStatus(shop, now);
  return {
    id: shop.id,
    shop_id: shop.id,
    uuid: shop.uuid,
    web_slug: shop.webSlug,
    storefront_path: storefrontPath(shop.webSlug),
    name: shop.name,
    acquired: shop.acquired,
    suspended: shop.suspended,
    lifecycle: shop.lifecycle,
    is_open: status.isOpen,
    is_open_for_delivery: status.delivery.isOpen,
    is_open_for_pickup: status.pickup.isOpen,
    timezone_identifier: shop.timezone,
    photos: shop.photos,
    logo: shop.logo,
    banner_text: shop.bannerText,
    phone: shop.phone,
    twilio_phone: shop.twilioPhone,
    discount_percent: shop.discountPercent,
    loyalty_enabled: shop.loyaltyEnabled,
    does_scheduled_orders: shop.doesScheduledOrders,
    tips_enabled_for_delivery: shop.tipsEnabledForDelivery,
    tips_enabled_for_pickup: shop.tipsEnabledForPickup,
    coupons,
    order_options: shop.orderOptions.map((name) => ({ name })),
    chain: shop.chain ?? null,
    location: { address: shop.address, city: shop.city, shop_state: shop.state, zipcode: shop.zipcode, lat: shop.lat, lon: shop.lon },
    delivery_info: {
      does_delivery: shop.doesDelivery,
      fee_type: shop.deliveryFeeType,
      fee: shop.deliveryFee,
      fee_range: feeRange(shop),
      fee_floor: shop.deliveryFeeFloor,
      fee_ceiling: shop.deliveryFeeCeiling,
      min_subtotal_floor: shop.deliveryMinSubtotal,
      min_subtotal_range: shop.deliveryMinSubtotal > 0 ? { min: shop.deliveryMinSubtotal, max: shop.deliveryMinSubtotal } : null,
      estimate: { min: shop.deliveryEstimateMin, max: shop.deliveryEstimateMax },
      provider: shop.deliveryProvider,
      uses_cross_street: shop.usesCrossStreet,
    },
    pickup_info: {
      does_pickup: shop.doesPickup,
      min_subtotal: shop.pickupMinSubtotal,
      estimate: { min: shop.pickupEstimateMin, max: shop.pickupEstimateMax },
    },
    payment: {
      accepts_cash: shop.acceptsCash,
      accepts_card: shop.acceptsCard,
      service_fee_flat: shop.serviceFeeFlat,
      service_fee_percentage: shop.serviceFeePercentage,
      tax_rate: shop.taxRate,
      tax_delivery_fee: shop.taxDeliveryFee,
    },
    seo: { price_range: shop.priceRange, order_action_schema_enabled: shop.orderActionSchemaEnabled },
  };
}

/**
 * What a result's sorts compare and what changes from one request to the next: the open flags, is_paused and
 * the distance, with the few of its record's fields the sorts read. The rest of a result is its record's.
 */
export type RowValues = Pick<
  SearchResult,
  | 'shop_id'
  | 'is_acquired'
  | 'suspended'
  | 'is_open_for_delivery'
  | 'is_open_for_pickup'
  | 'is_paused'
  | 'distance_miles'
  | 'rating'
  | 'ratings_count'
  | 'should_display_rating'
>;

export function rowValues(shop: ShopRecord, now: Date, from: LatLng | null): RowValues {
  const status = openNow(shop, now);
  const ratings = ratingsOf(shop);
  return {
    shop_id: shop.id,
    is_acquired: shop.acquired,
    suspended: shop.suspended,
    is_open_for_delivery: status.delivery,
    is_open_for_pickup: status.pickup,
    is_paused: status.isPaused,
    distance_miles: from ? Math.round(distanceMiles(from, shopPoint(shop)) * 100) / 100 : null,
    rating: ratings.rating,
    ratings_count: ratings.ratings_count,
    should_display_rating: ratings.should_display_rating,
  };
}

/**
 * The next opening of each mode a listed shop is closed for at `now` (ISO instants; null when open now, not
 * offered, taking no orders, or not opening within the week): a result card's "Opens 4:00 PM". Made only for
 * the rows a response holds, never for every candidate.
 */
export function nextOpenings(shop: ShopRecord, now: Date): SearchResult['next_open'] {
  if (!shop.acquired) return { delivery: null, pickup: null };
  const status = shopStatus(shop, now);
  const next = (state: ModeState) => (state.isOpen || !state.nextOpen ? null : state.nextOpen.toISOString());
  return { delivery: next(status.delivery), pickup: next(status.pickup) };
}

/** The search result of a record with these values. */
export function resultOf(shop: ShopRecord, values: RowValues, nextOpen: SearchResult['next_open']): SearchResult {
  return {
    shop_id: shop.id,
    shop_name: shop.name,
    web_slug: shop.webSlug,
    storefront_path: storefrontPath(shop.webSlug),
    is_acquired: shop.acquired,
    has_menu: shop.acquired,
    is_open_for_delivery: values.is_open_for_delivery,
    is_open_for_pickup: values.is_open_for_pickup,
    is_paused: values.is_paused,
    suspended: shop.suspended,
    address: shop.address,
    city: shop.city,
    state: shop.state,
    zipcode: shop.zipcode,
    logo: shop.logo,
    distance_miles: values.distance_miles,
    next_open: nextOpen,
    delivery_estimate: shop.doesDelivery ? { min: shop.deliveryEstimateMin, max: shop.deliveryEstimateMax } : null,
    pickup_estimate: shop.doesPickup ? { min: shop.pickupEstimateMin, max: shop.pickupEstimateMax } : null,
    lifecycle: shop.lifecycle,
    chain: shop.chain ?? null,
    ...ratingsOf(shop),
    discount_percent: shop.discountPercent,
    delivery_fee_type: shop.deliveryFeeType,
    does_delivery: shop.doesDelivery,
    does_pickup: shop.doesPickup,
    does_scheduled_orders: shop.doesScheduledOrders,
    timezone_identifier: shop.timezone,
  };
}

export function toSearchResult(shop: ShopRecord, now: Date, from: LatLng | null): SearchResult {
  return resultOf(shop, rowValues(shop, now, from), nextOpenings(shop, now));
}

export function shopPoint(shop: ShopRecord): LatLng {
  return { lat: shop.lat, lng: shop.lon };
}

/** Whether a shop delivers to a point: it offers delivery and its zone contains the point. */
export function deliversTo(shop: ShopRecord, point: LatLng): boolean {
  return shop.doesDelivery && !!shop.deliveryZone && polygonContains(shop.deliveryZone, point);
}

/** Whether a result takes orders now for a mode ('either': for one of them). */
export function isOpenFor(r: Pick<SearchResult, 'is_open_for_delivery' | 'is_open_for_pickup'>, orderType: SearchOrderType): boolean {
  if (orderType === 'either') return r.is_open_for_delivery || r.is_open_for_pickup;
  return orderType === 'delivery' ? r.is_open_for_delivery : r.is_open_for_pickup;
}

export async function requireShopBySlug(db: Database, webSlug: string): Promise<ShopRecord> {
  const shop = await findShopBySlug(db, webSlug);
  if (!shop) throw notFound('shop_not_found', "We couldn't find that pizzeria.");
  return shop;
}

export async function requireShopById(db: Database, id: number): Promise<ShopRecord> {
  const shop = await findShopById(db, id);
  if (!shop) throw notFound('shop_not_found', "We couldn't find that pizzeria.");
  return shop;
}

/** The schedule from the shop's hours (its route adds the kitchen's full_slots). */
export function toSchedule(shop: ShopRecord, now: Date): Omit<Schedule, 'full_slots'> {
  const status = shopStatus(shop, now);
  const mode = (name: OrderType) => ({
    openings: shop.hours[name].openings,
    pausings: shop.hours[name].pausings
      .filter((p) => p.end.getTime() > now.getTime())
      .map((p) => ({ start: p.start.toISOString(), end: p.end.toISOString() })),
    next_open: status[name].nextOpen?.toISOString() ?? null,
    next_close: status[name].nextClose?.toISOString() ?? null,
    is_paused: status[name].isPaused,
  });
  const publicHours = shop.doesPickup ? shop.hours.pickup.openings : shop.hours.delivery.openings;
  return {
    timezone: shop.timezone,
    week_start: 'monday',
    delivery: mode('delivery'),
    pickup: mode('pickup'),
    google_schema_hours: googleSchemaHours(publicHours),
    legacy_openings: publicHours,
    is_paused: status.isPaused,
  };
}

/**
 * Other shops nearest to this one. The acquired ones (`acquiredOnly`) are the shops to order from instead: only
 * those taking orders, within the search radius; the others are the nearest wherever they are.
 */
export async function nearbyShops(
  db: Database,
  shop: ShopRecord,
  size: number,
  acquiredOnly: boolean,
  now: Date,
  load: LoadShops = listShopsWhere,
): Promise<SearchResult[]> {
  const from = shopPoint(shop);
  const nearest = (others: ShopRecord[]) =>
    others
      .map((other) => toSearchResult(other, now, from))
      .sort((a, b) => (a.distance_miles ?? 0) - (b.distance_miles ?? 0) || a.shop_id - b.shop_id)
      .slice(0, size);
  if (acquiredOnly) {
    const candidates = await load(db, { within: [radiusBox(from, searchRadiusMiles)], acquired: true });
    return nearest(
      candidates.filter(
        (other) =>
          other.id !== shop.id && other.acquired && takesOrders(other) && distanceMiles(from, shopPoint(other)) <= searchRadiusMiles,
      ),
    );
  }
  // widen the circle until it holds `size` others, then the nearest `size` are among the candidates
  for (let miles = 5; ; miles *= 4) {
    const everywhere = miles > Math.PI * EARTH_RADIUS_MILES;
    const others = (await load(db, { within: everywhere ? [] : [radiusBox(from, miles)] })).filter((other) => other.id !== shop.id);
    // distances are rounded to 0.01 mile before sorting: a shop outside the circle (farther than `miles`)
    // cannot sort before one nearer than miles - 0.02
    const inside = others.filter((other) => distanceMiles(from, shopPoint(other)) <= miles - 0.02).length;
    if (inside >= size || everywhere) return nearest(others);
  }
}

export function ratingsOf(shop: ShopRecord) {
  return {
    rating: shop.rating,
    ratings_count: shop.ratingsCount,
    should_display_rating: shop.rating > 0 && shop.ratingsCount >= 5,
  };
}
