import type { CartProduct } from '../../../machines/cart/cart.types';
import type { Menu } from '../../api';
import { formatMoney } from '../../format/money';
import { describeSelections, findProductType } from '../../product/options';
import type { CartRef } from '../../system';
import { QuantityStepper } from '../common/QuantityStepper';
import * as styles from './CartLine.css';

export function CartLine({ line, menu, cart }: { line: CartProduct; menu: Menu | null; cart: CartRef }) {
  const choices = describeSelections(findProductType(menu, line.id, line.productTypeId), line.selections);
  return (
    <li className={styles.line}>
      <div className={styles.info}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.size}>{line.productTypeName}</p>
        {choices.length ? <p className={styles.choices}>{choices.join(', ')}</p> : null}
        {line.specialRequest ? <p className={styles.choices}>“{line.specialRequest}”</p> : null}
        <div className={styles.controls}>
          <QuantityStepper
            value={line.quantity}
            itemName={line.name}
            min={1}
            onChange={(quantity) => cart.send({ type: 'cart.setQuantity', uuid: line.uuid, quantity })}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${line.name}`}
            onClick={() => cart.send({ type: 'cart.remove', uuid: line.uuid })}
          >
            Remove
          </button>
        </div>
      </div>
      <p className={styles.price}>{formatMoney(line.price * line.quantity)}</p>
    </li>
  );
}
