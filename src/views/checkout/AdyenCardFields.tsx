import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { AdyenValidity } from '@machines/checkout/checkout.types';
import type { CheckoutRef } from '@/effects/checkout';
import type { AdyenCard, AdyenCardState } from '@/payments/adyen/adyenCard';
import { registerAdyenCard, reportAdyenCard } from '@/payments/adyen/adyenEntry';
import { loadAdyenCard } from '@/payments/adyen/loadAdyenCard';
import * as styles from './AdyenCardFields.css';
import * as cardStyles from './CardFields.css';
import * as checkoutStyles from './Checkout.css';

const sameValidity = (a: AdyenValidity, b: AdyenValidity) =>
  a.encryptedCardNumber === b.encryptedCardNumber && a.encryptedExpiryDate === b.encryptedExpiryDate && a.encryptedSecurityCode === b.encryptedSecurityCode;

/** A new card through Adyen (gateway adyen): its card component (or the sandbox's stand-in) reports which fields are valid. */
export function AdyenCardFields({ checkout }: { checkout: CheckoutRef }) {
  const host = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  // payment_error empties the fields: the component is mounted afresh
  const [mounting, setMounting] = useState(0);
  const errors = useSelector(checkout, (state) => state.context.errors.payment);

  useEffect(() => registerAdyenCard(() => setMounting((count) => count + 1)), []);
  useEffect(() => {
    let card: AdyenCard | null = null;
    let left = false;
    const onChange = (state: AdyenCardState) => {
      reportAdyenCard(state);
      if (!sameValidity(checkout.getSnapshot().context.card.adyen, state.valid)) checkout.send({ type: 'card.adyenChange', valid: state.valid });
    };
    loadAdyenCard()
      .then(async (mount) => {
        if (left || !host.current) return;
        card = await mount(host.current, onChange, { root: styles.card, field: styles.field, label: styles.label, input: styles.input });
        if (left) card.unmount();
      })
      .catch(() => setUnavailable(true));
    return () => {
      left = true;
      card?.unmount();
      reportAdyenCard(null);
    };
  }, [checkout, mounting]);

  if (unavailable) return <p className={checkoutStyles.sectionError}>Card payments could not be loaded. Please reload the page or choose another payment method.</p>;
  const shown = [errors.cardNumber, errors.cardExpiry, errors.cardCvc].filter(Boolean);
  return (
    <div className={checkoutStyles.stack}>
      <div ref={host} />
      {shown.map((message) => (
        <p key={message} className={cardStyles.error}>
          {message}
        </p>
      ))}
    </div>
  );
}
