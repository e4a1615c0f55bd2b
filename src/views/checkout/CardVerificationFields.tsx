import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cardVerificationMachine } from '@machines/cardVerification/cardVerification.machine';
import type { CheckoutRef } from '@/effects/checkout';
import { TextField } from '../common/TextField';
import * as styles from './Checkout.css';

type CardVerificationRef = ActorRefFrom<typeof cardVerificationMachine>;

/** A saved card under card verification: the server's message, and the expiry month and year it asks for; a removed card's notice. */
export function CardVerificationFields({ checkout }: { checkout: CheckoutRef }) {
  const verification = useSelector(checkout, (state) => state.children.cardVerification as CardVerificationRef | undefined);
  const chosenId = useSelector(checkout, (state) => state.context.savedCard?.id ?? null);
  const expiryError = useSelector(checkout, (state) => state.context.errors.payment.expiry);
  if (!verification) return null;
  return <VerificationFor verification={verification} chosenId={chosenId} expiryError={expiryError} />;
}

function VerificationFor({
  verification,
  chosenId,
  expiryError,
}: {
  verification: CardVerificationRef;
  chosenId: number | null;
  expiryError?: string;
}) {
  const { error, expiry } = useSelector(verification, (state) => state.context);
  const required = useSelector(verification, (state) => state.matches('required'));
  const deleted = useSelector(verification, (state) => state.matches('cardDeleted'));
  // the removed card is no longer chosen: its notice stays where the shopper picks another payment
  if (deleted && error) {
    return (
      <p className={styles.info} role="status">
        {error.message}
      </p>
    );
  }
  if (!required || !error || error.paymentId !== chosenId) return null;
  const change = (field: 'month' | 'year') => (value: string) =>
    verification.send({ type: 'verification.expiryChange', ...expiry, [field]: value.replace(/\D/g, '') });
  return (
    <div className={styles.stack} role="group" aria-labelledby="card-verification-message">
      <p id="card-verification-message" className={styles.info} role="status">
        {error.message}
      </p>
      <div className={styles.grid2}>
        <TextField
          id="verify-expiry-month"
          label="Expiration month (MM)"
          value={expiry.month}
          onChange={change('month')}
          inputMode="numeric"
          maxLength={2}
          autoComplete="cc-exp-month"
          required
          error={expiryError}
        />
        <TextField
          id="verify-expiry-year"
          label="Expiration year (YY)"
          value={expiry.year}
          onChange={change('year')}
          inputMode="numeric"
          maxLength={4}
          autoComplete="cc-exp-year"
          required
        />
      </div>
    </div>
  );
}
