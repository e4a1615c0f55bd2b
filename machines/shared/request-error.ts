/** What a failed request looks like once it reaches a machine's context. */
export type RequestError = {
  /** HTTP status, or null when the request never got an answer (network, timeout, bug). */
  status: number | null;
  message: string;
  /** Messages the server gave (errorResponse.errors[].message), in order. */
  messages: string[];
};

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/**
 * Normalises whatever an effect threw: a plain `{ status, message, messages }`, an axios error
 * (`response.status`, `response.data.errors[].message` from the contract's errorResponse), an Error, or
 * anything else.
 */
export function toRequestError(error: unknown): RequestError {
  if (!isObject(error)) return { status: null, message: typeof error === 'string' && error ? error : GENERIC_ERROR_MESSAGE, messages: [] };
  const response = isObject(error.response) ? error.response : null;
  const status = typeof error.status === 'number' ? error.status : typeof response?.status === 'number' ? response.status : null;
  const data = response && isObject(response.data) ? response.data : null;
  const serverErrors = data && Array.isArray(data.errors) ? data.errors : [];
  const fromServer = serverErrors.flatMap((e) => (isObject(e) && typeof e.message === 'string' ? [e.message] : []));
  const given = Array.isArray(error.messages) ? error.messages.filter((m): m is string => typeof m === 'string') : [];
  const messages = given.length ? given : fromServer;
  const message = typeof error.message === 'string' && error.message ? error.message : (messages[0] ?? GENERIC_ERROR_MESSAGE);
  return { status, message, messages };
}
