import { toRequestError } from '../shared/request-error';

/** The cancel never got an answer (no connection): the server's words otherwise. */
export const CANCEL_UNREACHABLE_MESSAGE = "We couldn't reach the pizzeria's system. Check your connection and try again.";

export function cancelErrorText(error: unknown): string {
  const failure = toRequestError(error);
  return failure.status === null ? CANCEL_UNREACHABLE_MESSAGE : failure.message;
}
