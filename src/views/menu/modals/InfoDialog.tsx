import { useId, type ReactNode, type RefObject } from 'react';
import { Dialog, DialogPlaceholder } from '@/views/common/Dialog';
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
  /** No entrance: it takes the place of its InfoDialogPlaceholder. */
  still?: boolean;
};

/** The shell of the menu page's dialogs: a titled dialog with a Close button. */
export function InfoDialog({ title, onClose, children, describedBy, wide = false, returnFocus, still }: InfoDialogProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={describedBy} onClose={onClose} returnFocus={returnFocus} still={still}>
      <InfoDialogBody titleId={titleId} title={title} onClose={onClose} wide={wide}>
        {children}
      </InfoDialogBody>
    </Dialog>
  );
}

/** An InfoDialog's look before it can open (DialogPlaceholder): the same title, Close button and content. */
export function InfoDialogPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DialogPlaceholder>
      <InfoDialogBody title={title} onClose={() => {}} wide={false}>
        {children}
      </InfoDialogBody>
    </DialogPlaceholder>
  );
}

function InfoDialogBody({
  titleId,
  title,
  onClose,
  wide,
  children,
}: {
  titleId?: string;
  title: string;
  onClose: () => void;
  wide: boolean;
  children: ReactNode;
}) {
  return (
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
  );
}
