import { useSelector } from '@xstate/react';
import { selectCancelError } from '@machines/orderCancel/orderCancel.types';
import type { Order } from '@/api';
import type { OrderCancelRef } from '@/effects/orderCancel';
import { formatMoney } from '@/format/money';
import { button } from '@/styles/recipes.css';
import * as styles from './CancelOrder.css';

/** What cancelling gives back, said before the shopper confirms. */
function refundPromise(order: Order): string {
  const { paymentType } = order.paymentMethodDetails;
  if (paymentType === 'cash') return 'Nothing has been charged: you pay in cash.';
  const to = paymentType === 'paypal' ? 'your PayPal account' : 'your card';
  return `${formatMoney(order.receipt.total)} will be refunded to ${to}.`;
}

/** The shopper's Cancel order, offered until the shop accepts: the orderCancel machine's states as the page shows them. */
export function CancelOrder({ cancel, order }: { cancel: OrderCancelRef; order: Order }) {
  const snapshot = useSelector(cancel, (state) => state);
  const error = useSelector(cancel, selectCancelError);
  if (snapshot.matches('cancelled')) return null;
  const busy = snapshot.hasTag('busy');
  return (
    <section className={styles.box} aria-label="Cancel your order">
      {snapshot.matches('idle') ? (
        <>
          <p className={styles.hint}>You can cancel until the pizzeria accepts your order.</p>
          <div className={styles.row}>
            <button type="button" className={button({ tone: 'quiet', size: 'sm' })} onClick={() => cancel.send({ type: 'cancel.request' })}>
              Cancel order
            </button>
          </div>
        </>
      ) : null}
      {snapshot.matches('confirming') || busy ? (
        <>
          <p className={styles.question}>Cancel this order?</p>
          <p className={styles.hint}>{refundPromise(order)}</p>
          <div className={styles.row}>
            <button
              type="button"
              className={button({ size: 'sm' })}
              disabled={busy}
              onClick={() => cancel.send({ type: 'cancel.confirm' })}
            >
              Yes, cancel order
            </button>
            <button
              type="button"
              className={button({ tone: 'ghost', size: 'sm' })}
              disabled={busy}
              onClick={() => cancel.send({ type: 'cancel.keep' })}
            >
              Keep my order
            </button>
          </div>
          {busy ? (
            <p className={styles.hint} aria-live="polite">
              Canceling…
            </p>
          ) : null}
        </>
      ) : null}
      {snapshot.matches('failed') ? (
        <div className={styles.failed} role="alert">
          <p>{error}</p>
          <div className={styles.row}>
            <button type="button" className={button({ size: 'sm' })} onClick={() => cancel.send({ type: 'cancel.retry' })}>
              Try again
            </button>
            <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => cancel.send({ type: 'cancel.dismiss' })}>
              Dismiss
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
