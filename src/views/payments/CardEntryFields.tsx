import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  StripeCardCvcElementChangeEvent,
  StripeCardExpiryElementChangeEvent,
  StripeCardNumberElementChangeEvent,
} from '@stripe/stripe-js';
import { useEffect, useState, type ReactNode } from 'react';
import type { CardElementField, CardElementState, CardField } from '@machines/saveCard/saveCard.types';
import { registerCardEntry } from '@/payments/cardEntry';
import { loadCardGateway } from '@/payments/loadCardGateway';
import { TextField } from '../common/TextField';
import * as styles from './CardEntryFields.css';

type ChangeEvent = StripeCardNumberElementChangeEvent | StripeCardExpiryElementChangeEvent | StripeCardCvcElementChangeEvent;
const stateOf = (event: ChangeEvent): CardElementState => (event.empty ? 'empty' : event.complete ? 'complete' : 'error');

const ELEMENT_OPTIONS = { style: { base: { fontSize: '16px' } } };

export type CardEntryFieldsProps = {
  /** Prefix of the fields' ids (one form per page). */
  idPrefix: string;
  /** The messages to show under each field (checkout §5). */
  errors: Partial<Record<CardField, string>>;
  postalCode: string;
  onElementChange: (field: CardElementField, state: CardElementState) => void;
  onPostalCode: (value: string) => void;
  /** While the card is on its way: the fields are kept as typed. */
  disabled?: boolean;
  /** What shows instead of the fields when the gateway's code cannot load (default: reload the page). */
  unavailable?: ReactNode;
  /** Rows of the form's own after the billing ZIP (checkout: whether to save the card). */
  children?: ReactNode;
};

/**
 * A new card, for any form that takes one: the gateway's own fields (Stripe Elements, or the card
 * sandbox's) and the billing ZIP. The fields register with src/payments/cardEntry while mounted, so the
 * machine's injected tokenizeCard reads the card from them; what the shopper typed never leaves them.
 */
export function CardEntryFields(props: CardEntryFieldsProps) {
  // one gateway client for the page; a client that cannot load leaves the fields out and says so
  const [gateway] = useState(() => loadCardGateway().catch(() => null));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    void gateway.then((stripe) => setUnavailable(stripe === null));
  }, [gateway]);
  if (unavailable) {
    return (
      props.unavailable ?? (
        <p role="alert" className={styles.unavailable}>
          Card payments could not be loaded. Please reload the page.
        </p>
      )
    );
  }
  return (
    <Elements stripe={gateway}>
      <RegisterCardEntry />
      <CardInputs {...props} />
    </Elements>
  );
}

function RegisterCardEntry() {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => (stripe && elements ? registerCardEntry({ stripe, elements }) : undefined), [stripe, elements]);
  return null;
}

function CardInputs({ idPrefix, errors, postalCode, onElementChange, onPostalCode, disabled = false, children }: CardEntryFieldsProps) {
  const change = (field: CardElementField) => (event: ChangeEvent) => onElementChange(field, stateOf(event));
  const options = { ...ELEMENT_OPTIONS, disabled };
  return (
    <div className={styles.stack}>
      <ElementField id={`${idPrefix}-number`} label="Card number" error={errors.cardNumber}>
        <CardNumberElement id={`${idPrefix}-number`} options={{ ...options, showIcon: true }} onChange={change('cardNumber')} />
      </ElementField>
      <div className={styles.pair}>
        <ElementField id={`${idPrefix}-expiry`} label="Expiration date" error={errors.cardExpiry}>
          <CardExpiryElement id={`${idPrefix}-expiry`} options={options} onChange={change('cardExpiry')} />
        </ElementField>
        <ElementField id={`${idPrefix}-cvc`} label="CVV" error={errors.cardCvc}>
          <CardCvcElement id={`${idPrefix}-cvc`} options={options} onChange={change('cardCvc')} />
        </ElementField>
      </div>
      <TextField
        id={`${idPrefix}-postal-code`}
        label="Billing ZIP code"
        value={postalCode}
        error={errors.postalCode}
        onChange={onPostalCode}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        readOnly={disabled}
        required
      />
      {children}
    </div>
  );
}

/**
 * A label and message around one of the gateway's fields. The gateway's input names itself; the group
 * carries the label and, when there is one, the message as its description.
 */
function ElementField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div role="group" className={styles.field} aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={error ? styles.elementInvalid : styles.element}>{children}</div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
