import { Link } from '@tanstack/react-router';
import { button } from '@/styles/recipes.css';
import * as styles from './StatusPage.css';
import { usePageHead } from '../../head/pageHead';

export const NOT_FOUND_MESSAGE = "Uh oh. There's no pizza here…";
/** The document's name for a page that is not there. */
export const NOT_FOUND_PAGE_NAME = 'Page not found';

export function NotFoundView({ message = NOT_FOUND_MESSAGE }: { message?: string }) {
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="52" fill="#F7EEE4" />
        <path d="M24 60a36 36 0 0 1 72 0" stroke="#D98A3D" strokeWidth="10" fill="none" strokeLinecap="round" />
        <circle cx="46" cy="70" r="5" fill="#2B1A10" />
        <circle cx="74" cy="70" r="5" fill="#2B1A10" />
        <path d="M48 92c8-6 16-6 24 0" stroke="#2B1A10" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
      <h1 id="status-title" className={styles.title}>
        {message}
      </h1>
      <p className={styles.text}>The page you were looking for isn't on the menu.</p>
      <Link to="/" className={button({ size: 'lg' })}>
        Back to home
      </Link>
    </section>
  );
}

/** The not-found page on its own (the not-found route and every route's not-found): named, with no canonical URL. */
export function NotFoundPage() {
  usePageHead(NOT_FOUND_PAGE_NAME, null);
  return <NotFoundView />;
}
