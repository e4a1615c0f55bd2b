import { useSelector } from '@xstate/react';
import { offeredOptions, type OrderOptionType } from '@machines/checkout/checkout.options';
import type { CheckoutRef } from '@/effects/checkout';
import { ORDER_OPTION_TEXTS } from '@/format/orderOptions';
import * as styles from './Checkout.css';

/** Checkout §3 fulfilment options this mode offers at this shop, each a checkbox with what it means. */
export function OrderOptionsFields({ checkout }: { checkout: CheckoutRef }) {
  const offered = useSelector(checkout, (state) => offeredOptions(state.context.shop, state.context.forDelivery).join(','));
  const chosen = useSelector(checkout, (state) => state.context.orderOptions);
  const options = offered.split(',') as OrderOptionType[];
  return (
    <fieldset className={styles.stack}>
      <legend className={styles.lineName}>Order options</legend>
      {options.map((option) => (
        <label key={option} className={styles.payment}>
          <input
            type="checkbox"
            className={styles.paymentRadio}
            checked={chosen.includes(option)}
            onChange={(event) => checkout.send({ type: 'option.toggle', option, on: event.target.checked })}
            aria-describedby={`option-${option}-hint`}
          />
          <span>
            {ORDER_OPTION_TEXTS[option].label}
            <span id={`option-${option}-hint`} className={styles.optionHint}>
              {ORDER_OPTION_TEXTS[option].hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
