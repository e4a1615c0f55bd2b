import { supportsDelivery, supportsPickup } from '../checkout/checkout.rules';
import type { AddressField, CheckoutAddress, CheckoutShop } from '../checkout/checkout.types';
import type { ReceiptFulfilment } from '../receipt/receipt.types';

export type { AddressField };

/** The delivery address the shopper is typing: the same fields checkout and the receipt use. */
export type DraftAddress = CheckoutAddress;

/** One part of a geocoded address (the server's address_components, camelCased by the client). */
export type AddressComponent = { longName: string; shortName: string; types: string[] };

export type AddressDraftInput = {
  /** What the shop offers (checkout's shop facts: delivery and pickup support, open now or later). */
  shop: CheckoutShop;
  /** The fulfilment in use (the app's receipt): the draft starts from it. Default pickup, no address. */
  fulfilment?: ReceiptFulfilment;
  /** The address of the delivery search the shopper came from (a result card's link): checked at once, and saved when the shop delivers there. */
  searched?: DraftAddress | null;
};

export type AddressDraftContext = {
  shop: CheckoutShop;
  /** Mirrors the active state: true in `delivery`, false in `pickup`. */
  forDelivery: boolean;
  /** The address in use when the draft began; `draft.discard` returns to it (null: nothing to return to). */
  confirmed: DraftAddress | null;
  draft: DraftAddress;
  /** Field messages of a `draft.validate` refused before the zone check (a missing field, a ZIP that is not a number). */
  errors: Partial<Record<AddressField, string>>;
  /** The zone check's answer for the draft as it is now (null until one answered). */
  deliversTo: boolean | null;
  components: AddressComponent[];
  formattedAddress: string | null;
  /** The draft is the searched address, not yet checked: a deliverable answer saves it without asking. */
  fromSearch: boolean;
};

export type AddressDraftEvent =
  /** The Delivery / Pickup choice. */
  | { type: 'preference.set'; forDelivery: boolean }
  /** One address field typed. */
  | { type: 'draft.change'; field: AddressField; value: string }
  /** "Check address": the zone check for a complete draft, the field messages for an incomplete one. */
  | { type: 'draft.validate' }
  /** "Discard changes": back to the address in use. */
  | { type: 'draft.discard' }
  /** "Clear": every field emptied. */
  | { type: 'draft.clear' }
  /** "Save": the choice becomes the app's fulfilment (the receipt prices with it; checkout starts from it). */
  | { type: 'preference.save' };

/** Params of the injected `saveFulfilment` action. */
export type SaveFulfilmentParams = { fulfilment: ReceiptFulfilment };

/** Where a delivery draft stands; null while pickup is chosen or once saved. */
export type DraftCheck = 'editing' | 'validating' | 'deliverable' | 'undeliverable' | 'invalid';
const CHECKS: readonly DraftCheck[] = ['editing', 'validating', 'deliverable', 'undeliverable', 'invalid'];

type Snapshot = { context: AddressDraftContext; matches: (value: { delivery: DraftCheck }) => boolean };

export const selectDraft = (state: Snapshot) => state.context.draft;
export const selectFieldErrors = (state: Snapshot) => state.context.errors;
export const selectForDelivery = (state: Snapshot) => state.context.forDelivery;
export const selectFormattedAddress = (state: Snapshot) => state.context.formattedAddress;
export const selectDraftCheck = (state: Snapshot): DraftCheck | null => CHECKS.find((check) => state.matches({ delivery: check })) ?? null;
/** The choices the shop offers (spec "Fulfilment validity": open now, or a next opening exists). */
export const selectOffered = (state: Snapshot) => ({
  delivery: supportsDelivery(state.context.shop),
  pickup: supportsPickup(state.context.shop),
});
