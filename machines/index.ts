import type { AnyStateMachine } from 'xstate';
import { cartMachine } from './cart/cart.machine';
import { checkoutMachine } from './checkout/checkout.machine';
import { loaderMachine } from './loader/loader.machine';
import { modalMachine } from './modal/modal.machine';
import { trackingMachine } from './tracking/tracking.machine';
import { menuFocusMachine } from './menuFocus/menuFocus.machine';
import { placeSearchMachine } from './placeSearch/placeSearch.machine';
import { geolocationMachine } from './geolocation/geolocation.machine';
import { shareCartMachine } from './shareCart/shareCart.machine';
import { reviewWidgetMachine } from './reviewWidget/reviewWidget.machine';
import { receiptMachine } from './receipt/receipt.machine';
import { promoCodeMachine } from './promo/promo.machine';
import { couponMachine } from './coupon/coupon.machine';
import { magicCartMachine } from './magicCart/magicCart.machine';
import { appPromoMachine } from './appPromo/appPromo.machine';
import { addressDraftMachine } from './addressDraft/addressDraft.machine';
import { sessionMachine } from './session/session.machine';
import { loginRedirectMachine } from './login/login.machine';
import { accountUpdateMachine } from './accountUpdate/accountUpdate.machine';
import { signInPromptMachine } from './signInPrompt/signInPrompt.machine';
import { existingAccountMachine } from './existingAccount/existingAccount.machine';
import { savedAddressesMachine } from './savedAddresses/savedAddresses.machine';
import { supportChatMachine } from './supportChat/supportChat.machine';
import { placeOrderMachine } from './placeOrder/placeOrder.machine';
import { cardVerificationMachine } from './cardVerification/cardVerification.machine';
import { savedCardsMachine } from './savedCards/savedCards.machine';
import { saveCardMachine } from './saveCard/saveCard.machine';
import { paymentGatewayMachine } from './paymentGateway/paymentGateway.machine';
import { paypalMachine } from './paypal/paypal.machine';
import { walletPaymentMachine } from './walletPayment/walletPayment.machine';
import { boardMachine } from './board/board.machine';
import { shopOrderMachine } from './shopOrder/shopOrder.machine';
import { orderCancelMachine } from './orderCancel/orderCancel.machine';

export { toRequestError, GENERIC_ERROR_MESSAGE, type RequestError } from './shared/request-error';

export { loaderMachine } from './loader/loader.machine';
export * from './loader/loader.types';
export type { FetchResourceInput, FetchResourceOutput } from './loader/loader.actors';

export { modalMachine } from './modal/modal.machine';
export * from './modal/modal.types';
export { modalSearchParams, modalFromSearch, withoutModalSearch, MODAL_SEARCH_KEYS } from './modal/modal.url';

export { cartMachine } from './cart/cart.machine';
export * from './cart/cart.types';
export { CART_EXPIRY_MS, MAX_QUANTITY, restoreCart, toStoredCart } from './cart/cart.lines';

export { checkoutMachine } from './checkout/checkout.machine';
export * from './checkout/checkout.types';
export * from './checkout/contact.rules';
export { validateOrder, isOrderReady, hasCompleteAddress, isValidZip, supportsDelivery, supportsPickup } from './checkout/checkout.rules';
export { buildOrderPayload, normalizeAddress2, type PlaceOrderPayload } from './checkout/checkout.payload';
export { hasCurrentReceipt, pricedFulfilment } from './checkout/checkout.receipt';
export type { ValidateDeliveryAddressInput, ValidateDeliveryAddressOutput } from './checkout/checkout.actors';
export { placeOrderMachine };
export * from './placeOrder/placeOrder.types';
export { DECLINE_REMAPS, connectionLostMessage, toPlaceOrderError } from './placeOrder/placeOrder.errors';
export { cardVerificationMachine, savedCardsMachine };
export * from './savedCards/savedCards.types';
export { saveCardMachine };
export type {
  SaveCardContext,
  SaveCardEvent,
  SaveCardInput,
  SaveCardFailure,
  StoreCardOutput,
  CardSavedParams,
} from './saveCard/saveCard.types';
export { selectCardErrors, selectChallengeUrl, selectFailure, selectPostalCode } from './saveCard/saveCard.types';
export { cardFieldErrors, isCardComplete, toSaveCardFailure } from './saveCard/saveCard.rules';
export * from './cardVerification/cardVerification.types';
export { paymentGatewayMachine, paypalMachine, walletPaymentMachine };
export * from './paypal/paypal.types';
export * from './walletPayment/walletPayment.types';
export * from './paymentGateway/paymentGateway.types';
export { chosenGateway, DEFAULT_CARD_GATEWAY } from './paymentGateway/paymentGateway.rules';

export { trackingMachine } from './tracking/tracking.machine';
export * from './tracking/tracking.types';
export { TRACKING_POLL_MS, FALLBACK_AFTER_MAX_ETA_MS, fallbackCompletionAt } from './tracking/tracking.rules';
export * from './tracking/tracking.display';
export type { FetchTrackingInput, FetchTrackingOutput } from './tracking/tracking.actors';

export { receiptMachine } from './receipt/receipt.machine';
export * from './receipt/receipt.types';
export * from './receipt/receipt.rules';
export type { PriceCartInput, PriceCartOutput } from './receipt/receipt.actors';
export { mergeStoredCarts } from './cart/cart.merge';

export { promoCodeMachine, promoErrors } from './promo/promo.machine';
export * from './promo/promo.types';
export type { ValidatePromoInput, ValidatePromoOutput } from './promo/promo.actors';

export { couponMachine } from './coupon/coupon.machine';
export * from './coupon/coupon.types';
export type { LoadDealsInput, LoadDealsOutput } from './coupon/coupon.actors';

export { magicCartMachine } from './magicCart/magicCart.machine';
export * from './magicCart/magicCart.types';
export type { LoadMagicCartInput, LoadMagicCartOutput } from './magicCart/magicCart.actors';

export { menuFocusMachine } from './menuFocus/menuFocus.machine';
export * from './menuFocus/menuFocus.types';
export { JUMP_SETTLE_MS } from './menuFocus/menuFocus.actors';

export { placeSearchMachine } from './placeSearch/placeSearch.machine';
export * from './placeSearch/placeSearch.types';
export { PLACE_SEARCH_DEBOUNCE_MS, type FetchPredictionsInput, type FetchPredictionsOutput } from './placeSearch/placeSearch.actors';

export { geolocationMachine } from './geolocation/geolocation.machine';
export * from './geolocation/geolocation.types';

export { appPromoMachine } from './appPromo/appPromo.machine';
export * from './appPromo/appPromo.types';
export { APP_PROMO_CLICK_DELAY_MS } from './appPromo/appPromo.actors';

export { addressDraftMachine } from './addressDraft/addressDraft.machine';
export * from './addressDraft/addressDraft.types';
export { CONTENT_FIELDS, draftErrors, emptyDraft } from './addressDraft/addressDraft.rules';
export type { ValidateDraftAddressInput, ValidateDraftAddressOutput } from './addressDraft/addressDraft.actors';

export { sessionMachine } from './session/session.machine';
export * from './session/session.types';

export { loginRedirectMachine } from './login/login.machine';
export * from './login/login.types';

export { accountUpdateMachine } from './accountUpdate/accountUpdate.machine';
export * from './accountUpdate/accountUpdate.types';
export {
  ACCOUNT_NOTICE_MS,
  PROFILE_MESSAGES,
  CONFLICT_REMAPS,
  formatPhone,
  profileErrors,
  saveErrors,
  tenDigitPhone,
} from './accountUpdate/accountUpdate.rules';
export type { SaveAccountInput, SaveAccountOutput, CheckEmailInput, CheckEmailOutput } from './accountUpdate/accountUpdate.actors';

export { signInPromptMachine } from './signInPrompt/signInPrompt.machine';
export * from './signInPrompt/signInPrompt.types';
export { existingAccountMachine } from './existingAccount/existingAccount.machine';
export * from './existingAccount/existingAccount.types';

export { savedAddressesMachine } from './savedAddresses/savedAddresses.machine';
export * from './savedAddresses/savedAddresses.types';
export { toCreateAddressError, CREATE_FAILED, SOMETHING_WENT_WRONG } from './savedAddresses/savedAddresses.rules';

export { shareCartMachine } from './shareCart/shareCart.machine';
export * from './shareCart/shareCart.types';

export { reviewWidgetMachine } from './reviewWidget/reviewWidget.machine';
export * from './reviewWidget/reviewWidget.types';

export { supportChatMachine } from './supportChat/supportChat.machine';
export * from './supportChat/supportChat.types';
export { SUPPORT_POLL_MS, START_FAILED_MESSAGE, SEND_FAILED_MESSAGE } from './supportChat/supportChat.rules';

/** Every app machine, for diagrams and model-based tests. */
export const allMachines: ReadonlyArray<{ name: string; machine: AnyStateMachine }> = [
  { name: 'loader', machine: loaderMachine },
  { name: 'modal', machine: modalMachine },
  { name: 'cart', machine: cartMachine },
  { name: 'checkout', machine: checkoutMachine },
  { name: 'tracking', machine: trackingMachine },
  { name: 'receipt', machine: receiptMachine },
  { name: 'menuFocus', machine: menuFocusMachine },
  { name: 'placeSearch', machine: placeSearchMachine },
  { name: 'geolocation', machine: geolocationMachine },
  { name: 'promoCode', machine: promoCodeMachine },
  { name: 'coupon', machine: couponMachine },
  { name: 'magicCart', machine: magicCartMachine },
  { name: 'appPromo', machine: appPromoMachine },
  { name: 'addressDraft', machine: addressDraftMachine },
  { name: 'session', machine: sessionMachine },
  { name: 'loginRedirect', machine: loginRedirectMachine },
  { name: 'signInPrompt', machine: signInPromptMachine },
  { name: 'existingAccount', machine: existingAccountMachine },
  { name: 'accountUpdate', machine: accountUpdateMachine },
  { name: 'savedAddresses', machine: savedAddressesMachine },
  { name: 'placeOrder', machine: placeOrderMachine },
  { name: 'cardVerification', machine: cardVerificationMachine },
  { name: 'savedCards', machine: savedCardsMachine },
  { name: 'saveCard', machine: saveCardMachine },
  { name: 'supportChat', machine: supportChatMachine },
  { name: 'paymentGateway', machine: paymentGatewayMachine },
  { name: 'paypal', machine: paypalMachine },
  { name: 'walletPayment', machine: walletPaymentMachine },
  { name: 'board', machine: boardMachine },
  { name: 'shopOrder', machine: shopOrderMachine },
  { name: 'orderCancel', machine: orderCancelMachine },
  { name: 'shareCart', machine: shareCartMachine },
  { name: 'reviewWidget', machine: reviewWidgetMachine },
];
