import type { NewCartProduct } from '@machines/cart/cart.types';
import type { Product } from '@/api';
import { formatMoney } from '@/format/money';
import { unitPrice } from '@/product/options';
import { Dialog } from '../common/Dialog';
import { ProductOptions, type ProductOptionsInitial } from './ProductOptions';
import * as dialogStyles from '../common/Dialog.css';

export { UNAVAILABLE_COMBINATION_MESSAGE } from './ProductOptions';

type ProductModalProps = {
  product: Product;
  onAdd: (product: NewCartProduct) => void;
  onClose: () => void;
  /** Edit mode: the cart line's choices to start from, and the button's verb ('Update item'). */
  initial?: ProductOptionsInitial;
  submitLabel?: string;
};

/** productModal: size, add-ons, whole/half toppings, a note and a quantity; the price shown is display only. */
export function ProductModal({ product, onAdd, onClose, initial, submitLabel = 'Add to cart' }: ProductModalProps) {
  if (product.productTypes.length === 0) return null;
  return (
    <Dialog labelledBy="product-title" describedBy="product-description" onClose={onClose}>
      <ProductOptions
        product={product}
        initial={initial}
        onSubmit={onAdd}
        submitLabel={submitLabel}
        priceLabel={(type, selections, quantity) => formatMoney(unitPrice(type, selections) * quantity)}
        headingId="product-title"
        descriptionId="product-description"
        topBar={
          <button type="button" className={dialogStyles.closeButton} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        }
      />
    </Dialog>
  );
}
