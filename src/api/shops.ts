import { client, CORE } from './client';
import { isNotFound } from './errors';
import type { z } from 'zod';
import type * as contract from '../../server/contract';
import type { DiscoverResponse as WireDiscoverResponse, BrandResponse as WireBrandResponse, brand, discoverRequest } from '../../server/contract/discover';
import type { Camel, DeliveryZoneValidation, Schedule, SearchResponse, ShippingType, Shop } from './types';

const SHOP_ATTRIBUTES = 'chain,photos,delivery_provider,delivery_fees_info,seo,coupons';

/** A web slug is `state/city/zip/slug`; it travels as four encoded path segments. */
export function slugPath(webSlug: string): string {
  return webSlug.split('/').map(encodeURIComponent).join('/');
}

export type ShopSearchParams = {
  orderType: ShippingType;
  address: string;
  sortType?: string;
  includeUnacquired?: boolean;
};

export async function searchShops({ orderType, address, sortType, includeUnacquired = true }: ShopSearchParams) {
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

/**
 * The shop a menu route points at. `/restaurants/{state}/{city-slug}/{id}/{slug}/menu` has the
 * shop id where the zip would be: when the slug is unknown and that segment is an id, load by id.
 */
export async function getShopByRef(ref: ShopRef): Promise<Shop> {
  if ('shopId' in ref) return getShop(ref.shopId);
  try {
    return await getShopBySlug(ref.webSlug);
  } catch (error) {
    if (ref.fallbackId === undefined || !isNotFound(error)) throw error;
    return getShop(ref.fallbackId);
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
