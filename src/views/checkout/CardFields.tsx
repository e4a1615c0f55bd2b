import { useSelector } from '@xstate/react';
import type { CheckoutRef } from '@/effects/checkout';
import { CardEntryFields } from '../payments/CardEntryFields';
import { AdyenCardFields } from './AdyenCardFields';
import * as styles from './CardFields.css';
import { CardsUnavailable } from './CardsUnavailable';
import * as checkoutStyles from './Checkout.css';

/** A new card in the fields of the shop's gateway: Adyen's card component, or Stripe's (and the billing ZIP); signed in, whether to save it. */
export function CardFields({ checkout }: { checkout: CheckoutRef }) {
  const gateway = useSelector(checkout, (state) => state.context.paymentGateway.cardPaymentGateway);
  if (gateway === 'adyen') {
    return (
      <div className={checkoutStyles.stack}>
        <AdyenCardFields checkout={checkout} />
        <SaveCardChoice checkout={checkout} />
      </div>
    );
  }
  return <StripeCardFields checkout={checkout} />;
}

/** Stripe's own fields (Stripe Elements, or the card sandbox's), which placing the order reads (src/payments/cardEntry). */
function StripeCardFields({ checkout }: { checkout: CheckoutRef }) {
  const errors = useSelector(checkout, (state) => state.context.errors.payment);
  const postalCode = useSelector(checkout, (state) => state.context.card.postalCode);
  return (
    <CardEntryFields
      idPrefix="card"
      errors={errors}
      postalCode={postalCode}
      onElementChange={(field, state) => checkout.send({ type: 'card.change', field, state })}
      onPostalCode={(value) => checkout.send({ type: 'card.postalCode', value })}
      unavailable={<CardsUnavailable />}
    >
      <SaveCardChoice checkout={checkout} />
    </CardEntryFields>
  );
}

/** Signed in: whether the new card is kept on the account (isSaved). */
export function SaveCardChoice({ checkout }: { checkout: CheckoutRef }) {
  const { signedIn, saveCard } = useSelector(
    checkout,
    (state) => ({ signedIn: state.context.signedIn, saveCard: state.context.saveCard }),
    (a, b) => a.signedIn === b.signedIn && a.saveCard === b.saveCard,
  );
  if (!signedIn) return null;
  return (
    <label className={styles.save}>
      <input
        type="checkbox"
        checked={saveCard}
        onChange={(event) => checkout.send({ type: 'card.saveChange', save: event.target.checked })}
      />
      Save this card for future orders
    </label>
  );
}
