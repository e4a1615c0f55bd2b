import { useSelector } from '@xstate/react';
import type { CheckoutRef } from '@/effects/checkout';
import * as styles from './Checkout.css';
import { CheckoutSection } from './CheckoutSection';

export function PaymentSection({ checkout }: { checkout: CheckoutRef }) {
  const error = useSelector(checkout, (state) => state.context.errors.payment.tender);
  return (
    <CheckoutSection step={3} title="Payment" titleId="payment-title">
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
    </CheckoutSection>
  );
}
