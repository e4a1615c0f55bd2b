import type { AnyMachineSnapshot } from 'xstate';
import { savedAddressesMachine, type NewAddress, type SavedAddress, type SavedAddressesContext } from '../../machines';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SavedAddressesContext;

/** Saved before the page opens (through the API, as another device of the shopper would). */
export const courtStreet: SavedAddress = {
  id: 1,
  address: '123 Court St',
  address2: '#3F',
  city: 'Brooklyn',
  state: 'NY',
  zipcode: '11201',
};
/** What the shopper types, by the answer the real server gives it. */
export const typed = {
  known: { address: '1600 Market St', address2: '2', city: 'Philadelphia', state: 'PA', zipcode: '19103' },
  // the geocoder does not know 00000: 422 'Please enter a valid delivery address' (field address)
  unknown: { address: '1 Nowhere Rd', address2: '', city: 'Philadelphia', state: 'PA', zipcode: '00000' },
  // 422 'Enter a valid Zip Code' (field zipcode)
  badZip: { address: '1600 Market St', address2: '', city: 'Philadelphia', state: 'PA', zipcode: '1910X' },
  // longer than the contract's 200 characters: 400 from the request schema (field address.address)
  tooLong: { address: `1600 Market St ${'A'.repeat(190)}`, address2: '', city: 'Philadelphia', state: 'PA', zipcode: '19103' },
} satisfies Record<string, NewAddress>;
export type TypedCase = keyof typeof typed;
export const marketStreet: SavedAddress = {
  id: 2,
  address: '1600 Market St',
  address2: '#2',
  city: 'Philadelphia',
  state: 'PA',
  zipcode: '19103',
};

export const caseOf = (address: NewAddress | null): TypedCase | null =>
  address ? ((Object.keys(typed) as TypedCase[]).find((key) => JSON.stringify(typed[key]) === JSON.stringify(address)) ?? null) : null;

const createError = (
  status: number | null,
  errors: { code: string; message: string; field?: string }[],
  message = errors[0]?.message ?? 'ERR_NETWORK',
) => ({
  type: 'xstate.error.actor.createAddress',
  actorId: 'createAddress',
  error: { status, message, errors },
});

/** Which typed address each create outcome answers. */
const createOutcomes: { answers: TypedCase; event: ModelEvent }[] = [
  {
    answers: 'unknown',
    event: createError(422, [{ code: 'address_not_found', message: 'Please enter a valid delivery address', field: 'address' }]),
  },
  { answers: 'badZip', event: createError(422, [{ code: 'zipcode_invalid', message: 'Enter a valid Zip Code', field: 'zipcode' }]) },
  // the text is the server's own (zod's); the suite reads it from the server
  {
    answers: 'tooLong',
    event: createError(400, [{ code: 'invalid_request', message: 'address.address: too long', field: 'address.address' }]),
  },
  { answers: 'known', event: createError(null, []) },
  { answers: 'known', event: createError(401, [{ code: 'unauthorized', message: 'Please sign in to continue.' }]) },
  { answers: 'known', event: createError(500, [{ code: 'internal', message: 'Internal Server Error' }]) },
];

const statusOf = (event: ModelEvent) => (event.error as { status: number | null }).status;

export const savedAddressesModel: ModelDefinition<typeof savedAddressesMachine> = {
  name: 'savedAddresses',
  machine: savedAddressesMachine,
  shortestPathsOnly:
    'walked on past a delete answered 404 (another device deleted the address first), the suite expects the list the machine kept and the page lists one address fewer: not settled yet',
  outcomes: {
    'xstate.done.actor.fetchAddresses': [
      { type: 'xstate.done.actor.fetchAddresses', actorId: 'fetchAddresses', output: [] },
      { type: 'xstate.done.actor.fetchAddresses', actorId: 'fetchAddresses', output: [courtStreet] },
    ],
    'xstate.error.actor.fetchAddresses': [
      { type: 'xstate.error.actor.fetchAddresses', actorId: 'fetchAddresses', error: { status: null, message: 'ERR_NETWORK', errors: [] } },
    ],
    'address.create': (Object.keys(typed) as TypedCase[]).map((key) => ({ type: 'address.create', address: typed[key] })),
    'xstate.done.actor.createAddress': [{ type: 'xstate.done.actor.createAddress', actorId: 'createAddress', output: marketStreet }],
    'xstate.error.actor.createAddress': (snapshot) => {
      const pending = caseOf(contextOf(snapshot).pending);
      return createOutcomes.filter(({ answers }) => answers === pending).map(({ event }) => event);
    },
    'address.delete': (snapshot) => contextOf(snapshot).addresses.map((address) => ({ type: 'address.delete', id: address.id })),
    'xstate.done.actor.deleteAddress': [{ type: 'xstate.done.actor.deleteAddress', actorId: 'deleteAddress', output: undefined }],
    'xstate.error.actor.deleteAddress': [
      { type: 'xstate.error.actor.deleteAddress', actorId: 'deleteAddress', error: { status: null, message: 'ERR_NETWORK', errors: [] } },
      {
        type: 'xstate.error.actor.deleteAddress',
        actorId: 'deleteAddress',
        error: { status: 404, message: "We couldn't find that address.", errors: [] },
      },
    ],
  },
  contextKey: (snapshot) => {
    const { addresses, errorStatus, createError: failure, pending } = contextOf(snapshot);
    return { ids: addresses.map((a) => a.id).sort(), errorStatus, failure: failure?.status ?? null, pending: caseOf(pending) };
  },
  filterEvents: (snapshot, event) => {
    // The server saves only an address its geocoder knows. And the form is a page of its own (/user/addresses/new)
    // with its own list actor, and a save takes the shopper back to /user, which lists afresh: a failed delete's
    // message there does not outlive a save (in one actor it would). The model is one actor, so after a failed delete
    // the save may fail on the form, not succeed.
    if (event.type === 'xstate.done.actor.createAddress')
      return caseOf(contextOf(snapshot).pending) === 'known' && contextOf(snapshot).errorStatus === null;
    // 401: the storefront sends the shopper's token with every call and drops to guest (unmounting the form) when it
    // cannot be renewed, so POST addresses never leaves without one; 500: the server answers bad input with 4xx and has
    // no fault to inject. Both mappings are unit-tested in machines/savedAddresses/savedAddresses.test.ts.
    if (event.type === 'xstate.error.actor.createAddress') return statusOf(event) !== 401 && statusOf(event) !== 500;
    // saving the same address twice is walked once: the server answers the stored one (unit-tested: not listed twice)
    if (event.type === 'address.create' && caseOf(event.address as NewAddress) === 'known')
      return !contextOf(snapshot).addresses.some((a) => a.id === marketStreet.id);
    return true;
  },
  eventLabel: (event) => {
    switch (event.type) {
      case 'xstate.done.actor.fetchAddresses':
        return (event.output as SavedAddress[]).length ? 'the list answers one address' : 'the list answers none';
      case 'xstate.error.actor.fetchAddresses':
        return 'the list request is cut';
      case 'address.create':
        return `Save address (${caseOf(event.address as NewAddress)})`;
      case 'xstate.done.actor.createAddress':
        return 'saved';
      case 'xstate.error.actor.createAddress':
        return statusOf(event) === null
          ? 'the save is cut'
          : `save answers ${statusOf(event)} ${(event.error as { errors: { code: string }[] }).errors[0]?.code ?? ''}`;
      case 'address.delete':
        return `Delete #${event.id}`;
      case 'address.confirmDelete':
        return 'Yes, delete';
      case 'address.cancelDelete':
        return 'Cancel the delete';
      case 'xstate.done.actor.deleteAddress':
        return 'deleted';
      case 'xstate.error.actor.deleteAddress':
        return statusOf(event) === null ? 'the delete is cut' : 'delete answers 404';
      default:
        return event.type;
    }
  },
};
