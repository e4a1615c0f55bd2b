import { useRef, useState } from 'react';
import type { NewCartProduct } from '@machines/cart/cart.types';
import type { Product } from '@/api';
import { formatMoney } from '@/format/money';
import { missingRequired, splitCategories, toCartProduct, translateSelections, unitPrice, type Selections } from '@/product/options';
import { button } from '@/styles/recipes.css';
import { Dialog } from '../common/Dialog';
import { FoodArt, foodArtKind } from '../common/FoodArt';
import { QuantityStepper } from '../common/QuantityStepper';
import { AddOnGroup } from './AddOnGroup';
import { SizeGroup } from './SizeGroup';
import { ToppingsGroup } from './ToppingsGroup';
import * as styles from './ProductModal.css';
import * as dialogStyles from '../common/Dialog.css';

type ProductModalProps = {
  product: Product;
  onAdd: (product: NewCartProduct) => void;
  onClose: () => void;
  /** Edit mode: the cart line's choices to start from, and the button's verb ('Update item'). */
  initial?: Pick<NewCartProduct, 'productTypeId' | 'selections' | 'specialRequest' | 'quantity' | 'couponId'>;
  submitLabel?: string;
};

export const UNAVAILABLE_COMBINATION_MESSAGE = 'That combination of options is not available. Please try something else.';

const countChosen = (selections: Selections) => Object.values(selections).reduce((sum, ids) => sum + ids.length, 0);

/** productModal: size, add-ons, whole/half toppings, a note and a quantity; the price shown is display only. */
export function ProductModal({ product, onAdd, onClose, initial, submitLabel = 'Add to cart' }: ProductModalProps) {
  const [typeId, setTypeId] = useState(initial?.productTypeId ?? product.productTypes[0]?.id ?? 0);
  const [selections, setSelections] = useState<Selections>(initial?.selections ?? {});
  const [specialRequest, setSpecialRequest] = useState(initial?.specialRequest ?? '');
  const [quantity, setQuantity] = useState(initial?.quantity ?? 1);
  const [showMissing, setShowMissing] = useState(false);
  const [combinationLost, setCombinationLost] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  const type = product.productTypes.find((candidate) => candidate.id === typeId) ?? product.productTypes[0];
  if (!type) return null;
  const { addOns, toppings } = splitCategories(type);
  const missing = missingRequired(type, selections);
  const missingIds = showMissing ? new Set(missing.map((category) => category.id)) : new Set<number>();
  const total = unitPrice(type, selections) * quantity;

  function changeSize(nextId: number) {
    const next = product.productTypes.find((candidate) => candidate.id === nextId);
    if (!next || !type) return;
    const carried = translateSelections(type, next, selections);
    // Choices the new size does not offer are dropped: say so instead of losing them silently.
    setCombinationLost(countChosen(carried) < countChosen(selections));
    setSelections(carried);
    setTypeId(nextId);
  }

  function add() {
    if (!type) return;
    if (missing.length > 0) {
      setShowMissing(true);
      body.current?.querySelector<HTMLElement>(`[data-category="${missing[0].id}"] input`)?.focus();
      return;
    }
    onAdd(toCartProduct(product, type, { selections, specialRequest: specialRequest.trim(), quantity, couponId: initial?.couponId ?? null }));
  }

  return (
    <Dialog labelledBy="product-title" describedBy="product-description" onClose={onClose}>
      <div className={styles.body} ref={body}>
        {/* An opaque sticky bar: the close button never sits over an option while the sheet scrolls. */}
        <div className={styles.topBar}>
          <button type="button" className={dialogStyles.closeButton} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.hero} aria-hidden="true">
          <FoodArt kind={foodArtKind(product.name)} seed={product.id} />
        </div>
        <div className={styles.intro}>
          <h2 id="product-title" className={styles.title}>
            {product.name}
          </h2>
          <p id="product-description" className={styles.description}>
            {product.description}
          </p>
        </div>
        {product.productTypes.length > 1 ? <SizeGroup types={product.productTypes} value={type.id} onChange={changeSize} /> : null}
        {combinationLost ? (
          <p className={styles.combinationAlert} role="alert">
            {UNAVAILABLE_COMBINATION_MESSAGE}
          </p>
        ) : null}
        {addOns.map((category) => (
          <AddOnGroup
            key={category.id}
            category={category}
            selections={selections}
            invalid={missingIds.has(category.id)}
            onChange={setSelections}
          />
        ))}
        {toppings.whole || toppings.first_half || toppings.second_half ? (
          <ToppingsGroup toppings={toppings} selections={selections} onChange={setSelections} />
        ) : null}
        <div className={styles.note}>
          <label htmlFor="special-request" className={styles.noteLabel}>
            Special request
          </label>
          <textarea
            id="special-request"
            className={styles.textarea}
            rows={2}
            maxLength={500}
            placeholder="Well done, light sauce, extra napkins…"
            value={specialRequest}
            onChange={(event) => setSpecialRequest(event.target.value)}
          />
        </div>
      </div>
      <div className={styles.footer}>
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <button type="button" className={`${button({ size: 'lg' })} ${styles.add}`} onClick={add}>
          {submitLabel} — {formatMoney(total)}
        </button>
      </div>
    </Dialog>
  );
}
