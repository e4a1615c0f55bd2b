// the message's shape is the one the challenge modal's watcher hears (machines/shared/challenge-modal)
import type { ChallengeReturn } from '@machines/shared/challenge-modal';

/**
 * From the return URL's query (Stripe's payment_intent or setup_intent, and redirect_status; Adyen's
 * redirectResult, which the platform sends back to Adyen as is); null if it names none.
 */
export function challengeReturnFrom(search: string): ChallengeReturn | null {
  const params = new URLSearchParams(search);
  const intentId = params.get('payment_intent') ?? params.get('setup_intent') ?? params.get('redirectResult');
  if (!intentId) return null;
  return { type: 'crust:3ds-return', intentId, redirectStatus: params.get('redirect_status') ?? '' };
}

/**
 * At /3ds-redirect inside threeDSecureModal's frame: tells the checkout page around it how the challenge
 * ended and answers true, so the storefront does not start a second copy of itself in the frame (a second
 * session in one browser would race the first for its tokens). Anywhere else: false.
 */
export function reportChallengeReturn(win: Window): boolean {
  if (win.location.pathname !== '/3ds-redirect' || win.parent === win) return false;
  const message = challengeReturnFrom(win.location.search);
  if (message) win.parent.postMessage(message, win.location.origin);
  win.document.body.textContent = 'Returning to checkout…';
  return true;
}
