import { useSelector } from '@xstate/react';
import { WALLET_LABELS } from '@machines/walletPayment/walletPayment.rules';
import type { WalletTender } from '@machines/walletPayment/walletPayment.types';
import type { CheckoutRef } from '@/effects/checkout';
import { formatMoney } from '@/format/money';
import { button, statusMessage } from '@/styles/recipes.css';
import * as styles from './Checkout.css';

/** Paying with Apple Pay or Google Pay: where its payment stands; the order's button opens the wallet. */
export function WalletPayment({ checkout, wallet }: { checkout: CheckoutRef; wallet: WalletTender }) {
  const { status, intent, error } = useSelector(checkout, (state) => state.context.wallet);
  const name = WALLET_LABELS[wallet];
  switch (status) {
    case 'ready':
      return (
        <p className={styles.lineDetail}>
          You'll confirm {intent ? formatMoney(intent.amount) : 'the total'} in {name} when you place your order.
        </p>
      );
    case 'failed':
      return (
        <div className={styles.stack}>
          <p role="alert" className={statusMessage({ tone: 'warning' })}>
            {error}
          </p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => checkout.send({ type: 'wallet.retry' })}>
            Try {name} again
          </button>
        </div>
      );
    default:
      return (
        <p className={styles.lineDetail} role="status" aria-busy="true">
          Getting {name} ready…
        </p>
      );
  }
}
