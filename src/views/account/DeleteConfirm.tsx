import { button, textButton } from '@/styles/recipes.css';
import * as styles from './DeleteConfirm.css';

/**
 * A saved card's or address's "Delete?" question in place of its Delete button (the machine's
 * confirmingDelete state): "Yes, delete" and "Cancel" answer it. Cancel takes the focus, the safe answer.
 */
export function DeleteConfirm({ subject, onConfirm, onCancel }: { subject: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div role="group" aria-label={`Delete ${subject}?`} className={styles.group}>
      <span className={styles.question} aria-hidden="true">
        Delete?
      </span>
      <button type="button" className={button({ tone: 'primary', size: 'sm' })} onClick={onConfirm}>
        Yes, delete
      </button>
      {/* the Delete button this replaces had focus: it moves to the safe answer, not back to the page's top */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <button type="button" className={textButton()} onClick={onCancel} autoFocus>
        Cancel
      </button>
    </div>
  );
}
