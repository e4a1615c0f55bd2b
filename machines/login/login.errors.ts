import { toRequestError } from '../shared/request-error';
import { LOGIN_CANCELLED_MESSAGE, LOGIN_FAILED_MESSAGE, SIGN_IN_INCOMPLETE_MESSAGE, SIGN_IN_UNREACHABLE_MESSAGE } from './login.types';

/** What auth0-spa-js's callback errors carry: the provider's OAuth error code (`error`), absent for its own checks. */
const providerCode = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { error?: unknown }).error : undefined);

/**
 * The message /login shows for a callback that could not be completed: one of the storefront's own texts, never
 * the SDK's or the provider's words (they read as gibberish to a shopper, and the URL would carry them).
 * Cancelled at the provider (access_denied); the provider or network not answering; the provider's refusal (the
 * spec's login message); anything else, such as a callback URL without its parameters or a stale state.
 */
export function loginErrorMessage(error: unknown): string {
  const code = providerCode(error);
  if (code === 'access_denied') return LOGIN_CANCELLED_MESSAGE;
  if (code === undefined) {
    const { status, message } = toRequestError(error);
    if (status === null && message === 'Network Error') return SIGN_IN_UNREACHABLE_MESSAGE;
  }
  if (typeof code === 'string' && code !== 'invalid_state' && code !== 'missing_transaction') return LOGIN_FAILED_MESSAGE;
  return SIGN_IN_INCOMPLETE_MESSAGE;
}

/** Every message /login may show from its `error` parameter; any other text there is replaced by the spec's login message. */
export const LOGIN_ERROR_MESSAGES: readonly string[] = [
  LOGIN_FAILED_MESSAGE,
  SIGN_IN_UNREACHABLE_MESSAGE,
  LOGIN_CANCELLED_MESSAGE,
  SIGN_IN_INCOMPLETE_MESSAGE,
];

/** The text /login shows for its `error` parameter. */
export const shownLoginError = (error: string | null): string | null =>
  error === null || error === '' ? null : LOGIN_ERROR_MESSAGES.includes(error) ? error : LOGIN_FAILED_MESSAGE;
