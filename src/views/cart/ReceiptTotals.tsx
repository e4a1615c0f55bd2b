import { useSelector } from '@xstate/react';
import { RECEIPT_FAILED_MESSAGE } from '@machines/receipt/receipt.rules';
import { selectValidPromo } from '@machines/promo/promo.types';
import { selectCurrentShoppingCart } from '@machines/receipt/receipt.types';
import type { ShoppingCart } from '@/api';
import { formatMoney } from '@/format/money';
import type { ReceiptRef } from '@/system';
import { useSystem } from '@/SystemProvider';
import { button } from '@/styles/recipes.css';
import { receiptMessages, receiptRows } from './receiptLines';
import * as styles from './ReceiptTotals.css';

type ReceiptTotalsProps = { receipt: ReceiptRef; forDelivery: boolean; displaySubtotal: number };

/**
 * The server's receipt: every line when it is current; while a change is being priced only the
 * display subtotal and 'Updating total…' (never a stale total); on failure the spec's message.
 */
export function ReceiptTotals({ receipt, forDelivery, displaySubtotal }: ReceiptTotalsProps) {
  const priced = useSelector(receipt, selectCurrentShoppingCart<ShoppingCart>);
  const failed = useSelector(receipt, (state) => state.matches('failed'));
  const stale = useSelector(receipt, (state) => state.hasTag('stale'));
  const promoCode = useSelector(useSystem().promo, (state) => selectValidPromo(state)?.code ?? null);

  if (priced) {
    return (
      <>
        <dl className={styles.totals} aria-label="Order total">
          {receiptRows(priced, forDelivery, promoCode).map((row) => (
            <div key={row.label} className={row.saving ? styles.saving : styles.row}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <div className={styles.grand}>
            <dt>Total</dt>
            <dd>{formatMoney(priced.receipt.total)}</dd>
          </div>
        </dl>
        {receiptMessages(priced).map((message) => (
          <p key={message} className={styles.warning}>
            {message}
          </p>
        ))}
      </>
    );
  }

  return (
    <div className={styles.totals} aria-busy={stale}>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>{formatMoney(displaySubtotal)}</dd>
        </div>
      </dl>
      {failed ? (
        <p className={styles.info}>
          {RECEIPT_FAILED_MESSAGE}
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => receipt.send({ type: 'receipt.retry' })}>
            Try again
          </button>
        </p>
      ) : stale ? (
        <p className={styles.pending} aria-live="polite">
          Updating total…
        </p>
      ) : null}
    </div>
  );
}
