import type { PlaceOrderInput, PlaceOrderPayment } from '../placeOrder/placeOrder.types';
import { isWalletTender } from '../walletPayment/walletPayment.rules';
import { buildOrderPayload } from './checkout.payload';
import type { CheckoutContext } from './checkout.types';

const expiryNumber = (text: string) => Number.parseInt(text.trim(), 10);
/** A two-digit year typed in the verification field is this century's. */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** How checkout's form pays: cash, a wallet's intent, PayPal, the card fields (saved first when a signed-in shopper keeps "save" ticked), or a saved card. */
export function paymentOf(
  context: Pick<
    CheckoutContext,
    'tender' | 'savedCard' | 'saveCard' | 'signedIn' | 'contact' | 'card' | 'verification' | 'paypal' | 'wallet'
  >,
): PlaceOrderPayment {
  if (context.tender === 'cash') return { kind: 'cash' };
  if (isWalletTender(context.tender)) {
    const intent = context.wallet.intent;
    return { kind: 'wallet', wallet: context.tender, intentId: intent?.id ?? '', clientSecret: intent?.clientSecret ?? '' };
  }
  if (context.tender === 'paypal') {
    const agreement = context.paypal.agreement;
    return {
      kind: 'paypal',
      billingAgreementId: agreement?.id ?? '',
      payerId: agreement?.payerId ?? '',
      metadataId: context.paypal.metadataId,
    };
  }
  if (context.savedCard) {
    const { required, paymentId, expiry } = context.verification;
    const asked = required && paymentId === context.savedCard.id;
    return {
      kind: 'savedCard',
      paymentMethodId: context.savedCard.id,
      expiry: asked ? { month: expiryNumber(expiry.month), year: fullYear(expiryNumber(expiry.year)) } : null,
    };
  }
  const { firstName, lastName, email } = context.contact;
  return {
    kind: 'newCard',
    save: context.signedIn && context.saveCard,
    email: email.trim(),
    name: `${firstName.trim()} ${lastName.trim()}`.trim(),
    postalCode: context.card.postalCode.trim(),
  };
}

/** What the placeOrder machine is started with. */
export const placeOrderInput = (context: CheckoutContext): PlaceOrderInput => ({
  payload: buildOrderPayload(context),
  idempotencyKey: context.idempotencyKey,
  payment: paymentOf(context),
  shopPhone: context.shop.phone,
  gateway: context.paymentGateway.cardPaymentGateway,
});
