import { client, CORE } from './client';
import { isNotFound } from './errors';
import { getLocationFromPlaceId } from './location';
import type { z } from 'zod';
import type * as contract from '@contract';
import type {
  DiscoverResponse as WireDiscoverResponse,
  BrandResponse as WireBrandResponse,
  DiscoverSortType,
  brand,
  discoverRequest,
} from '@contract/discover';
import type { Camel, DeliveryZoneValidation, Schedule, SearchResponse, ShippingType, Shop } from './types';

const SHOP_ATTRIBUTES = 'chain,photos,delivery_provider,delivery_fees_info,seo,coupons';

/** A web slug is `state/city/zip/slug`; it travels as four encoded path segments. */
export function slugPath(webSlug: string): string {
  return webSlug.split('/').map(encodeURIComponent).join('/');
}

export type ShopSearchParams = {
  orderType: ShippingType;
  address: string;
  /** a picked place prediction's id (the search URL's alternate form): searched by its coordinates */
  placeId?: string;
  sortType?: string;
  includeUnacquired?: boolean;
};

/** The shops for an address: by the picked place's coordinates when there is a place id, else by the typed text. */
export async function searchShops(params: ShopSearchParams): Promise<SearchResponse> {
  return params.placeId ? searchShopsNearPlace({ ...params, placeId: params.placeId }) : searchShopsByAddress(params);
}

async function searchShopsByAddress({ orderType, address, sortType, includeUnacquired = true }: ShopSearchParams): Promise<SearchResponse> {
  const params: Record<string, string | boolean> = {
    'filter[order_type]': orderType,
    'filter[address]': address,
    include_unacquired: includeUnacquired,
  };
  if (sortType) params['sort[type]'] = sortType;
  const { data } = await client.get<SearchResponse>(`${CORE}/v3/shops/search`, { params });
  return data;
}

export async function getShopBySlug(webSlug: string): Promise<Shop> {
  const { data } = await client.get<{ shop: Shop }>(`${CORE}/v1/shops/slug/${slugPath(webSlug)}`, {
    params: { extended_attributes: SHOP_ATTRIBUTES },
  });
  return data.shop;
}

export async function getShop(shopId: number): Promise<Shop> {
  const { data } = await client.get<{ shop: Shop }>(`${CORE}/v1/shops/${shopId}`, {
    params: { extended_attributes: SHOP_ATTRIBUTES },
  });
  return data.shop;
}

export async function getSchedule(webSlug: string): Promise<Schedule> {
  const { data } = await client.get<{ schedule: Schedule }>(`${CORE}/v1/shops/slug/${slugPath(webSlug)}/schedule`);
  return data.schedule;
}

export async function validateDeliveryZone(shopId: number, location: string): Promise<DeliveryZoneValidation> {
  const { data } = await client.get<{ deliveryAddressInfo: DeliveryZoneValidation }>(
    `${CORE}/v3/shops/${shopId}/delivery_zone_validation`,
    { params: { location } },
  );
  return data.deliveryAddressInfo;
}

export type DiscoverRequest = Camel<z.input<typeof discoverRequest>>;
export type DiscoverResponse = Camel<WireDiscoverResponse>;
export type Brand = Camel<z.infer<typeof brand>>;
export type BrandResponse = Camel<WireBrandResponse>;
export type NearbyShop = Camel<contract.NearbyShopsResponse>['shops'][number];
export type Ratings = Camel<contract.RatingsResponse>;

const SEARCH = '/services/search/v1';

/** POST discover/shops (spec §7): filters, sorts, pagination from 0 size 50. */
export async function discoverShops(request: DiscoverRequest): Promise<DiscoverResponse> {
  const { data } = await client.post<DiscoverResponse>(`${SEARCH}/discover/shops`, {
    pagination: { from: 0, size: 50 },
    ...request,
  });
  return data;
}

/** The search radius of pickup and combined searches (spec §9), and how far "nearby" reaches. */
export const SEARCH_RADIUS = 10;

/**
 * A search from a picked place (spec §2 address + placeId): its coordinates come from
 * location-from-place-id, and the shops from discover/shops around them (spec §7), 50 from 0.
 * Delivery: the shops that deliver there, then the unacquired ones within the radius (listed, with
 * request-to-add, as the address search lists them); pickup: every shop within the radius.
 */
async function searchShopsNearPlace({
  orderType,
  placeId,
  sortType,
  includeUnacquired = true,
}: ShopSearchParams & { placeId: string }): Promise<SearchResponse> {
  const { latitude, longitude } = await getLocationFromPlaceId(placeId);
  const sorts = [{ sortType: (sortType ?? 'recommended') as DiscoverSortType, isOpenFor: orderType, latitude, longitude }];
  const around = (filters: DiscoverRequest['filters']) => discoverShops({ sorts, filters, userContext: { latitude, longitude } });
  const withinRadius = { filterType: 'within_radius' as const, latitude, longitude, radius: SEARCH_RADIUS };
  if (orderType === 'pickup') {
    const { data, meta } = await around(includeUnacquired ? [withinRadius] : [withinRadius, { filterType: 'is_acquired', value: true }]);
    return { data, meta: { sortTypes: meta.supportedSortTypes, supportedSortTypes: meta.supportedSortTypes } };
  }
  const [delivering, unacquired] = await Promise.all([
    around([{ filterType: 'delivers_to', latitude, longitude }]),
    includeUnacquired ? around([withinRadius, { filterType: 'is_acquired', value: false }]) : null,
  ]);
  const seen = new Set<number>();
  const data = [...delivering.data, ...(unacquired?.data ?? [])].filter((shop) => !seen.has(shop.shopId) && seen.add(shop.shopId));
  return { data, meta: { sortTypes: delivering.meta.supportedSortTypes, supportedSortTypes: delivering.meta.supportedSortTypes } };
}

/** The home page's top pizzerias (spec §7, §9): acquired shops of the browse cities by overall rating, 13. */
export function discoverTopShops(cities: { city: string; state: string }[]): Promise<DiscoverResponse> {
  return discoverShops({
    sorts: [{ sortType: 'ovr' }],
    filters: [
      { filterType: 'is_acquired', value: true },
      { filterType: 'cities_and_states', locations: cities },
    ],
    pagination: { from: 0, size: 13 },
  });
}

export type FaqQuestion = Camel<contract.FaqResponse>['questions'][number];

/** GET shops/slug/{webSlug}/faq (spec §7). */
export async function getFaq(webSlug: string): Promise<FaqQuestion[]> {
  const { data } = await client.get<{ questions: FaqQuestion[] }>(`${CORE}/v1/shops/slug/${slugPath(webSlug)}/faq`);
  return data.questions;
}

/** The shops of one browse city, open ones first. */
export function discoverCityShops(city: { city: string; state: string }): Promise<DiscoverResponse> {
  return discoverShops({
    filters: [{ filterType: 'cities_and_states', locations: [city] }],
    sorts: [{ sortType: 'is_open' }],
  });
}

export async function getBrands(): Promise<Brand[]> {
  const { data } = await client.get<{ brands: Brand[] }>(`${CORE}/v1/brands`);
  return data.brands;
}

export async function getBrand(brandSlug: string): Promise<BrandResponse> {
  const { data } = await client.get<BrandResponse>(`${CORE}/v1/brands/${encodeURIComponent(brandSlug)}`);
  return data;
}

/** Nearby shops (spec: 16 of all and 30 acquired, duplicates removed). */
export async function getNearbyShops(webSlug: string): Promise<NearbyShop[]> {
  const path = `${CORE}/v1/shops/slug/${slugPath(webSlug)}/nearby_shops`;
  const [all, acquired] = await Promise.all([
    client.get<{ shops: NearbyShop[] }>(path, { params: { size: 16 } }),
    client.get<{ shops: NearbyShop[] }>(path, { params: { size: 30, acquired: true } }),
  ]);
  const seen = new Set<number>();
  return [...all.data.shops, ...acquired.data.shops].filter((shop) => !seen.has(shop.shopId) && seen.add(shop.shopId));
}

export async function getRatings(webSlug: string): Promise<Ratings> {
  const { data } = await client.get<Ratings>(`${CORE}/v2/search/shops/${slugPath(webSlug)}/ratings`);
  return data;
}

export async function getCuisines(webSlug: string): Promise<string[]> {
  const { data } = await client.get<{ cuisines: string[] }>(`${CORE}/v1/shops/${slugPath(webSlug)}/cuisines`);
  return data.cuisines;
}

/** How a menu route names its shop: by web slug, by shop id, or by slug with an id fallback. */
export type ShopRef = { webSlug: string; fallbackId?: number } | { shopId: number };

const lastSegment = (webSlug: string) => webSlug.slice(webSlug.lastIndexOf('/') + 1);

/**
 * The shop a menu route points at. `/restaurants/{state}/{city-slug}/{id}/{slug}/menu` has the
 * shop id where the zip would be: when the slug is unknown and that segment is an id, load by id,
 * but only a shop whose own slug is the URL's: a ZIP is never taken for another shop's id.
 */
export async function getShopByRef(ref: ShopRef): Promise<Shop> {
  if ('shopId' in ref) return getShop(ref.shopId);
  try {
    return await getShopBySlug(ref.webSlug);
  } catch (error) {
    if (ref.fallbackId === undefined || !isNotFound(error)) throw error;
    const byId = await getShop(ref.fallbackId).catch((idError: unknown) => {
      throw isNotFound(idError) ? error : idError;
    });
    if (lastSegment(byId.webSlug) !== lastSegment(ref.webSlug)) throw error;
    return byId;
  }
}

/**
 * An address near coordinates: the embedded geocoder has no reverse lookup, so the nearest listed
 * shop within the 10-mile search radius gives the city, state and zip. None near: not OK (rejects).
 */
export async function addressNear({ latitude, longitude }: { latitude: number; longitude: number }): Promise<string> {
  const { data } = await discoverShops({
    filters: [{ filterType: 'within_radius', latitude, longitude, radius: 10 }],
    sorts: [{ sortType: 'nearby', latitude, longitude }],
    pagination: { from: 0, size: 1 },
    userContext: { latitude, longitude },
  });
  const nearest = data[0];
  if (!nearest) throw { reason: 'geocoderFailed' };
  return `${nearest.city}, ${nearest.state} ${nearest.zipcode}`;
}
