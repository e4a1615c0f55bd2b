import type { CardSource } from '@machines/placeOrder/placeOrder.types';
import { verbatim } from '@/api/client';
import { createPaymentMethod } from '@/api/paymentMethods';

/** Where the challenge page returns to: this storefront's /3ds-redirect, which tells this page and goes no further. */
export const challengeReturnUrl = () => `${window.location.origin}/3ds-redirect`;

/** What a 3-D Secure server may ask of the browser (checkout §7 browser_info). */
export const browserInfo = () => ({
  userAgent: navigator.userAgent,
  language: navigator.language,
  colorDepth: window.screen.colorDepth,
  screenHeight: window.screen.height,
  screenWidth: window.screen.width,
  timeZoneOffset: new Date().getTimezoneOffset(),
  javaEnabled: false,
});

/**
 * POST v2 payment_methods for a card made in the card fields, its challenge returning here: Stripe's payment
 * method, or Adyen's encrypted card and browser info, which go as Adyen wrote them. `singleUse`: saved for
 * one order only (a new Adyen card the shopper does not keep).
 */
export const saveCardToAccount = ({ source, email, singleUse }: { source: CardSource; email: string; singleUse: boolean }) =>
  createPaymentMethod({
    ...(source.gateway === 'stripe'
      ? { gateway: 'stripe', token: source.token, browserInfo: browserInfo() }
      : { gateway: 'adyen', data: verbatim({ ...source.data }), browserInfo: verbatim({ ...source.browserInfo }) }),
    channel: 'web',
    singleUse,
    email: email || undefined,
    origin: window.location.origin,
    returnUrl: challengeReturnUrl(),
  });
