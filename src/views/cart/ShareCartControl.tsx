import type { CartRef, ReceiptRef } from '@/system';
import { useShareCart } from '@/hooks/useShareCart';
import { fieldInput, fieldLabel, statusMessage, textButton } from '@/styles/recipes.css';
import * as styles from './ShareCartControl.css';

const STATUS: Partial<Record<ReturnType<typeof useShareCart>['state'], string>> = {
  creating: 'Making a link to your cart…',
  copying: 'Making a link to your cart…',
  copied: 'Link copied',
};

/** The drawer's 'Share cart': saves the cart, copies a short link that reopens it, or shows the link to copy by hand. */
export function ShareCartControl({ cart, receipt }: { cart: CartRef; receipt: ReceiptRef }) {
  const { state, link, request } = useShareCart(cart, receipt);
  const busy = state === 'creating' || state === 'copying';
  const status = STATUS[state];
  return (
    <div className={styles.share}>
      <div className={styles.row}>
        <button type="button" className={textButton()} onClick={request} disabled={busy} aria-describedby="share-cart-status">
          {busy ? 'Sharing…' : 'Share cart'}
        </button>
        {/* announced when it changes; 'Link copied' is the only word a clipboard gives back */}
        <p
          id="share-cart-status"
          role="status"
          className={status ? statusMessage({ tone: state === 'copied' ? 'success' : 'info' }) : undefined}
        >
          {status ?? ''}
        </p>
      </div>
      {state === 'showingLink' && link ? (
        <label className={styles.linkField}>
          <span className={fieldLabel}>Copy this link to share your cart</span>
          <input className={fieldInput} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className={statusMessage({ tone: 'warning' })}>
          We couldn&apos;t make a link to your cart. Please try again.
        </p>
      ) : null}
    </div>
  );
}
