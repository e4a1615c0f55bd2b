import type { Menu } from '../../api';
import { Skeleton } from '../common/Skeleton';
import { ProductCard } from './ProductCard';
import * as styles from './MenuSections.css';

const categoryAnchor = (id: number) => `category-${id}`;

export function MenuSections({ menu, onOpenProduct }: { menu: Menu; onOpenProduct: (productId: number) => void }) {
  const categories = menu.categories.filter((category) => category.isDisplayed && category.groupedProducts.length > 0);
  if (categories.length === 0) return <p className={styles.emptyMenu}>This pizzeria hasn't published its menu yet.</p>;

  return (
    <div className={styles.menu}>
      <nav className={styles.nav} aria-label="Menu categories">
        <ul className={styles.navList}>
          {categories.map((category) => (
            <li key={category.id}>
              <a className={styles.navLink} href={`#${categoryAnchor(category.id)}`}>
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((category) => (
        <section key={category.id} id={categoryAnchor(category.id)} className={styles.section} aria-labelledby={`${categoryAnchor(category.id)}-title`}>
          <div className={styles.sectionHead}>
            <h2 id={`${categoryAnchor(category.id)}-title`} className={styles.sectionTitle}>
              {category.name}
            </h2>
            {category.description ? <p className={styles.sectionText}>{category.description}</p> : null}
          </div>
          <ul className={styles.grid}>
            {category.groupedProducts.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} categoryName={category.name} onOpen={() => onOpenProduct(product.id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function MenuSkeleton() {
  return (
    <div className={styles.menu} aria-busy="true" aria-label="Loading menu">
      <div className={styles.navList}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} width="110px" height="40px" radius="999px" />
        ))}
      </div>
      <Skeleton width="180px" height="28px" />
      <div className={styles.grid}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="128px" radius="16px" />
        ))}
      </div>
    </div>
  );
}
