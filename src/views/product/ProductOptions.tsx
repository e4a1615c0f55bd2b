import { useRef, useState, type ReactNode } from 'react';
import type { NewCartProduct } from '@machines/cart/cart.types';
import type { Product, ProductType } from '@/api';
import { missingRequired, splitCategories, toCartProduct, translateSelections, type Selections } from '@/product/options';
import { button } from '@/styles/recipes.css';
import { FoodArt, foodArtKind } from '../common/FoodArt';
import { QuantityStepper } from '../common/QuantityStepper';
import { AddOnGroup } from './AddOnGroup';
import { SizeGroup } from './SizeGroup';
import { ToppingsGroup } from './ToppingsGroup';
import * as styles from './ProductModal.css';

export const UNAVAILABLE_COMBINATION_MESSAGE = 'That combination of options is not available. Please try something else.';

export type ProductOptionsInitial = Pick<NewCartProduct, 'productTypeId' | 'selections' | 'specialRequest' | 'quantity' | 'couponId'>;

type ProductOptionsProps = {
  /** The product with the sizes the shopper may pick (a deal item: the deal's own). */
  product: Product;
  /** Edit: the line's choices to start from. */
  initial?: Partial<ProductOptionsInitial>;
  onSubmit: (product: NewCartProduct) => void;
  submitLabel: string;
  /** The amount on the button for these choices: the menu's price × quantity, or what a deal item's options add. */
  priceLabel: (type: ProductType, selections: Selections, quantity: number) => string;
  /** A quantity stepper (a deal item is always one). */
  withQuantity?: boolean;
  /** The close (or back) control at the top of the scrolling body. */
  topBar: ReactNode;
  /** Said under the product's description (a deal item: its size, set by the deal). */
  note?: ReactNode;
  headingId: string;
  descriptionId: string;
  headingLevel?: 2 | 3;
};

const countChosen = (selections: Selections) => Object.values(selections).reduce((sum, ids) => sum + ids.length, 0);

/** The item options the menu's productModal shows (size, add-ons, whole/half toppings, a note, a quantity); display prices only. */
export function ProductOptions({
  product,
  initial,
  onSubmit,
  submitLabel,
  priceLabel,
  withQuantity = true,
  topBar,
  note,
  headingId,
  descriptionId,
  headingLevel = 2,
}: ProductOptionsProps) {
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
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  function changeSize(nextId: number) {
    const next = product.productTypes.find((candidate) => candidate.id === nextId);
    if (!next || !type) return;
    const carried = translateSelections(type, next, selections);
    // Choices the new size does not offer are dropped: say so instead of losing them silently.
    setCombinationLost(countChosen(carried) < countChosen(selections));
    setSelections(carried);
    setTypeId(nextId);
  }

  function submit() {
    if (!type) return;
    if (missing.length > 0) {
      setShowMissing(true);
      body.current?.querySelector<HTMLElement>(`[data-category="${missing[0].id}"] input`)?.focus();
      return;
    }
    onSubmit(
      toCartProduct(product, type, { selections, specialRequest: specialRequest.trim(), quantity, couponId: initial?.couponId ?? null }),
    );
  }

  return (
    <>
      <div className={styles.body} ref={body}>
        {/* An opaque sticky bar: the close button never sits over an option while the sheet scrolls. */}
        <div className={styles.topBar}>{topBar}</div>
        <div className={styles.hero} aria-hidden="true">
          <FoodArt kind={foodArtKind(product.name)} seed={product.id} />
        </div>
        <div className={styles.intro}>
          <Heading id={headingId} className={styles.title}>
            {product.name}
          </Heading>
          <p id={descriptionId} className={styles.description}>
            {product.description}
          </p>
          {note ? <p className={styles.description}>{note}</p> : null}
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
        {withQuantity ? <QuantityStepper value={quantity} onChange={setQuantity} /> : null}
        <button type="button" className={`${button({ size: 'lg' })} ${styles.add}`} onClick={submit}>
          {submitLabel} — {priceLabel(type, selections, quantity)}
        </button>
      </div>
    </>
  );
}
