import { useSelector } from '@xstate/react';
import type { CheckoutRef } from '@/effects/checkout';
import type { SaveCardRef } from '@/effects/saveCard';
import type { SavedCardsRef } from '@/effects/savedCards';
import { CardPayment } from './CardPayment';
import * as styles from './Checkout.css';
import { CheckoutSection } from './CheckoutSection';
import { PaypalPayment } from './PaypalPayment';
import { WalletPayment } from './WalletPayment';
import { isWalletTender, WALLET_LABELS, walletTenders } from '@machines/walletPayment/walletPayment.rules';
import { TipChooser } from './TipChooser';

const NO_WALLETS: ReturnType<typeof walletTenders> = [];

/** Checkout's payment section: the tenders the shop takes (card first, the spec's default), and the card's details. */
export function PaymentSection({
  checkout,
  savedCards,
  saveCard,
}: {
  checkout: CheckoutRef;
  savedCards: SavedCardsRef;
  saveCard: SaveCardRef;
}) {
  const tender = useSelector(checkout, (state) => state.context.tender);
  const { acceptsCard, acceptsCash } = useSelector(checkout, (state) => state.context.shop);
  const error = useSelector(checkout, (state) => state.context.errors.payment.tender);
  const gatewayKnown = useSelector(checkout, (state) => state.context.paymentGateway.status === 'success');
  const paypalOffered = useSelector(checkout, (state) => state.context.paypal.offered);
  const wallets = useSelector(checkout, (state) =>
    state.context.wallet.offered ? walletTenders(state.context.wallet.available) : NO_WALLETS,
  );
  const tenders = [
    ...(acceptsCard ? [{ value: 'credit' as const, label: 'Credit or debit card' }] : []),
    ...wallets.map((wallet) => ({ value: wallet, label: WALLET_LABELS[wallet] })),
    ...(paypalOffered ? [{ value: 'paypal' as const, label: 'PayPal' }] : []),
    ...(acceptsCash ? [{ value: 'cash' as const, label: 'Cash' }] : []),
  ];
  return (
    <CheckoutSection step={3} title="Payment" titleId="payment-title">
      <div role="radiogroup" aria-label="Payment method" className={styles.stack}>
        {tenders.map(({ value, label }) => (
          <label key={value} className={styles.payment}>
            <input
              type="radio"
              name="tender"
              value={value}
              className={styles.paymentRadio}
              checked={tender === value}
              onChange={() => checkout.send({ type: 'tender.set', tender: value })}
            />
            {label}
          </label>
        ))}
      </div>
      {tender === 'credit' && acceptsCard ? (
        gatewayKnown ? (
          <CardPayment checkout={checkout} savedCards={savedCards} saveCard={saveCard} />
        ) : (
          <p className={styles.lineDetail} role="status" aria-busy="true">
            Loading card payment…
          </p>
        )
      ) : null}
      {tender === 'paypal' && paypalOffered ? <PaypalPayment checkout={checkout} /> : null}
      {isWalletTender(tender) && wallets.includes(tender) ? <WalletPayment checkout={checkout} wallet={tender} /> : null}
      {tender === 'cash' ? <p className={styles.lineDetail}>Pay with cash when you pick up or receive your order.</p> : null}
      {error ? <p className={styles.sectionError}>{error}</p> : null}
      <TipChooser checkout={checkout} />
    </CheckoutSection>
  );
}
