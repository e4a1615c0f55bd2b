import { productConditions, type Deal, type DealItem } from '@machines/coupon/coupon.types';
import type { Menu } from '@/api';
import { formatMoney } from '@/format/money';
import { bundleTotal, dealPrice, itemExtras } from '@/product/deals';
import { describeSelections, findProduct, findProductType } from '@/product/options';
import { button, textButton } from '@/styles/recipes.css';
import * as styles from './DealsModal.css';

/** 'Cheese Pizza (2 of 2)' where a condition asks for more than one; the product's name otherwise. */
export function itemTitle(deal: Deal, items: DealItem[], index: number, menu: Menu): string {
  const item = items[index];
  const name = findProduct(menu, item.productId)?.name ?? 'Item';
  const condition = productConditions(deal).find((c) => c.id === item.conditionId);
  const count = Math.max(1, condition?.quantity ?? 1);
  if (count === 1) return name;
  const unit = items.slice(0, index + 1).filter((other) => other.conditionId === item.conditionId).length;
  return `${name} (${unit} of ${count})`;
}

type DealBuilderProps = {
  deal: Deal;
  items: DealItem[];
  menu: Menu;
  editing: boolean;
  canAdd: boolean;
  onOpen: (index: number) => void;
  onAdd: () => void;
  onBack: () => void;
};

/** The bundle's items, each with what was chosen for it (or what it still needs), the deal's price with its extras. */
export function DealBuilder({ deal, items, menu, editing, canAdd, onOpen, onAdd, onBack }: DealBuilderProps) {
  const { extras, total } = bundleTotal(deal, menu, items);
  return (
    <div className={styles.builder}>
      <p className={styles.muted}>{deal.description ? `${deal.description} ` : ''}Choose the options of each item.</p>
      <ol className={styles.items} aria-label="Items in this deal">
        {items.map((item, index) => {
          const title = itemTitle(deal, items, index, menu);
          const type = findProductType(menu, item.productId, item.choice?.productTypeId ?? item.sizes[0]?.productTypeId ?? 0);
          const required = type ? type.selectionCategories.filter((c) => c.mandatory).map((c) => c.name) : [];
          const choices = item.choice ? describeSelections(type, item.choice.selections) : [];
          const added = item.choice && type ? itemExtras(type, item.choice.selections) : 0;
          const verb = item.choice ? 'Change' : 'Choose';
          return (
            <li key={index} className={styles.item}>
              <article className={styles.itemText} aria-label={title}>
                <p className={styles.itemName}>
                  {title} <span className={styles.muted}>· {type?.name}</span>
                </p>
                {item.choice ? (
                  <p className={styles.muted}>{choices.length ? choices.join(', ') : 'No options chosen'}</p>
                ) : (
                  <p className={styles.needs}>Choose {required.join(', ').toLowerCase() || 'options'}</p>
                )}
                {item.choice?.specialRequest ? <p className={styles.muted}>“{item.choice.specialRequest}”</p> : null}
                {added > 0 ? <p className={styles.extra}>+{formatMoney(added)}</p> : null}
              </article>
              <button type="button" className={textButton()} aria-label={`${verb} ${title}`} onClick={() => onOpen(index)}>
                {verb}
              </button>
            </li>
          );
        })}
      </ol>
      <dl className={styles.totals} aria-label="Deal price">
        <div className={styles.totalRow}>
          <dt>{dealPrice(deal)}</dt>
          <dd>{formatMoney(deal.discountAmount)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>Extras</dt>
          <dd>{formatMoney(extras)}</dd>
        </div>
      </dl>
      {canAdd ? null : <p className={styles.muted}>Choose every item to add this deal.</p>}
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'secondary' })} onClick={onBack}>
          Back to deals
        </button>
        <button type="button" className={button()} disabled={!canAdd} onClick={onAdd}>
          {editing ? 'Update deal' : 'Add deal to cart'} — {formatMoney(canAdd ? total : deal.discountAmount + extras)}
        </button>
      </div>
    </div>
  );
}
