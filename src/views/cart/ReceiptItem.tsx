import type { ReceiptLine } from '@/api';
import { formatMoney } from '@/format/money';
import { PLACEMENT_LABELS, type ToppingArea } from '@/product/options';
import * as styles from './ReceiptItem.css';

/** A topping on half a pizza names its half: 'Pepperoni (Left half)'. */
function selectionText(line: ReceiptLine) {
  return line.selections
    .map((s) => (s.area && s.area !== 'whole' ? `${s.name} (${PLACEMENT_LABELS[s.area as ToppingArea] ?? s.area})` : s.name))
    .join(', ');
}

/** One priced line of a receipt, as checkout's cart review and the order summary show it. */
export function ReceiptItem({ line }: { line: ReceiptLine }) {
  return (
    <li className={styles.item}>
      <div>
        <p className={styles.name}>
          {line.quantity} × {line.name}
        </p>
        <p className={styles.detail}>{line.productTypeName}</p>
        {line.selections.length ? <p className={styles.detail}>{selectionText(line)}</p> : null}
        {line.specialRequest ? <p className={styles.detail}>“{line.specialRequest}”</p> : null}
      </div>
      <span>{formatMoney(line.totalPrice)}</span>
    </li>
  );
}
