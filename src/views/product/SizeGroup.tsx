import type { ProductType } from '@/api';
import { formatMoney } from '@/format/money';
import * as styles from './OptionGroup.css';

export function SizeGroup({ types, value, onChange }: { types: ProductType[]; value: number; onChange: (typeId: number) => void }) {
  return (
    <fieldset className={styles.group} aria-describedby="size-hint">
      <legend className={styles.legend}>Size</legend>
      <p id="size-hint" className={styles.hint}>
        Required, select only one
      </p>
      <div className={styles.options}>
        {types.map((type) => (
          <label key={type.id} className={styles.option}>
            <input
              type="radio"
              name="product-size"
              className={styles.control}
              checked={type.id === value}
              onChange={() => onChange(type.id)}
            />
            <span className={styles.optionName}>{type.name}</span>
            <span className={styles.optionPrice}>{formatMoney(type.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
