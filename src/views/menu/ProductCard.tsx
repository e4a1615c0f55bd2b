import type { Product } from '@/api';
import { formatMoney } from '@/format/money';
import { fromPrice } from '@/product/options';
import { badge } from '@/styles/recipes.css';
import { FoodArt, foodArtKind } from '../common/FoodArt';
import * as styles from './ProductCard.css';

export function ProductCard({ product, categoryName, onOpen }: { product: Product; categoryName: string; onOpen: () => void }) {
  const detailsId = `product-${product.id}-details`;
  const manySizes = product.productTypes.length > 1;
  return (
    <article className={styles.card}>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <button type="button" className={styles.open} onClick={onOpen} aria-describedby={detailsId}>
            {product.name}
          </button>
        </h3>
        <div id={detailsId} className={styles.details}>
          {product.isFeatured || product.isBestSeller ? (
            <p className={styles.marks}>
              {product.isFeatured ? <span className={badge({ tone: 'cheese' })}>Featured</span> : null}
              {product.isBestSeller ? <span className={badge({ tone: 'brand' })}>Best seller</span> : null}
            </p>
          ) : null}
          {product.description ? <p className={styles.description}>{product.description}</p> : null}
          <p className={styles.price}>
            {manySizes ? 'From ' : ''}
            {formatMoney(fromPrice(product))}
          </p>
        </div>
      </div>
      <div className={styles.media} aria-hidden="true">
        <FoodArt kind={foodArtKind(product.name, categoryName)} seed={product.id} />
      </div>
    </article>
  );
}
