import { formatMoney } from '@/format/money';
import { useLoaded } from '@/hooks/useLoader';
import { useRecommendations } from '@/hooks/useRecommendations';
import { fromPrice } from '@/product/options';
import type { CartRef } from '@/system';
import { useSystem } from '@/SystemProvider';
import { skeleton, textButton } from '@/styles/recipes.css';
import * as styles from './Recommendations.css';

/**
 * "You might also like": the shop's recommendations for the cart's products (loading, the products,
 * or an error with a retry); picking one opens its item modal.
 */
export function Recommendations({ cart, shopId }: { cart: CartRef; shopId: number }) {
  const { modal } = useSystem();
  const loader = useRecommendations(cart, shopId);
  const { status, data } = useLoaded(loader);
  if (status === 'initial' || (status === 'success' && !data?.length)) return null;
  return (
    <section className={styles.strip} aria-labelledby="recommendations-title" aria-busy={status === 'loading'}>
      <h3 id="recommendations-title" className={styles.title}>
        You might also like
      </h3>
      {status === 'loading' ? (
        <ul className={styles.list} aria-label="Loading suggestions">
          {[0, 1, 2].map((index) => (
            <li key={index} className={`${skeleton} ${styles.placeholder}`} />
          ))}
        </ul>
      ) : null}
      {status === 'error' ? (
        <p className={styles.error} role="status">
          We couldn't load suggestions.{' '}
          <button type="button" className={textButton({ size: 'inline' })} onClick={() => loader.send({ type: 'load.retry' })}>
            Retry suggestions
          </button>
        </p>
      ) : null}
      {status === 'success' && data ? (
        <ul className={styles.list} aria-label="Suggestions">
          {data.map((product) => (
            <li key={product.id} className={styles.item}>
              <button
                type="button"
                className={styles.open}
                aria-haspopup="dialog"
                onClick={() => modal.send({ type: 'modal.open', name: 'productModal', params: { productId: String(product.id) } })}
              >
                <span className={styles.name}>{product.name}</span>
                <span className={styles.price}>{formatMoney(fromPrice(product))}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
