import { toRequestError } from '../shared/request-error';

/** When the post got no answer, or the provider failed (5xx), the shopper is told to try again. */
export const POST_FAILED_MESSAGE = 'We couldn’t post your review. Please try again.';

/** A refusal the provider explains (4xx: a rating it does not take, a token that ran out) is shown in its words. */
export function postErrorMessage(error: unknown): string {
  const { status, messages } = toRequestError(error);
  return status !== null && status >= 400 && status < 500 && messages[0] ? messages[0] : POST_FAILED_MESSAGE;
}
