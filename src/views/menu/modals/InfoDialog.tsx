import { useId, type ReactNode } from 'react';
import { Dialog } from '../../common/Dialog';
import * as styles from './InfoDialog.css';

/** The shell of the menu page's information dialogs: a titled dialog with a Close button. */
export function InfoDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose}>
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </Dialog>
  );
}
