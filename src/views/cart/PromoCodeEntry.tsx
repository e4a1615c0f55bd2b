import { useSelector } from '@xstate/react';
import { useId, useLayoutEffect, useRef } from 'react';
import { selectPromoErrors, selectPromoInput, selectValidPromo } from '@machines/promo/promo.types';
import { selectCurrentShoppingCart } from '@machines/receipt/receipt.types';
import type { ShoppingCart } from '@/api';
import { formatMoney } from '@/format/money';
import type { PromoRef, ReceiptRef } from '@/system';
import { button, textButton } from '@/styles/recipes.css';
import * as styles from './PromoCodeEntry.css';
import { promoRefusal } from './receiptLines';

/** Promo code entry: apply, the server's messages under the field, and the applied code with its amount. */
export function PromoCodeEntry({ promo, receipt }: { promo: PromoRef; receipt: ReceiptRef }) {
  const id = useId();
  const input = useSelector(promo, selectPromoInput);
  const errors = useSelector(promo, selectPromoErrors);
  const applied = useSelector(promo, selectValidPromo);
  const busy = useSelector(promo, (state) => state.hasTag('busy'));
  const canSubmit = useSelector(promo, (state) => state.can({ type: 'promo.submit' }));
  // Applying or removing swaps the field for the applied code (or back): the focused control leaves the page,
  // and focus would fall to the body, outside the cart dialog (Escape would no longer reach it).
  const followFocus = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const send = (event: { type: 'promo.submit' } | { type: 'promo.clear' }) => {
    followFocus.current = true;
    promo.send(event);
  };
  useLayoutEffect(() => {
    if (!followFocus.current || busy) return;
    followFocus.current = false;
    (applied ? remove : field).current?.focus();
  }, [applied, busy, errors]);
  // A code valid in the cart may still not apply to this receipt (cards only, and checkout chose cash).
  const refusal = useSelector(receipt, (state) => {
    const priced = selectCurrentShoppingCart<ShoppingCart>(state);
    return priced ? promoRefusal(priced) : null;
  });

  if (applied) {
    const amount = applied.promoFlatAmount > 0 ? formatMoney(applied.promoFlatAmount) : `${applied.promoPercentAmount}%`;
    return (
      <div className={refusal ? styles.refused : styles.applied} role="group" aria-label="Promo code">
        {refusal ? (
          <p aria-live="polite">
            Promo code <strong>{applied.code}</strong> not applied: <span className={styles.refusal}>{refusal}</span>
          </p>
        ) : (
          <p aria-live="polite">
            Promo code <strong>{applied.code}</strong> applied: {amount} off
          </p>
        )}
        <button ref={remove} type="button" className={textButton({ tone: 'inherit' })} onClick={() => send({ type: 'promo.clear' })}>
          Remove promo code
        </button>
      </div>
    );
  }

  return (
    // A group, not a form: on checkout it sits inside the checkout form (Enter applies the code instead).
    <div className={styles.form} role="group" aria-label="Promo code">
      <label htmlFor={`${id}-input`} className={styles.label}>
        Promo code
      </label>
      <div className={styles.row}>
        <input
          ref={field}
          id={`${id}-input`}
          className={styles.input}
          value={input}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={100}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length ? `${id}-errors` : undefined}
          onChange={(event) => promo.send({ type: 'promo.change', value: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (canSubmit) send({ type: 'promo.submit' });
          }}
        />
        {/* Not disabled while validating: a disabled button drops the focus it holds. */}
        <button
          type="button"
          onClick={() => canSubmit && send({ type: 'promo.submit' })}
          className={button({ tone: 'secondary', size: 'sm' })}
          disabled={!canSubmit && !busy}
          aria-disabled={busy || undefined}
          aria-busy={busy}
        >
          Apply
        </button>
      </div>
      {errors.length ? (
        <div className={styles.row}>
          <ul id={`${id}-errors`} className={styles.errors}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <button
            type="button"
            className={textButton({ tone: 'inherit' })}
            aria-label="Remove promo code"
            onClick={() => send({ type: 'promo.clear' })}
          >
            Remove
          </button>
        </div>
      ) : null}
    </div>
  );
}
