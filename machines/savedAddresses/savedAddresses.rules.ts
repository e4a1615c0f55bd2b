import type { CreateAddressError, NewAddressField, SavedAddress } from './savedAddresses.types';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

const FIELDS: readonly NewAddressField[] = ['address', 'address2', 'city', 'state', 'zipcode'];
const asField = (field: unknown): NewAddressField | null => {
  if (typeof field !== 'string') return null;
  const bare = field.replace(/^address\./, '');
  return (FIELDS as readonly string[]).includes(bare) ? (bare as NewAddressField) : null;
};

/** The HTTP status of whatever an effect threw (`status`, or axios' `response.status`); null without an answer. */
export function statusOf(error: unknown): number | null {
  if (!isObject(error)) return null;
  if (typeof error.status === 'number') return error.status;
  const response = isObject(error.response) ? error.response : null;
  return typeof response?.status === 'number' ? response.status : null;
}

/** The server's error items: the API error's `errors`, or axios' `response.data.errors`. */
function serverErrors(error: Loose): { message: string; field: unknown }[] {
  const response = isObject(error.response) ? error.response : null;
  const data = response && isObject(response.data) ? response.data : null;
  const list = Array.isArray(error.errors) ? error.errors : data && Array.isArray(data.errors) ? data.errors : [];
  return list.flatMap((item) => (isObject(item) && typeof item.message === 'string' ? [{ message: item.message, field: item.field }] : []));
}

export const CREATE_FAILED = 'Create address failed';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Discovery §8 "Address create failure": what a failed POST addresses leaves in the machine. */
export function toCreateAddressError(error: unknown): CreateAddressError {
  const status = statusOf(error);
  if (isObject(error) && (status === 400 || status === 422)) {
    const items = serverErrors(error);
    const fieldMessages: CreateAddressError['fieldMessages'] = {};
    for (const { message, field } of items) {
      const key = asField(field);
      if (key && !fieldMessages[key]) fieldMessages[key] = message;
    }
    const first = items[0]?.message ?? SOMETHING_WENT_WRONG;
    return { status, error: first, message: first, fieldMessages };
  }
  if (status === 401 || status === 500) {
    const text = isObject(error) && typeof error.message === 'string' && error.message ? error.message : SOMETHING_WENT_WRONG;
    return { status, error: text, message: text, fieldMessages: {} };
  }
  return { status: 500, error: CREATE_FAILED, message: SOMETHING_WENT_WRONG, fieldMessages: {} };
}

/** Success appends; the same address saved again (the server answers the stored one) is not listed twice. */
export function withAddress(addresses: SavedAddress[], address: SavedAddress): SavedAddress[] {
  return [...addresses.filter((each) => each.id !== address.id), address];
}

/** The error status a failed fetch or delete leaves: the HTTP status, or 0 when no answer came. */
export const errorStatusOf = (error: unknown): number => statusOf(error) ?? 0;
