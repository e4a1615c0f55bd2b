import { useId } from 'react';
import { withoutModalSearch } from '@machines/modal/modal.url';
import { InfoDialog } from '../menu/modals/InfoDialog';
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
  const textId = useId();
  const url = shopPageUrl(window.location.href);
  return (
    <InfoDialog title="Get the Crust app" describedBy={textId} onClose={onClose}>
      <p id={textId} className={styles.text}>
        Scan the code with your phone's camera to open this menu in the Crust app.
      </p>
      <QrCode className={styles.code} text={url} label={`QR code for ${url}`} />
    </InfoDialog>
  );
}
