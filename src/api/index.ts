export * as shopsApi from './shops';
export * as menusApi from './menus';
export * as cartApi from './cart';
export * as ordersApi from './orders';
export * as trackingApi from './tracking';
export * as locationApi from './location';
export { ApiError, GENERIC_ERROR_MESSAGE, isNotFound, normaliseError } from './errors';
export { setAccessTokenProvider } from './client';
export type * from './types';
