import type * as contract from '@contract';
import { client, clientWithoutToken, CORE } from './client';
import { emptyWhenSignedOut } from './errors';
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

/** GET orders: the signed-in account's history, newest first, page size 15 (spec constants); signed out (401), none. */
export async function getOrderHistory(page: number, perPage = 15): Promise<OrderHistory> {
  const none: OrderHistory = { orders: [], meta: { pagination: { page, perPage, totalCount: 0, totalPages: 0 } } };
  return emptyWhenSignedOut(
    async () => (await client.get<OrderHistory>(`${CORE}/v1/orders`, { params: { per_page: perPage, page } })).data,
    none,
  );
}

/** GET orders?per_page=1&web_slug=: the signed-in account's last order at one shop (spec page size 1), or null (also signed out). */
export async function getLastOrderAt(webSlug: string): Promise<OrderHistory['orders'][number] | null> {
  return emptyWhenSignedOut(async () => {
    const { data } = await client.get<OrderHistory>(`${CORE}/v1/orders`, { params: { per_page: 1, page: 1, web_slug: webSlug } });
    return data?.orders?.[0] ?? null; // an empty 200 is no orders (checkout spec §8)
  }, null);
}
