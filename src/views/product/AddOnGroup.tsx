import type { AddOnCategory } from '@/api';
import { formatMoney } from '@/format/money';
import { addOnHint, chooseRadio, isAtLimit, isChosen, isRadioGroup, toggleCheckbox, type Selections } from '@/product/options';
import * as styles from './OptionGroup.css';

type AddOnGroupProps = {
  category: AddOnCategory;
  selections: Selections;
  invalid: boolean;
  onChange: (selections: Selections) => void;
};

const priceLabel = (price: number) => (price > 0 ? `+${formatMoney(price)}` : null);

/** One add-on category: a radio group when its type is radio, a checkbox group otherwise. */
export function AddOnGroup({ category, selections, invalid, onChange }: AddOnGroupProps) {
  const hintId = `category-${category.id}-hint`;
  const errorId = `category-${category.id}-error`;
  const radio = isRadioGroup(category);
  const full = !radio && category.limit > 1 && isAtLimit(selections, category);
  const noneChosen = !category.selections.some((selection) => isChosen(selections, category.id, selection.id));

  return (
    <fieldset
      className={styles.group}
      data-category={category.id}
      aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
      aria-invalid={invalid || undefined}
    >
      <legend className={styles.legend}>{category.name}</legend>
      <p id={hintId} className={category.mandatory && noneChosen ? styles.hintRequired : styles.hint}>
        {addOnHint(category)}
      </p>
      <div className={styles.options}>
        {radio && !category.mandatory ? (
          <label className={styles.option}>
            <input
              type="radio"
              name={`category-${category.id}`}
              className={styles.control}
              checked={noneChosen}
              onChange={() => onChange(chooseRadio(selections, category.id, null))}
            />
            <span className={styles.optionName}>None</span>
          </label>
        ) : null}
        {category.selections.map((selection) => {
          const checked = isChosen(selections, category.id, selection.id);
          return (
            <label key={selection.id} className={styles.option}>
              <input
                type={radio ? 'radio' : 'checkbox'}
                name={`category-${category.id}`}
                className={styles.control}
                checked={checked}
                disabled={full && !checked}
                onChange={() =>
                  onChange(radio ? chooseRadio(selections, category.id, selection.id) : toggleCheckbox(selections, category, selection.id))
                }
              />
              <span className={styles.optionName}>{selection.name}</span>
              {priceLabel(selection.price) ? <span className={styles.optionPrice}>{priceLabel(selection.price)}</span> : null}
            </label>
          );
        })}
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error} role="alert">
          Please make a selection
        </p>
      ) : null}
    </fieldset>
  );
}
