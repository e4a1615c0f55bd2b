import { MAX_QUANTITY } from '@machines/cart/cart.lines';
import * as styles from './QuantityStepper.css';

type QuantityStepperProps = {
  value: number;
  /** what is being counted, for the buttons' names: 'Decrease quantity of Margherita' */
  itemName?: string;
  min?: number;
  max?: number;
  onChange: (quantity: number) => void;
};

export function QuantityStepper({ value, itemName, min = 1, max = MAX_QUANTITY, onChange }: QuantityStepperProps) {
  const of = itemName ? ` of ${itemName}` : '';
  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity${of}`}>
      <button
        type="button"
        className={styles.step}
        aria-label={`Decrease quantity${of}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`Quantity${of}`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={`Increase quantity${of}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
