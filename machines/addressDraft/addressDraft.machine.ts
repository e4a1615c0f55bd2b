import { assign, setup } from 'xstate';
import { supportsDelivery, supportsPickup } from '../checkout/checkout.rules';
import { saveFulfilment, validateDraftAddress, type ValidateDraftAddressOutput } from './addressDraft.actors';
import {
  createAddressDraftContext,
  draftErrors,
  emptyDraft,
  hasCompleteAddress,
  isBlankDraft,
  isContentField,
  sameAddress,
} from './addressDraft.rules';
import type { AddressDraftContext, AddressDraftEvent, AddressDraftInput, AddressField } from './addressDraft.types';

type On<T extends AddressDraftEvent['type']> = { event: Extract<AddressDraftEvent, { type: T }> };

const change = ({ event }: On<'draft.change'>) => ({ field: event.field, value: event.value });
const choice = ({ event }: On<'preference.set'>) => ({ forDelivery: event.forDelivery });

/** What a delivery draft takes whenever no check is running. */
const anyTime = {
  'draft.clear': { guard: 'hasDraft', target: 'editing', actions: ['clearDraft', 'clearResult'] },
  'draft.discard': { guard: 'canDiscard', target: 'editing', actions: ['restoreConfirmed', 'clearResult'] },
  'preference.set': { guard: { type: 'choosesPickup', params: choice }, target: '#addressDraft.pickup', actions: 'clearResult' },
} as const;

/** Once a check answered: a change to what the zone check reads starts over; the apartment alone keeps the answer. */
const afterCheck = {
  ...anyTime,
  'draft.change': [
    {
      guard: { type: 'changesContent', params: change },
      target: 'editing',
      actions: [{ type: 'assignDraftField', params: change }, 'clearResult'],
    },
    { actions: { type: 'assignDraftField', params: change } },
  ],
} as const;

export const addressDraftMachine = setup({
  types: {} as { context: AddressDraftContext; events: AddressDraftEvent; input: AddressDraftInput; tags: 'busy' },
  actors: { validateDraftAddress },
  actions: {
    assignForDelivery: assign((_, p: { forDelivery: boolean }) => ({ forDelivery: p.forDelivery })),
    assignDraftField: assign(({ context }, p: { field: AddressField; value: string }) => ({
      draft: { ...context.draft, [p.field]: p.value },
    })),
    assignErrors: assign(({ context }) => ({ errors: draftErrors(context.draft) })),
    assignZoneAnswer: assign((_, p: ValidateDraftAddressOutput) => ({
      deliversTo: p.deliversTo,
      components: p.components,
      formattedAddress: p.formattedAddress,
    })),
    clearResult: assign({ errors: {}, deliversTo: null, components: [], formattedAddress: null }),
    clearDraft: assign({ draft: emptyDraft }),
    forgetSearch: assign({ fromSearch: false }),
    restoreConfirmed: assign(({ context }) => ({ draft: context.confirmed ?? emptyDraft })),
    saveFulfilment,
  },
  guards: {
    prefersDelivery: ({ context }) => context.forDelivery,
    hasSearchedAddress: ({ context }) => context.fromSearch,
    deliversToSearched: ({ context }, p: { deliversTo: boolean }) => context.fromSearch && p.deliversTo,
    choosesDelivery: ({ context }, p: { forDelivery: boolean }) => p.forDelivery && supportsDelivery(context.shop),
    choosesPickup: ({ context }, p: { forDelivery: boolean }) => !p.forDelivery && supportsPickup(context.shop),
    offersPickup: ({ context }) => supportsPickup(context.shop),
    hasCompleteAddress: ({ context }) => hasCompleteAddress(context.draft),
    deliversTo: (_, p: { deliversTo: boolean }) => p.deliversTo,
    changesContent: (_, p: { field: AddressField }) => isContentField(p.field),
    hasDraft: ({ context }) => !isBlankDraft(context.draft),
    canDiscard: ({ context }) => context.confirmed !== null && !sameAddress(context.draft, context.confirmed),
  },
}).createMachine({
  id: 'addressDraft',
  description:
    "The menu page's delivery preference (deliveryPreferenceModal): Delivery or Pickup at this shop and, for delivery, a draft address checked against the shop's delivery zone. Saving makes the choice the app's fulfilment (the cart is priced with it and checkout starts from it): pickup when the shop takes pickup, delivery only once the draft is deliverable.",
  context: ({ input }) => createAddressDraftContext(input),
  initial: 'starting',
  states: {
    starting: {
      description:
        'Starts from the fulfilment in use: delivery when the shopper chose it or searched for delivery and the shop delivers, when only delivery is open now, or when the shop offers nothing else. A searched street address is checked at once.',
      always: [
        { guard: 'hasSearchedAddress', target: 'delivery.validating' },
        { guard: 'prefersDelivery', target: 'delivery' },
        { target: 'pickup' },
      ],
    },
    pickup: {
      description: 'Pickup is chosen; it saves when the shop takes pickup orders (open now, or a next opening exists).',
      entry: { type: 'assignForDelivery', params: { forDelivery: false } },
      on: {
        'preference.set': { guard: { type: 'choosesDelivery', params: choice }, target: 'delivery' },
        'preference.save': {
          guard: 'offersPickup',
          target: 'saved',
          // The address in use stays with the fulfilment: checkout still offers it if the shopper switches back.
          actions: {
            type: 'saveFulfilment',
            params: ({ context }) => ({ fulfilment: { forDelivery: false, address: context.confirmed } }),
          },
        },
      },
    },
    delivery: {
      description: 'Delivery is chosen: the draft address must be deliverable before it saves.',
      entry: { type: 'assignForDelivery', params: { forDelivery: true } },
      initial: 'editing',
      states: {
        editing: {
          description: 'The draft has not been checked since it last changed.',
          on: {
            ...anyTime,
            'draft.change': { actions: { type: 'assignDraftField', params: change } },
            'draft.validate': [
              { guard: 'hasCompleteAddress', target: 'validating' },
              // A missing field or a ZIP that is not a number fails without asking the shop.
              { target: 'invalid', actions: 'assignErrors' },
            ],
          },
        },
        validating: {
          description: "Asking the shop's delivery zone (the spec's saving); the form waits.",
          tags: ['busy'],
          invoke: {
            id: 'validateDraftAddress',
            src: 'validateDraftAddress',
            input: ({ context }) => ({ shopId: context.shop.id, address: context.draft }),
            onDone: [
              {
                // The searched address is in the zone: it becomes the fulfilment without a Save.
                guard: { type: 'deliversToSearched', params: ({ event }) => ({ deliversTo: event.output.deliversTo }) },
                target: '#addressDraft.saved',
                actions: {
                  type: 'saveFulfilment',
                  params: ({ context }) => ({ fulfilment: { forDelivery: true, address: context.draft } }),
                },
              },
              {
                guard: { type: 'deliversTo', params: ({ event }) => ({ deliversTo: event.output.deliversTo }) },
                target: 'deliverable',
                actions: [{ type: 'assignZoneAnswer', params: ({ event }) => event.output }, 'forgetSearch'],
              },
              { target: 'undeliverable', actions: [{ type: 'assignZoneAnswer', params: ({ event }) => event.output }, 'forgetSearch'] },
            ],
            onError: { target: 'invalid', actions: 'forgetSearch' },
          },
        },
        deliverable: {
          description: 'The shop delivers to the draft: it can be saved.',
          on: {
            ...afterCheck,
            'preference.save': {
              target: '#addressDraft.saved',
              actions: { type: 'saveFulfilment', params: ({ context }) => ({ fulfilment: { forDelivery: true, address: context.draft } }) },
            },
          },
        },
        undeliverable: { description: "The shop doesn't deliver to the draft: a new address, or pickup.", on: afterCheck },
        invalid: { description: 'The draft is incomplete, its ZIP is not a number, or the address could not be placed.', on: afterCheck },
      },
    },
    saved: { type: 'final', description: "The choice is the app's fulfilment now; the modal closes." },
  },
});
