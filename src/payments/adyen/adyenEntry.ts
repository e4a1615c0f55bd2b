import type { CardSource } from '@machines/placeOrder/placeOrder.types';
import { noPaymentMethod } from '../paymentFailure';
import type { AdyenCardState } from './adyenCard';

/** The latest state of the Adyen card component on screen (checkout's card fields), read when the order is placed. */
let latest: AdyenCardState | null = null;

/** How the component on screen empties itself (it is mounted afresh). */
let remount: (() => void) | null = null;

export function reportAdyenCard(state: AdyenCardState | null): void {
  latest = state;
}

export function registerAdyenCard(empty: () => void): () => void {
  remount = empty;
  return () => {
    if (remount === empty) remount = null;
    latest = null;
  };
}

/** payment_error: the card fields are emptied (checkout §8). */
export function clearAdyenCard(): void {
  latest = null;
  remount?.();
}

/** The encrypted card and browser info the component holds now; throws when its fields are not all valid. */
export function readAdyenCard(): Extract<CardSource, { gateway: 'adyen' }> {
  if (!latest?.isValid || !latest.data) throw noPaymentMethod();
  return { gateway: 'adyen', data: latest.data.paymentMethod, browserInfo: latest.data.browserInfo };
}
