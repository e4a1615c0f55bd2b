import { useId } from 'react';
import { withoutModalSearch } from '../../../machines/modal/modal.url';
import { Dialog } from '../common/Dialog';
import { QrCode } from './QrCode';
import * as styles from './AppDownloadQRModal.css';

/** The page's own address without the modal's query params: the app opens the same shop. */
export function shopPageUrl(href: string): string {
  const url = new URL(href);
  const search = withoutModalSearch(Object.fromEntries(url.searchParams));
  url.search = new URLSearchParams(search as Record<string, string>).toString();
  url.hash = '';
  return url.toString();
}

/** appDownloadQRModal: a QR code a phone scans to open this pizzeria's menu in the Crust app. */
export function AppDownloadQRModal({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const url = shopPageUrl(window.location.href);
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onClose={onClose}>
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            Get the Crust app
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={textId} className={styles.text}>
          Scan the code with your phone's camera to open this menu in the Crust app.
        </p>
        <QrCode className={styles.code} text={url} label={`QR code for ${url}`} />
      </div>
    </Dialog>
  );
}
