import { fromPromise } from 'xstate';
import type { AddressComponent, DraftAddress, SaveFulfilmentParams } from './addressDraft.types';

export type ValidateDraftAddressInput = { shopId: number; address: DraftAddress };
export type ValidateDraftAddressOutput = { deliversTo: boolean; formattedAddress: string | null; components: AddressComponent[] };

/**
 * GET v3 shops/{id}/delivery_zone_validation for the draft. Throw when the address cannot be placed
 * (→ invalid); `deliversTo: false` is an answer (→ undeliverable).
 */
export const validateDraftAddress = fromPromise<ValidateDraftAddressOutput, ValidateDraftAddressInput>(async () => {
  throw new Error('validateDraftAddress not provided');
});

/**
 * The storefront injects `saveFulfilment` (the app's receipt takes the fulfilment, the modal closes);
 * this default does nothing, so the machine runs (and is graph-walked) without a browser.
 */
export const saveFulfilment = (_: unknown, _params: SaveFulfilmentParams) => {};
