import type { AdyenBrowserInfo, AdyenCardData } from '@contract/adyen';
import type { AdyenValidity } from '@machines/checkout/checkout.types';

/**
 * What Adyen's card component tells on each change (its onChange state): whether each secured field is valid,
 * and once all are, the encrypted card and the browser's details for 3-D Secure.
 */
export type AdyenCardState = {
  isValid: boolean;
  valid: AdyenValidity;
  data: { paymentMethod: AdyenCardData; browserInfo: AdyenBrowserInfo } | null;
};

/** A mounted card component (adyen-web's Card, or the sandbox's stand-in with the same behaviour). */
export type AdyenCard = { unmount(): void };

/** The storefront's classes for the stand-in's fields (adyen-web brings its own look). */
export type AdyenCardLook = { root: string; field: string; label: string; input: string };

/** Mounts the card component in `element`; `onChange` hears every change of its state. */
export type MountAdyenCard = (element: HTMLElement, onChange: (state: AdyenCardState) => void, look: AdyenCardLook) => Promise<AdyenCard>;

export const NO_VALID_FIELD: AdyenValidity = { encryptedCardNumber: false, encryptedExpiryDate: false, encryptedSecurityCode: false };
