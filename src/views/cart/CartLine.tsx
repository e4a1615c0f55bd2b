import type { CartProduct } from '@machines/cart/cart.types';
import type { Menu } from '@/api';
import { formatMoney } from '@/format/money';
import { describeSelections, findProductType } from '@/product/options';
import type { CartRef } from '@/system';
import { QuantityStepper } from '../common/QuantityStepper';
import { textButton } from '@/styles/recipes.css';
import * as styles from './CartLine.css';

type CartLineProps = { line: CartProduct; menu: Menu | null; cart: CartRef; onEdit?: (line: CartProduct) => void };

/** One cart line: its choices, a stepper down to removal, edit (re-opens the item) and remove. Bundle lines change with their deal: Edit reopens the deal. */
export function CartLine({ line, menu, cart, onEdit }: CartLineProps) {
  const choices = describeSelections(findProductType(menu, line.id, line.productTypeId), line.selections);
  const inBundle = line.couponId !== null;
  return (
    <li className={styles.line}>
      <div className={styles.info}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.size}>
          {line.productTypeName}
          {inBundle ? ' · part of your deal' : ''}
        </p>
        {choices.length ? <p className={styles.choices}>{choices.join(', ')}</p> : null}
        {line.specialRequest ? <p className={styles.choices}>“{line.specialRequest}”</p> : null}
        {inBundle ? (
          <div className={styles.controls}>
            <p className={styles.choices}>Quantity {line.quantity}</p>
            {onEdit ? (
              // Reopens the deal with its choices; saving replaces its lines.
              <button
                type="button"
                className={textButton()}
                aria-label={`Edit ${line.name}, part of your deal`}
                onClick={() => onEdit(line)}
              >
                Edit
              </button>
            ) : null}
          </div>
        ) : (
          <div className={styles.controls}>
            <QuantityStepper
              value={line.quantity}
              itemName={line.name}
              min={0}
              onChange={(quantity) => cart.send({ type: 'cart.setQuantity', uuid: line.uuid, quantity })}
            />
            {onEdit ? (
              <button type="button" className={textButton()} aria-label={`Edit ${line.name}`} onClick={() => onEdit(line)}>
                Edit
              </button>
            ) : null}
            <button
              type="button"
              className={textButton()}
              aria-label={`Remove ${line.name}`}
              onClick={() => cart.send({ type: 'cart.remove', uuid: line.uuid })}
            >
              Remove
            </button>
          </div>
        )}
      </div>
      <p className={styles.price}>{formatMoney(line.price * line.quantity)}</p>
    </li>
  );
}
