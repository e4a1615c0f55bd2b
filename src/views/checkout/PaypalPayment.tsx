import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { paypalMachine } from '@machines/paypal/paypal.machine';
import type { CheckoutRef } from '@/effects/checkout';
import { button, statusMessage, textButton } from '@/styles/recipes.css';
import * as styles from './Checkout.css';

type PaypalRef = ActorRefFrom<typeof paypalMachine>;

/** Paying with PayPal: connect the shopper's PayPal account (PayPal's own window), then the order is paid through it. */
export function PaypalPayment({ checkout }: { checkout: CheckoutRef }) {
  const paypal = useSelector(checkout, (state) => state.children.paypal as PaypalRef | undefined);
  const error = useSelector(checkout, (state) => state.context.errors.payment.paypal);
  if (!paypal) return null;
  return (
    <div className={styles.stack}>
      <PaypalStatus paypal={paypal} />
      {error ? <p className={styles.sectionError}>{error}</p> : null}
    </div>
  );
}

function PaypalStatus({ paypal }: { paypal: PaypalRef }) {
  const state = useSelector(paypal, (snapshot) => snapshot.value);
  const { agreement, error } = useSelector(paypal, (snapshot) => snapshot.context);
  const connect = (label: string) => (
    <button type="button" className={button({ tone: 'secondary' })} onClick={() => paypal.send({ type: 'paypal.connect' })}>
      {label}
    </button>
  );
  switch (state) {
    case 'starting':
    case 'approving':
      return (
        <div className={styles.stack} role="status" aria-busy="true">
          <p className={styles.lineDetail}>Finish in the PayPal window. We'll bring you back here.</p>
          {state === 'approving' ? (
            <button type="button" className={textButton()} onClick={() => paypal.send({ type: 'paypal.cancel' })}>
              Cancel PayPal
            </button>
          ) : null}
        </div>
      );
    case 'agreeing':
      return (
        <p className={styles.lineDetail} role="status" aria-busy="true">
          Connecting your PayPal account…
        </p>
      );
    case 'connected':
      return (
        <div className={styles.stack}>
          <p role="status" className={statusMessage({ tone: 'success' })}>
            Paying with PayPal{agreement?.email ? ` as ${agreement.email}` : ''}.
          </p>
          {connect('Use another PayPal account')}
        </div>
      );
    case 'cancelled':
      return (
        <div className={styles.stack}>
          <p role="status" className={statusMessage({ tone: 'info' })}>
            PayPal wasn't connected. Try again, or choose another payment method.
          </p>
          {connect('Pay with PayPal')}
        </div>
      );
    case 'failed':
      return (
        <div className={styles.stack}>
          <p role="alert" className={statusMessage({ tone: 'warning' })}>
            {error}
          </p>
          {connect('Try PayPal again')}
        </div>
      );
    default:
      return connect('Pay with PayPal');
  }
}
