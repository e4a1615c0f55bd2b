import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { cardVerificationMachine } from '@machines/cardVerification/cardVerification.machine';
import { CARD_DETAILS_AGAIN } from '@machines/checkout/checkout.machine';
import type { CheckoutRef } from '@/effects/checkout';
import * as styles from './Checkout.css';
import { useErrorFocus } from './errorFocus';

type CardVerificationRef = ActorRefFrom<typeof cardVerificationMachine>;

/** The field an error sends the shopper to: the emptied card number, or the expiry card verification asks for. */
function useFieldOf(checkout: CheckoutRef): (message: string) => string | null {
  const verification = useSelector(checkout, (state) => state.children.cardVerification as CardVerificationRef | undefined);
  const asked = useSelector(verification, (state) => (state?.matches('required') ? (state.context.error?.message ?? null) : null));
  return (message) => (message === CARD_DETAILS_AGAIN ? 'card-number' : message === asked ? 'verify-expiry-month' : null);
}

/**
 * What stopped the order (a decline, 3-D Secure, card verification, the minimum, errors in the form), beside
 * Place order: each message on its own line, a link to its field where it has one. When checkout shows new
 * errors (its focusError) the summary is brought into view and focused, at every width (issue 31 item 5).
 */
export function CheckoutErrorSummary({ checkout }: { checkout: CheckoutRef }) {
  const messages = useSelector(checkout, (state) => state.context.summaryErrors);
  const fieldOf = useFieldOf(checkout);
  const region = useRef<HTMLDivElement>(null);
  useErrorFocus(region, messages);
  if (!messages.length) return null;
  // role=alert on the list itself would take away its list semantics (axe: listitem)
  return (
    <div ref={region} className={styles.summaryErrors} role="alert" tabIndex={-1}>
      <ul className={styles.summaryList}>
        {messages.map((message) => {
          const field = fieldOf(message);
          return <li key={message}>{field ? <a href={`#${field}`}>{message}</a> : message}</li>;
        })}
      </ul>
    </div>
  );
}
