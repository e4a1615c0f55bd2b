import { PAYPAL_RETURN_PATH } from '@contract/paypal-paths';

/**
 * What /paypal-return tells the checkout that opened PayPal's approval window: the agreement token and
 * whether the shopper approved it. It goes over a same-origin BroadcastChannel, not window.opener: a
 * window that went through PayPal's own site has lost its opener (Cross-Origin-Opener-Policy).
 */
export const PAYPAL_CHANNEL = 'crust:paypal';
export type PaypalReturn = { type: 'crust:paypal-return'; outcome: 'approved' | 'cancelled'; tokenId: string };

export const isPaypalReturn = (data: unknown): data is PaypalReturn =>
  typeof data === 'object' &&
  data !== null &&
  (data as PaypalReturn).type === 'crust:paypal-return' &&
  typeof (data as PaypalReturn).tokenId === 'string';

/** From the return URL's query (outcome, and PayPal's ba_token); null if it names no token. */
export function paypalReturnFrom(search: string): PaypalReturn | null {
  const params = new URLSearchParams(search);
  const tokenId = params.get('ba_token') ?? params.get('token');
  if (!tokenId) return null;
  return { type: 'crust:paypal-return', outcome: params.get('outcome') === 'approved' ? 'approved' : 'cancelled', tokenId };
}

/**
 * At /paypal-return in PayPal's approval window: tells the checkout how it ended and closes the window,
 * without starting a second copy of the storefront there (it would race the checkout's session for its
 * tokens); answers true. Anywhere else, or opened on its own (no checkout waits): false.
 */
export function reportPaypalReturn(win: Window): boolean {
  if (win.location.pathname !== PAYPAL_RETURN_PATH || (win.opener === null && win.name !== PAYPAL_WINDOW_NAME)) return false;
  const message = paypalReturnFrom(win.location.search);
  if (message) {
    const channel = new BroadcastChannel(PAYPAL_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
  win.document.body.textContent = 'Returning to checkout…';
  win.close();
  return true;
}

/** The name of PayPal's approval window (kept when PayPal's site took its opener away). */
export const PAYPAL_WINDOW_NAME = 'crust-paypal';
