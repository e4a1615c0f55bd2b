import { useId, type ReactNode, type RefObject } from 'react';
import { Dialog } from '@/views/common/Dialog';
import * as styles from './InfoDialog.css';
import * as dialogStyles from '@/views/common/Dialog.css';

type InfoDialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The id of the text that describes the dialog, when there is one. */
  describedBy?: string;
  /** A form inside: wider, and its content scrolls when taller than the screen. */
  wide?: boolean;
  /** Where focus goes when it closes, when not back to the control that opened it. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/** The shell of the menu page's dialogs: a titled dialog with a Close button. */
export function InfoDialog({ title, onClose, children, describedBy, wide = false, returnFocus }: InfoDialogProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={describedBy} onClose={onClose} returnFocus={returnFocus}>
      <div className={wide ? styles.wideBody : styles.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={dialogStyles.closeButton} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </Dialog>
  );
}
