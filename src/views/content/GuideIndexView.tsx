import type { Guide } from './guides';
import { FoodArt } from '../common/FoodArt';
import type { ContentPage } from './contentPages';
import { ContentPageView } from './ContentPageView';
import * as styles from './ContentPageView.css';

type GuideIndexViewProps = { page: ContentPage; guides: Guide[]; basePath: string; listLabel: string };

/** The index of pizza types or dishes: the page text and a link tile per guide. */
export function GuideIndexView({ page, guides, basePath, listLabel }: GuideIndexViewProps) {
  return (
    <ContentPageView page={page}>
      <ul className={styles.list} aria-label={listLabel}>
        {guides.map((guide) => (
          <li key={guide.slug}>
            <a className={styles.tile} href={`${basePath}/${guide.slug}`}>
              <span aria-hidden="true">
                <FoodArt kind={guide.art} seed={guide.slug.length} className={styles.tileArt} />
              </span>
              {guide.name}
            </a>
          </li>
        ))}
      </ul>
    </ContentPageView>
  );
}
