import { textButton } from '@/styles/recipes.css';
import * as styles from './MenuView.css';

/**
 * A secondary loader of the menu page (hours, ratings, cuisines, nearby shops) that failed: the menu
 * stays usable, the shopper is told what is missing and can retry just that part.
 */
export function SideLoadError({ what, retryLabel, onRetry }: { what: string; retryLabel: string; onRetry: () => void }) {
  return (
    <p className={styles.sideError} role="status">
      We couldn't load {what}.{' '}
      <button type="button" className={textButton({ size: 'inline' })} onClick={onRetry}>
        {retryLabel}
      </button>
    </p>
  );
}
