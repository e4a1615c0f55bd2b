import { fromPromise } from 'xstate';
import { loaderMachine } from '@machines/loader/loader.machine';
import { menusApi, ordersApi, shopsApi } from './api';
import type { ShopRef, ShopSearchParams } from './api/shops';
import { lookUpPromoCode } from './api/restaurantPromo';
import { getOrderHistory } from './api/users';
import { getStaffShops } from './api/board';
import { loadAgentInbox, type AgentInboxRequest } from './api/support';

/**
 * A loader machine with its real fetch; P and T type the params sent and the data loaded. The name
 * keys what the server rendered a page with (src/ssr), so the browser starts from the same data.
 */
export type Resource<P, T> = {
  name: string;
  machine: typeof loaderMachine;
  fetch: (params: P) => Promise<T>;
  __types?: { params: P; data: T };
};

const registry = new Map<string, Resource<unknown, unknown>>();

export function resource<P, T>(name: string, fetch: (params: P) => Promise<T>): Resource<P, T> {
  const made: Resource<P, T> = {
    name,
    fetch,
    machine: loaderMachine.provide({ actors: { fetchResource: fromPromise(({ input }) => fetch(input as P)) } }),
  };
  registry.set(name, made as Resource<unknown, unknown>);
  return made;
}

export const searchResource = resource('search', (params: ShopSearchParams) => shopsApi.searchShops(params));
export const shopResource = resource('shop', (webSlug: string) => shopsApi.getShopBySlug(webSlug));
export const scheduleResource = resource('schedule', (webSlug: string) => shopsApi.getSchedule(webSlug));
export const menuResource = resource('menu', (shopId: number) => menusApi.getMenu(shopId));
export const orderResource = resource('order', (orderUuid: string) => ordersApi.getOrder(orderUuid));
export const shopByRefResource = resource('shopByRef', (ref: ShopRef) => shopsApi.getShopByRef(ref));
export const nearbyShopsResource = resource('nearbyShops', (webSlug: string) => shopsApi.getNearbyShops(webSlug));
export const ratingsResource = resource('ratings', (webSlug: string) => shopsApi.getRatings(webSlug));
export const cuisinesResource = resource('cuisines', (webSlug: string) => shopsApi.getCuisines(webSlug));
export const cityShopsResource = resource('cityShops', (city: { city: string; state: string }) => shopsApi.discoverCityShops(city));
export const brandResource = resource('brand', (brandSlug: string) => shopsApi.getBrand(brandSlug));
export const brandsResource = resource('brands', (_: 'all') => shopsApi.getBrands());
export const faqResource = resource('faq', (webSlug: string) => shopsApi.getFaq(webSlug));
export const topShopsResource = resource('topShops', (cities: { city: string; state: string }[]) => shopsApi.discoverTopShops(cities));
export const recommendationsResource = resource('recommendations', ({ shopId, productIds }: { shopId: number; productIds: number[] }) =>
  menusApi.getRecommendations(shopId, productIds),
);
/** The restaurant promo-code page's code, looked up (the code as typed, trimmed). */
export const restaurantPromoResource = resource('restaurantPromo', (code: string) => lookUpPromoCode(code));

/** A resource by its name: what the server may load before it renders a page. */
/** One page of the signed-in account's orders; the user id is in the params so another account reloads. */
export const orderHistoryResource = resource('orderHistory', ({ page }: { userId: number; page: number }) => getOrderHistory(page));

export const resourceNamed = (name: string): Resource<unknown, unknown> | undefined => registry.get(name);
/** The shops the signed-in account is staff of (the order board's door; a shopper is refused with 403). */
export const staffShopsResource = resource('staffShops', (_: 'me') => getStaffShops());
/** The support agent page's conversations, after the reply a request carries (a shopper is refused with 403). */
export const agentInboxResource = resource('agentInbox', (request: AgentInboxRequest) => loadAgentInbox(request));
