import type { EventObject } from 'xstate';
import type { CardSource } from '@machines/placeOrder/placeOrder.types';
import { isModalShown } from '@machines/modal/modal.types';
import { CHALLENGE_MODAL, watchChallengeModal } from '@machines/shared/challenge-modal';
import { verbatim } from '@/api/client';
import { createPaymentMethod } from '@/api/paymentMethods';
import type { ModalRef } from '@/system';

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

/**
 * The fallback for a saveCard actor outside the app's system (the account's new-card page and checkout's new-card
 * dialog start theirs with useActorRef, as roots): threeDSecureModal on the app's modal handed in, as
 * machines/shared/challenge-modal does it through the system for placeOrder and its saveCard child. Open and close
 * it, and `watchChallenge`, which sends challenge.return when /3ds-redirect in the modal's frame reports back and
 * challenge.abort when the modal is closed.
 */
export function threeDSecureModal<TMachineEvent extends EventObject>(modal: ModalRef) {
  const isShown = () => isModalShown(modal.getSnapshot(), CHALLENGE_MODAL);
  return {
    watchChallenge: watchChallengeModal<TMachineEvent>(modal),
    openChallenge: () => modal.send({ type: 'modal.open', name: CHALLENGE_MODAL }),
    closeChallenge: () => {
      if (isShown()) modal.send({ type: 'modal.close' });
    },
  };
}
