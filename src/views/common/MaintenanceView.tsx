import { button } from '@/styles/recipes.css';
import * as styles from './StatusPage.css';
import { usePageHead } from '../../head/pageHead';

export const MAINTENANCE_MESSAGE = 'This part of the site is currently undergoing a little maintenance…';

export function MaintenanceView() {
  usePageHead('Under maintenance', null);
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="52" fill="#FFF3D6" />
        <path
          d="M34 82l30-30M58 40a14 14 0 1 0 20 20l10 10-8 8-10-10a14 14 0 0 1-12-28"
          stroke="#7A3E1D"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="status-title" className={styles.title}>
        {MAINTENANCE_MESSAGE}
      </h1>
      <p className={styles.text}>We'll be back shortly. Thanks for your patience.</p>
      <a href="/" className={button({ size: 'lg' })}>
        Back to home
      </a>
    </section>
  );
}
