import { useSelector } from '@xstate/react';
import { CUSTOM_TIP, percentTip, subtotalOf, TIP_PERCENTAGES, tipError, tipsOffered } from '@machines/checkout/checkout.tip';
import type { CheckoutRef } from '@/effects/checkout';
import { formatMoney } from '@/format/money';
import { TextField } from '../common/TextField';
import * as styles from './TipChooser.css';

/** Checkout §3 tip: the presets with what each comes to on this cart, or a custom amount; only where the shop takes tips for the mode. */
export function TipChooser({ checkout }: { checkout: CheckoutRef }) {
  const offered = useSelector(checkout, (state) => tipsOffered(state.context.shop, state.context.forDelivery));
  const tip = useSelector(checkout, (state) => state.context.tip);
  const subtotal = useSelector(checkout, (state) => subtotalOf(state.context.cartProducts));
  // a custom tip that is not money says so as soon as it is typed (and, like every field, after a submit)
  const error = useSelector(checkout, (state) =>
    state.context.formSubmitted || state.context.tip.custom.trim() ? tipError(state.context) : undefined,
  );
  if (!offered) return null;
  const choose = (percentage: number) => checkout.send({ type: 'tip.choose', percentage });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Add a tip</legend>
      <div className={styles.options}>
        {TIP_PERCENTAGES.map((percentage) => (
          <label key={percentage} className={styles.option}>
            <input
              type="radio"
              name="tip"
              className={styles.radio}
              checked={tip.percentage === percentage}
              onChange={() => choose(percentage)}
            />
            {percentage === 0 ? 'No tip' : `${percentage}%`}
            {percentage === 0 ? null : <span className={styles.amount}>{formatMoney(percentTip(subtotal, percentage))}</span>}
          </label>
        ))}
        <label className={styles.option}>
          <input
            type="radio"
            name="tip"
            className={styles.radio}
            checked={tip.percentage === CUSTOM_TIP}
            onChange={() => choose(CUSTOM_TIP)}
          />
          Other
        </label>
      </div>
      {tip.percentage === CUSTOM_TIP ? (
        <TextField
          id="custom-tip"
          label="Tip amount ($)"
          value={tip.custom}
          onChange={(value) => checkout.send({ type: 'tip.customChange', value })}
          inputMode="decimal"
          required
          error={error}
        />
      ) : null}
    </fieldset>
  );
}
