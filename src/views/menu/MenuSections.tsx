import { useEffect, useRef } from 'react';
import type { Menu } from '@/api';
import { categoryAnchor, useMenuFocus } from '@/hooks/useMenuFocus';
import { Skeleton } from '../common/Skeleton';
import { ProductCard } from './ProductCard';
import * as styles from './MenuSections.css';

export function MenuSections({ menu, onOpenProduct }: { menu: Menu; onOpenProduct: (productId: number) => void }) {
  const categories = menu.categories.filter((category) => category.isDisplayed && category.groupedProducts.length > 0);
  const { focused, select } = useMenuFocus(categories.map((category) => category.id));
  const navList = useRef<HTMLUListElement>(null);

  // Keep the focused chip visible in the horizontally scrolling navigation.
  useEffect(() => {
    const list = navList.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !chip) return;
    const left = chip.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + chip.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: Math.max(0, left - 16) });
  }, [focused]);

  if (categories.length === 0) return <p className={styles.emptyMenu}>This pizzeria hasn't published its menu yet.</p>;

  return (
    <div className={styles.menu}>
      <nav className={styles.nav} aria-label="Menu categories">
        <ul className={styles.navList} ref={navList}>
          {categories.map((category) => (
            <li key={category.id}>
              <a
                className={styles.navLink}
                href={`#${categoryAnchor(category.id)}`}
                aria-current={focused === category.id ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  select(category.id);
                }}
              >
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((category) => (
        <section
          key={category.id}
          id={categoryAnchor(category.id)}
          tabIndex={-1}
          className={styles.section}
          aria-labelledby={`${categoryAnchor(category.id)}-title`}
        >
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
