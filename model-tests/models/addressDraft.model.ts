import type { AnyMachineSnapshot } from 'xstate';
import {
  addressDraftMachine,
  type AddressDraftContext,
  type AddressDraftInput,
  type AddressField,
  type DraftAddress,
} from '../../machines';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';
import { brooklynSliceHouse } from '../support/seed';
import { checkoutInput } from './checkout.model';

/**
 * The delivery preference modal on Brooklyn Slice House's menu (delivery and pickup, open 24/7, a
 * 2.5-mile zone around 11201). The real zone check decides every outcome: an address in the zone,
 * one outside it (ZIP 11234), one the geocoder cannot place; a ZIP with a letter in it and an empty
 * draft fail in the browser, without asking.
 */
export const addresses = {
  deliverable: { address2: '', ...brooklynSliceHouse.deliverable },
  undeliverable: { address2: '', ...brooklynSliceHouse.undeliverable },
  unplaceable: { address: '1 Nowhere Rd', address2: '', city: 'Nowhere', state: 'NY', zipcode: '00000' },
  misspelled: { address: '77 Typo Ln', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '112O1' },
} as const satisfies Record<string, DraftAddress>;
export type AddressKind = keyof typeof addresses;
const kinds = Object.keys(addresses) as AddressKind[];
/** Typed in form order; the apartment is typed on its own, once a check answered. */
const fieldOrder: AddressField[] = ['address', 'city', 'state', 'zipcode'];
export const APARTMENT = 'Apt 2';

/** What the real server answers for the seeded addresses (formatted as the geocoder formats them). */
export const formatted = (kind: AddressKind) => {
  const { address, city, state, zipcode } = addresses[kind];
  return `${address}, ${city}, ${state} ${zipcode}, USA`;
};

/** A fresh page: the app's receipt holds the default fulfilment (pickup, no address). */
export const freshInput: AddressDraftInput = { shop: checkoutInput.shop, fulfilment: { forDelivery: false, address: null } };
/** Reopened after saving delivery to the deliverable address: the draft starts from it. */
export const reopenedInput: AddressDraftInput = {
  shop: checkoutInput.shop,
  fulfilment: { forDelivery: true, address: addresses.deliverable },
};

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AddressDraftContext;

/** Which seeded address the draft leads to (by its street), and the next field still to type. */
export function draftProgress(draft: DraftAddress) {
  const kind = kinds.find((candidate) => addresses[candidate].address === draft.address) ?? null;
  const next = kind ? (fieldOrder.find((field) => draft[field] !== addresses[kind][field]) ?? null) : null;
  const blank = Object.values(draft).every((value) => value === '');
  return {
    kind,
    next,
    blank,
    complete: kind !== null && next === null,
    halfTyped: kind !== null && next !== null,
    apartment: draft.address2 !== '',
  };
}

const answered = (snapshot: AnyMachineSnapshot) =>
  ['deliverable', 'undeliverable', 'invalid'].some((check) => snapshot.matches({ delivery: check }));

const zoneAnswer = (kind: 'deliverable' | 'undeliverable') => ({
  type: 'xstate.done.actor.validateDraftAddress',
  output: {
    deliversTo: kind === 'deliverable',
    formattedAddress: formatted(kind),
    components: [{ longName: addresses[kind].zipcode, shortName: addresses[kind].zipcode, types: ['postal_code'] }],
  },
  kind,
});
const notPlaced = { type: 'xstate.error.actor.validateDraftAddress', error: { message: 'Address not found' } };

export const addressDraftModel: ModelDefinition<typeof addressDraftMachine> = {
  name: 'addressDraft',
  machine: addressDraftMachine,
  input: freshInput,
  outcomes: {
    'preference.set': (snapshot) => [{ type: 'preference.set', forDelivery: !contextOf(snapshot).forDelivery }],
    'draft.change': (snapshot): ModelEvent[] => {
      const { draft } = contextOf(snapshot);
      const progress = draftProgress(draft);
      if (progress.halfTyped) return [{ type: 'draft.change', field: progress.next!, value: addresses[progress.kind!][progress.next!] }];
      // A complete draft is changed only after a check answered (another street; or the apartment, once).
      if (progress.complete && !answered(snapshot)) return [];
      const streets = kinds
        .filter((kind) => kind !== progress.kind)
        .map((kind) => ({ type: 'draft.change', field: 'address', value: addresses[kind].address }));
      const apartment = progress.complete && !progress.apartment ? [{ type: 'draft.change', field: 'address2', value: APARTMENT }] : [];
      return [...streets, ...apartment];
    },
    // The real zone check decides: in the zone, outside it, or not placed at all.
    'xstate.done.actor.validateDraftAddress': (snapshot) => {
      const { kind } = draftProgress(contextOf(snapshot).draft);
      return kind === 'deliverable' || kind === 'undeliverable' ? [zoneAnswer(kind)] : [];
    },
    'xstate.error.actor.validateDraftAddress': (snapshot) =>
      draftProgress(contextOf(snapshot).draft).kind === 'unplaceable' ? [notPlaced] : [],
  },
  contextKey: (snapshot) => {
    const { draft, errors, confirmed } = contextOf(snapshot);
    const progress = draftProgress(draft);
    return {
      kind: progress.kind,
      next: progress.next,
      apartment: progress.apartment,
      errors: Object.keys(errors).sort(),
      atConfirmed:
        confirmed !== null && fieldOrder.every((field) => draft[field] === confirmed[field]) && draft.address2 === confirmed.address2,
    };
  },
  filterEvents: (snapshot, event) => {
    const progress = draftProgress(contextOf(snapshot).draft);
    // An address is typed in one go: nothing else happens while it is half typed.
    if (progress.halfTyped) return event.type === 'draft.change';
    // "Check address" on a complete draft, or on an empty one (every field's message); not midway.
    if (event.type === 'draft.validate') return progress.complete || progress.blank;
    return true;
  },
  eventLabel: (event) => {
    switch (event.type) {
      case 'preference.set':
        return event.forDelivery ? 'choose delivery' : 'choose pickup';
      case 'draft.change':
        return `type ${event.field} "${event.value}"`;
      case 'draft.validate':
        return 'check address';
      case 'draft.clear':
        return 'clear address';
      case 'draft.discard':
        return 'discard changes';
      case 'preference.save':
        return 'save';
      case 'xstate.done.actor.validateDraftAddress':
        return `zone check: ${event.kind === 'deliverable' ? 'delivers' : 'does not deliver'}`;
      case 'xstate.error.actor.validateDraftAddress':
        return 'zone check: address not found';
      default:
        return event.type;
    }
  },
};

/** Seeded delivery-only shop (no pickup): its menu must never default to pickup. */
export const sohoSicilian = { name: 'SoHo Sicilian', menuPath: '/restaurants/ny/new_york/10012/soho-sicilian/menu' } as const;
