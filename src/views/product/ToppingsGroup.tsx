import type { AddOnCategory } from '@/api';
import { formatMoney } from '@/format/money';
import {
  isAtLimit,
  PLACEMENT_LABELS,
  placeTopping,
  selectionCharge,
  toppingPlacement,
  toppingRows,
  type Selections,
  type ToppingArea,
  type ToppingPlacement,
} from '@/product/options';
import * as styles from './ToppingsGroup.css';

type ToppingsGroupProps = {
  toppings: Partial<Record<ToppingArea, AddOnCategory>>;
  selections: Selections;
  onChange: (selections: Selections) => void;
};

const placements: ToppingPlacement[] = ['none', 'whole', 'first_half', 'second_half'];

/**
 * The three topping categories (Whole / First Half / Second Half Pizza Toppings) shown as one list:
 * each topping has a None / Whole / Left Half / Right Half choice that picks the selection of the
 * matching category.
 */
export function ToppingsGroup({ toppings, selections, onChange }: ToppingsGroupProps) {
  const rows = toppingRows(toppings);
  const limit = toppings.whole?.limit ?? 0;

  return (
    <fieldset className={styles.group} aria-describedby="toppings-hint">
      <legend className={styles.legend}>Toppings</legend>
      <p id="toppings-hint" className={styles.hint}>
        Put each topping on the whole pizza or on one half.{limit > 0 ? ` Up to ${limit} per area.` : ''}
      </p>
      <ul className={styles.rows}>
        {rows.map((row) => {
          const current = toppingPlacement(selections, row);
          const whole = row.choices.whole?.selection.price;
          const halfChoice = row.choices.first_half ?? row.choices.second_half;
          const halfArea = row.choices.first_half ? toppings.first_half : toppings.second_half;
          const half = halfChoice && halfArea ? selectionCharge(halfArea, halfChoice.selection) : undefined;
          return (
            <li key={row.name} className={styles.row}>
              <div className={styles.rowHead}>
                <span className={styles.name}>{row.name}</span>
                <span className={styles.price}>
                  {whole !== undefined && whole > 0 ? `+${formatMoney(whole)}` : ''}
                  {half !== undefined && half > 0 && half !== whole ? ` · half +${formatMoney(half)}` : ''}
                </span>
              </div>
              <div role="radiogroup" aria-label={row.name} className={styles.choices}>
                {placements.map((placement) => {
                  const area = placement === 'none' ? null : placement;
                  const choice = area ? row.choices[area] : null;
                  const category = area ? toppings[area] : undefined;
                  const unavailable = area !== null && (!choice || (category && current !== area && isAtLimit(selections, category)));
                  return (
                    <label key={placement} className={styles.choice}>
                      <input
                        type="radio"
                        className={styles.radio}
                        name={`topping-${row.name}`}
                        checked={current === placement}
                        disabled={Boolean(unavailable)}
                        onChange={() => onChange(placeTopping(selections, row, placement))}
                      />
                      <span className={styles.face}>
                        <PlacementIcon placement={placement} />
                        {PLACEMENT_LABELS[placement]}
                      </span>
                    </label>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function PlacementIcon({ placement }: { placement: ToppingPlacement }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {placement === 'whole' ? <circle cx="8" cy="8" r="4.5" fill="currentColor" /> : null}
      {placement === 'first_half' ? <path d="M8 3.5a4.5 4.5 0 0 0 0 9z" fill="currentColor" /> : null}
      {placement === 'second_half' ? <path d="M8 3.5a4.5 4.5 0 0 1 0 9z" fill="currentColor" /> : null}
    </svg>
  );
}
