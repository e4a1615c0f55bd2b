import { assign, setup } from 'xstate';
import { announceCreated, createAddress, deleteAddress, fetchAddresses } from './savedAddresses.actors';
import { errorStatusOf, toCreateAddressError, withAddress } from './savedAddresses.rules';
import type {
  AddressCreatedParams,
  CreateAddressError,
  NewAddress,
  SavedAddress,
  SavedAddressesContext,
  SavedAddressesEvent,
} from './savedAddresses.types';

export const savedAddressesMachine = setup({
  types: {} as { context: SavedAddressesContext; events: SavedAddressesEvent; tags: 'busy' },
  actors: { fetchAddresses, createAddress, deleteAddress },
  actions: {
    announceCreated,
    assignAddresses: assign((_, p: { addresses: SavedAddress[] }) => ({ addresses: p.addresses, errorStatus: null })),
    assignErrorStatus: assign((_, p: { status: number }) => ({ errorStatus: p.status })),
    appendAddress: assign(({ context }, p: { address: SavedAddress }) => ({ addresses: withAddress(context.addresses, p.address) })),
    removeAddress: assign(({ context }, p: { id: number }) => ({
      addresses: context.addresses.filter((a) => a.id !== p.id),
      errorStatus: null,
    })),
    assignCreateError: assign((_, p: { error: CreateAddressError | null }) => ({ createError: p.error })),
    assignDeletingId: assign((_, p: { id: number | null }) => ({ deletingId: p.id })),
    assignPending: assign((_, p: { address: NewAddress }) => ({ pending: p.address })),
  },
}).createMachine({
  id: 'savedAddresses',
  description:
    "The signed-in account's saved addresses for one page: the list is requested at once (loading, then ready or failed with its error status); a create saves (success appends and is announced, failure stores the mapped error); a delete asks first (confirmingDelete: confirm or cancel), then removes the address by id (failure sets the error status only).",
  context: { addresses: [], errorStatus: null, createError: null, deletingId: null, pending: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchAddresses',
        src: 'fetchAddresses',
        onDone: { target: 'ready', actions: { type: 'assignAddresses', params: ({ event }) => ({ addresses: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'assignErrorStatus', params: ({ event }) => ({ status: errorStatusOf(event.error) }) },
        },
      },
    },
    failed: {
      description: 'The list could not be loaded: only its error status is kept. It can be asked for again.',
      on: { 'addresses.request': 'loading' },
    },
    ready: {
      description: 'The list is loaded (with any address saved or deleted since).',
      on: {
        'address.create': { target: 'saving', actions: { type: 'assignPending', params: ({ event }) => ({ address: event.address }) } },
        'address.delete': { target: 'confirmingDelete', actions: { type: 'assignDeletingId', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    confirmingDelete: {
      description: 'The shopper is asked whether to delete the marked address: nothing is sent until they confirm; cancel keeps it.',
      on: {
        'address.confirmDelete': 'deleting',
        'address.cancelDelete': { target: 'ready', actions: { type: 'assignDeletingId', params: { id: null } } },
      },
    },
    saving: {
      tags: ['busy'],
      entry: { type: 'assignCreateError', params: { error: null } },
      invoke: {
        id: 'createAddress',
        src: 'createAddress',
        input: ({ context }) => ({ address: context.pending ?? { address: '', address2: '', city: '', state: '', zipcode: '' } }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'appendAddress', params: ({ event }) => ({ address: event.output }) },
            { type: 'announceCreated', params: ({ event }): AddressCreatedParams => ({ address: event.output }) },
          ],
        },
        onError: {
          target: 'saveFailed',
          actions: { type: 'assignCreateError', params: ({ event }) => ({ error: toCreateAddressError(event.error) }) },
        },
      },
    },
    saveFailed: {
      description: 'The save failed: the mapped error (per field for a 422) is kept until the next save. The list is unchanged.',
      on: {
        'address.create': { target: 'saving', actions: { type: 'assignPending', params: ({ event }) => ({ address: event.address }) } },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.deletingId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'removeAddress', params: ({ context }) => ({ id: context.deletingId ?? 0 }) },
            { type: 'assignDeletingId', params: { id: null } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'assignErrorStatus', params: ({ event }) => ({ status: errorStatusOf(event.error) }) },
            { type: 'assignDeletingId', params: { id: null } },
          ],
        },
      },
    },
  },
});
