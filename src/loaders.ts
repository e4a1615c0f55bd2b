import { fromPromise } from 'xstate';
import { loaderMachine } from '../machines/loader/loader.machine';
import { cartApi, menusApi, ordersApi, shopsApi, type PricedOrderInput } from './api';
import type { ShopRef, ShopSearchParams } from './api/shops';

/** A loader machine with its real fetch; P and T type the params sent and the data loaded. */
export type Resource<P, T> = { machine: typeof loaderMachine; __types?: { params: P; data: T } };

function resource<P, T>(fetch: (params: P) => Promise<T>): Resource<P, T> {
  return {
    machine: loaderMachine.provide({ actors: { fetchResource: fromPromise(({ input }) => fetch(input as P)) } }),
  };
}

export const searchResource = resource((params: ShopSearchParams) => shopsApi.searchShops(params));
export const shopResource = resource((webSlug: string) => shopsApi.getShopBySlug(webSlug));
export const scheduleResource = resource((webSlug: string) => shopsApi.getSchedule(webSlug));
export const menuResource = resource((shopId: number) => menusApi.getMenu(shopId));
export const orderResource = resource((orderUuid: string) => ordersApi.getOrder(orderUuid));
export const receiptResource = resource((order: PricedOrderInput) => cartApi.priceShoppingCart(order));
export const shopByRefResource = resource((ref: ShopRef) => shopsApi.getShopByRef(ref));
export const nearbyShopsResource = resource((webSlug: string) => shopsApi.getNearbyShops(webSlug));
export const ratingsResource = resource((webSlug: string) => shopsApi.getRatings(webSlug));
export const cuisinesResource = resource((webSlug: string) => shopsApi.getCuisines(webSlug));
export const cityShopsResource = resource((city: { city: string; state: string }) => shopsApi.discoverCityShops(city));
export const brandResource = resource((brandSlug: string) => shopsApi.getBrand(brandSlug));
export const brandsResource = resource((_: 'all') => shopsApi.getBrands());
