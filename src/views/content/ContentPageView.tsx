import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { button } from '@/styles/recipes.css';
import { FoodArt, type FoodArtKind } from '../common/FoodArt';
import type { ContentPage } from './contentPages';
import * as styles from './ContentPageView.css';
import { usePageHead } from '../../head/pageHead';

type ContentPageViewProps = { page: ContentPage; kicker?: string; art?: FoodArtKind; children?: ReactNode };

/** A static content page: title, lead, sections, an optional call to action and extra content below. */
export function ContentPageView({ page, kicker, art, children }: ContentPageViewProps) {
  usePageHead(page.title);
  return (
    <article className={styles.page} aria-labelledby="content-title">
      <header className={styles.hero}>
        {art ? (
          <span aria-hidden="true">
            <FoodArt kind={art} className={styles.art} />
          </span>
        ) : null}
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <h1 id="content-title" className={styles.title}>
          {page.title}
        </h1>
        <p className={styles.lead}>{page.lead}</p>
      </header>
      {page.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.sectionTitle}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {children}
      {page.action ? (
        <p>
          <Link to={page.action.to} className={button({ size: 'lg' })}>
            {page.action.label}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
