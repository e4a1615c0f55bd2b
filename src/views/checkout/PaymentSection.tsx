import { useSelector } from '@xstate/react';
import type { CheckoutRef } from '@/effects/checkout';
import * as styles from './Checkout.css';

export function PaymentSection({ checkout }: { checkout: CheckoutRef }) {
  const error = useSelector(checkout, (state) => state.context.errors.payment.tender);
  return (
    <section className={styles.section} aria-labelledby="payment-title">
      <div className={styles.sectionHead}>
        <span className={styles.step} aria-hidden="true">
          3
        </span>
        <h2 id="payment-title" className={styles.sectionTitle}>
          Payment
        </h2>
      </div>
      <div role="radiogroup" aria-label="Payment method" aria-describedby="payment-note">
        <label className={styles.payment}>
          <input type="radio" name="tender" className={styles.paymentRadio} checked readOnly />
          Cash
        </label>
      </div>
      <p id="payment-note" className={styles.lineDetail}>
        Pay with cash when you pick up or receive your order. Card payments are not available yet.
      </p>
      {error ? <p className={styles.sectionError}>{error}</p> : null}
    </section>
  );
}
