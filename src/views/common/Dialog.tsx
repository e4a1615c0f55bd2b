import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from './afterNextPaint';
import * as styles from './Dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  /** id of the element that names the dialog (usually its heading) */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** 'center' on every width, or 'sheet': bottom sheet on mobile, side panel from tablet up */
  placement?: 'center' | 'sheet';
  /** element to focus first; defaults to the first focusable element */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** element to focus on close, read when it closes; defaults to the element that opened the dialog */
  returnFocus?: React.RefObject<HTMLElement | null>;
  /** no entrance: it takes the place of its placeholder (DialogPlaceholder), already on screen */
  still?: boolean;
  children: ReactNode;
};

/**
 * A modal dialog: role="dialog", aria-modal, named by its heading, focus trapped inside and
 * returned to the opener on close; Escape and the backdrop ask the owner to close it.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  placement = 'center',
  initialFocus,
  returnFocus,
  still = false,
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
    first?.focus({ preventScroll: true });
    // The page behind turns inert and stops scrolling once the dialog has painted: both restyle the whole
    // page, which would hold the dialog's first frame (measured: 30 ms of a tap's 200 ms at 4× CPU). Until
    // then the backdrop covers the page and focus is already inside.
    const root = document.getElementById('root');
    const { overflow } = document.body.style;
    let locked = false;
    const cancelLock = afterNextPaint(() => {
      locked = true;
      root?.setAttribute('inert', '');
      document.body.style.overflow = 'hidden';
    });

    return () => {
      cancelLock();
      if (locked) {
        root?.removeAttribute('inert');
        document.body.style.overflow = overflow;
      }
      // the opener's element as it is at closing time, on purpose: it may have been re-rendered meanwhile
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = returnFocus?.current ?? opener;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
    // Runs once per opening: the opener is whatever had focus when the dialog appeared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // the backdrop's click is the pointer's way out; keyboard users have Escape (the dialog's onKeyDown)
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={stillClass(styles.backdrop[placement], still)}
      onMouseDown={(event) => event.target === event.currentTarget && onCloseRef.current()}
    >
      {/* Escape and the focus trap belong to the dialog itself */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        className={stillClass(styles.panel[placement], still)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/**
 * A dialog's look, painted before the dialog can open (with the server's HTML, or the moment before an
 * offer opens it): inert and hidden from assistive technology, without an entrance, in the page rather
 * than in a portal (the server has no document.body). The Dialog that replaces it comes `still`.
 */
export function DialogPlaceholder({ placement = 'center', children }: { placement?: DialogProps['placement']; children: ReactNode }) {
  return (
    <div className={stillClass(styles.backdrop[placement], true)} aria-hidden="true" inert>
      <div className={stillClass(styles.panel[placement], true)}>{children}</div>
    </div>
  );
}

const stillClass = (className: string, still: boolean) => (still ? `${className} ${styles.still}` : className);
