import { useId } from 'react';
import { button } from '@/styles/recipes.css';
import * as styles from './AppPromoToast.css';

type AppPromoToastProps = { shown: boolean; onAccept: () => void; onDismiss: () => void };

/**
 * The menu's app promo toast: a polite status region that stays in the page and fills when the toast
 * shows, so it is announced without taking focus.
 */
export function AppPromoToast({ shown, onAccept, onDismiss }: AppPromoToastProps) {
  const titleId = useId();
  return (
    <div role="status" className={styles.region} aria-labelledby={shown ? titleId : undefined}>
      {shown ? (
        <div className={styles.toast}>
          <div className={styles.text}>
            <p id={titleId} className={styles.title}>
              Crust is better in the app
            </p>
            <p className={styles.body}>Reorder your favorites in two taps and follow your pizza to the door.</p>
          </div>
          <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss app promotion">
            <span aria-hidden="true">×</span>
          </button>
          <div className={styles.actions}>
            <button type="button" className={button({ size: 'sm' })} onClick={onAccept}>
              Get the app
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
