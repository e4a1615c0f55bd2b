import { button } from '@/styles/recipes.css';
import * as styles from './ErrorPanel.css';

type ErrorPanelProps = { title?: string; message: string; onRetry?: () => void };

export function ErrorPanel({ title = 'Something went wrong', message, onRetry }: ErrorPanelProps) {
  return (
    <div className={styles.panel} role="alert">
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <button type="button" className={button({ tone: 'secondary' })} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
