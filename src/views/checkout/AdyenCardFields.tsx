import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutRef } from '@/effects/checkout';
import type { AdyenCard, AdyenCardState } from '@/payments/adyen/adyenCard';
import { registerAdyenCard, reportAdyenCard } from '@/payments/adyen/adyenEntry';
import { loadAdyenCard } from '@/payments/adyen/loadAdyenCard';
import { fieldError } from '@/styles/recipes.css';
import * as styles from './AdyenCardFields.css';
import { CardsUnavailable } from './CardsUnavailable';
import * as checkoutStyles from './Checkout.css';

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
      checkout.send({ type: 'card.adyenChange', valid: state.valid });
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

  if (unavailable) return <CardsUnavailable />;
  const shown = [errors.cardNumber, errors.cardExpiry, errors.cardCvc].filter(Boolean);
  return (
    <div className={checkoutStyles.stack}>
      <div ref={host} />
      {shown.map((message) => (
        <p key={message} className={fieldError}>
          {message}
        </p>
      ))}
    </div>
  );
}
