import { client, CORE } from './client';
import type { DeliveryZoneValidation, Schedule, SearchResponse, ShippingType, Shop } from './types';

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
