export const MODAL_NAMES = [
  'productModal',
  'feeModal',
  'shopHoursModal',
  'shopPhoneCtaModal',
  'supportModal',
  'threeDSecureModal',
  'signInSignUpModal',
  'otherShopCartModal',
  'deliveryPreferenceModal',
  'deliveryMethodModal',
  'dealsModal',
  'contactDetailsModal',
  'newCreditCardModal',
  'debrandedShopDetailsModal',
  'appDownloadQRModal',
  'shopNotFoundRedirectModal',
  // The cart drawer is a dialog too: one at a time with the others, deep-linked by `show_cart`.
  'cartDrawer',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];
export type ModalParams = Record<string, string>;

export type ModalContext = { name: ModalName | null; params: ModalParams };

export type ModalEvent =
  | { type: 'modal.open'; name: ModalName; params?: ModalParams }
  | { type: 'modal.close' }
  /** Sent by the router when the URL changed on its own (back/forward, deep link). */
  | { type: 'modal.urlChanged'; name: ModalName | null; params: ModalParams };

/** Params of the injected `pushUrl` action. */
export type PushUrlParams = { name: ModalName; params: ModalParams };

export const isModalName = (value: unknown): value is ModalName =>
  typeof value === 'string' && (MODAL_NAMES as readonly string[]).includes(value);

/** Whether the modal actor shows the named dialog. */
export const isModalShown = (snapshot: { matches: (state: 'open') => boolean; context: ModalContext }, name: ModalName): boolean =>
  snapshot.matches('open') && snapshot.context.name === name;
