import { fromPromise } from 'xstate';
import type { AddressCreatedParams, NewAddress, SavedAddress } from './savedAddresses.types';

/** GET v1/addresses: the account's saved addresses, newest first. Rejects with the HTTP status when it fails. */
export const fetchAddresses = fromPromise<SavedAddress[]>(async () => {
  throw new Error('fetchAddresses: provide me');
});

/** POST v1/addresses `{ address }`: the stored address. Rejects with the API error (status, errors[] with fields). */
export const createAddress = fromPromise<SavedAddress, { address: NewAddress }>(async () => {
  throw new Error('createAddress: provide me');
});

/** DELETE v1/addresses/{id}. Rejects with the HTTP status when it fails. */
export const deleteAddress = fromPromise<void, { id: number }>(async () => {
  throw new Error('deleteAddress: provide me');
});

/** The app injects what follows a save (the new-address page goes back to /user); this default does nothing. */
export const announceCreated = (_: unknown, _params: AddressCreatedParams) => {};
