import type * as contract from '@contract';
import { client, CORE } from './client';
import { emptyWhenSignedOut } from './errors';
import type { Camel } from './types';

/** A saved address as the storefront reads it (address2 carries one leading '#', or is null). */
export type SavedAddress = Camel<contract.SavedAddress>;
/** What POST addresses takes (camelCase here; the client sends snake_case). */
export type NewSavedAddress = Camel<contract.CreateAddressRequest['address']>;

/** GET v1/addresses: the signed-in account's addresses, newest first (signed out, a 401: none). */
export async function getSavedAddresses(): Promise<SavedAddress[]> {
  return emptyWhenSignedOut(async () => (await client.get<SavedAddress[]>(`${CORE}/v1/addresses`)).data, []);
}

/**
 * POST v1/addresses `{ address }`: the stored address (201 new, 200 the same one saved again).
 * Rejects with an ApiError: 422 with one error per field, 400 malformed, 401 signed out.
 */
export async function createSavedAddress(address: NewSavedAddress): Promise<SavedAddress> {
  const { data } = await client.post<{ address: SavedAddress }>(`${CORE}/v1/addresses`, { address });
  return data.address;
}

/** DELETE v1/addresses/{id} (204); 404 when it is not the account's. */
export async function deleteSavedAddress(id: number): Promise<void> {
  await client.delete(`${CORE}/v1/addresses/${id}`);
}
