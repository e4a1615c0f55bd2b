import type * as contract from '@contract';
import { client, clientWithoutToken, CORE } from './client';
import type { Camel } from './types';

export type AuthConfig = Camel<contract.AuthConfig>;
export type User = Camel<contract.User>;
export type OrderHistory = Camel<contract.OrderHistoryResponse>;

/** GET auth/config: how the storefront reaches its identity provider (embedded, or an Auth0 tenant). */
export async function getAuthConfig(): Promise<AuthConfig> {
  const { data } = await clientWithoutToken.get<AuthConfig>(`${CORE}/v1/auth/config`);
  return data;
}

/** GET users/me with the given access token; a 401 means no valid session. */
export async function getMe(accessToken: string): Promise<User> {
  const { data } = await client.get<{ user: User }>(`${CORE}/v1/users/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return data.user;
}

/** GET orders: the signed-in account's history, newest first, page size 15 (spec constants). */
export async function getOrderHistory(page: number, perPage = 15): Promise<OrderHistory> {
  const { data } = await client.get<OrderHistory>(`${CORE}/v1/orders`, { params: { per_page: perPage, page } });
  return data;
}
