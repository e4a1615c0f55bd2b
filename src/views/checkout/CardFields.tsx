import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardCvcElementChangeEvent, StripeCardExpiryElementChangeEvent, StripeCardNumberElementChangeEvent } from '@stripe/stripe-js';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { CardElementField, CardElementState } from '@machines/checkout/checkout.types';
import type { CheckoutRef } from '@/effects/checkout';
import { registerCardEntry } from '@/payments/cardEntry';
import { loadCardGateway } from '@/payments/loadCardGateway';
import { TextField } from '../common/TextField';
import { AdyenCardFields } from './AdyenCardFields';
import * as styles from './CardFields.css';
import * as checkoutStyles from './Checkout.css';

type ChangeEvent = StripeCardNumberElementChangeEvent | StripeCardExpiryElementChangeEvent | StripeCardCvcElementChangeEvent;
const stateOf = (event: ChangeEvent): CardElementState => (event.empty ? 'empty' : event.complete ? 'complete' : 'error');

const ELEMENT_OPTIONS = { style: { base: { fontSize: '16px' } } };

/** A new card in the fields of the shop's gateway: Adyen's card component, or Stripe's. */
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

/** A new card: Stripe's own fields (Stripe Elements, or the card sandbox's) and the billing ZIP; signed in, whether to save it. */
function StripeCardFields({ checkout }: { checkout: CheckoutRef }) {
  // one gateway client for the page; a client that cannot load leaves the fields out and says so
  const [gateway] = useState(() => loadCardGateway().catch(() => null));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    void gateway.then((stripe) => setUnavailable(stripe === null));
  }, [gateway]);
  if (unavailable) return <p className={checkoutStyles.sectionError}>Card payments could not be loaded. Please reload the page or choose another payment method.</p>;
  return (
    <Elements stripe={gateway}>
      <RegisterCardEntry />
      <CardInputs checkout={checkout} />
    </Elements>
  );
}

/** Placing an order reads the card from these fields (src/payments/cardEntry). */
function RegisterCardEntry() {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => (stripe && elements ? registerCardEntry({ stripe, elements }) : undefined), [stripe, elements]);
  return null;
}

function CardInputs({ checkout }: { checkout: CheckoutRef }) {
  const errors = useSelector(checkout, (state) => state.context.errors.payment);
  const postalCode = useSelector(checkout, (state) => state.context.card.postalCode);
  const change = (field: CardElementField) => (event: ChangeEvent) => checkout.send({ type: 'card.change', field, state: stateOf(event) });
  return (
    <div className={checkoutStyles.stack}>
      <CardElementField id="card-number" label="Card number" error={errors.cardNumber}>
        <CardNumberElement id="card-number" options={{ ...ELEMENT_OPTIONS, showIcon: true }} onChange={change('cardNumber')} />
      </CardElementField>
      <div className={checkoutStyles.grid2}>
        <CardElementField id="card-expiry" label="Expiration date" error={errors.cardExpiry}>
          <CardExpiryElement id="card-expiry" options={ELEMENT_OPTIONS} onChange={change('cardExpiry')} />
        </CardElementField>
        <CardElementField id="card-cvc" label="CVV" error={errors.cardCvc}>
          <CardCvcElement id="card-cvc" options={ELEMENT_OPTIONS} onChange={change('cardCvc')} />
        </CardElementField>
      </div>
      <TextField
        id="card-postal-code"
        label="Billing ZIP code"
        value={postalCode}
        error={errors.postalCode}
        onChange={(value) => checkout.send({ type: 'card.postalCode', value })}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        required
      />
      <SaveCardChoice checkout={checkout} />
    </div>
  );
}

/** Signed in: whether the new card is kept on the account (isSaved). */
export function SaveCardChoice({ checkout }: { checkout: CheckoutRef }) {
  const { signedIn, saveCard } = useSelector(checkout, (state) => ({ signedIn: state.context.signedIn, saveCard: state.context.saveCard }), (a, b) => a.signedIn === b.signedIn && a.saveCard === b.saveCard);
  if (!signedIn) return null;
  return (
    <label className={styles.save}>
      <input type="checkbox" checked={saveCard} onChange={(event) => checkout.send({ type: 'card.saveChange', save: event.target.checked })} />
      Save this card for future orders
    </label>
  );
}

/** A label and error around one of the gateway's fields (its input names itself inside the field). */
function CardElementField({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={error ? styles.elementInvalid : styles.element}>{children}</div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
