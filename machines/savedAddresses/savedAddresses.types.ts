/** A saved address (GET/POST v1/addresses, camelCased): address2 carries one leading '#', or is null. */
export type SavedAddress = {
  id: number;
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zipcode: string;
};

/** The fields of a new address as the shopper typed them (address2 may be empty). */
export type NewAddress = { address: string; address2: string; city: string; state: string; zipcode: string };
export type NewAddressField = keyof NewAddress;

/**
 * A failed create as the spec maps it (discovery §8): 400/422 use the server's body (its messages,
 * per field where it names one); 401/500 use the error text as both error and message; anything else
 * is 'Create address failed' / 'Something went wrong' with status 500.
 */
export type CreateAddressError = {
  status: number;
  error: string;
  message: string;
  /** The server's message for each field it named (422 details; 400 names `address.<field>`). */
  fieldMessages: Partial<Record<NewAddressField, string>>;
};

export type SavedAddressesContext = {
  addresses: SavedAddress[];
  /** Status of the last failed fetch or delete: the HTTP status, 0 when no answer came; null when none failed. */
  errorStatus: number | null;
  /** The last failed create (cleared when a save starts). */
  createError: CreateAddressError | null;
  /** The address a delete is asked for (confirmingDelete) or under way for. */
  deletingId: number | null;
  /** The address last sent to be saved (kept after a failure: the form shows what was sent). */
  pending: NewAddress | null;
};

export type SavedAddressesEvent =
  /** Ask for the list again (after it failed to load). */
  | { type: 'addresses.request' }
  /** Save a new address (the form's "Save address"). */
  | { type: 'address.create'; address: NewAddress }
  /** Ask to delete a saved address by id: it is marked and the shopper must confirm. */
  | { type: 'address.delete'; id: number }
  | { type: 'address.confirmDelete' }
  | { type: 'address.cancelDelete' };

/** Params of the injected `announceCreated` action (the app navigates, or picks the address). */
export type AddressCreatedParams = { address: SavedAddress };

type Snapshot = { context: SavedAddressesContext };

export const selectAddresses = (state: Snapshot) => state.context.addresses;
export const selectCreateError = (state: Snapshot) => state.context.createError;
export const selectErrorStatus = (state: Snapshot) => state.context.errorStatus;
export const selectDeletingId = (state: Snapshot) => state.context.deletingId;
