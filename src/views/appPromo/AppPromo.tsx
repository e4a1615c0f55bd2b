import { useSelector } from '@xstate/react';
import { useAppPromo } from '../../hooks/useAppPromo';
import type { ModalRef } from '../../system';
import { AppDownloadQRModal } from './AppDownloadQRModal';
import { AppPromoToast } from './AppPromoToast';
import * as styles from './AppPromo.css';

/**
 * The menu page's app promotion (appPromo machine): the page's "Get the Crust app" link (the click
 * trigger), the toast, and the appDownloadQRModal when the modal machine has it open.
 */
export function AppPromo({ modal, productsShown }: { modal: ModalRef; productsShown: boolean }) {
  const promo = useAppPromo(modal, productsShown);
  const qrOpen = useSelector(modal, (state) => state.matches('open') && state.context.name === 'appDownloadQRModal');
  return (
    <>
      {promo.linkOffered ? (
        <p className={styles.strip}>
          Order faster with the Crust app.
          <button type="button" className={styles.link} onClick={() => promo.send({ type: 'appLink.click' })}>
            Get the Crust app
          </button>
        </p>
      ) : null}
      <AppPromoToast
        shown={promo.toastShown}
        onAccept={() => promo.send({ type: 'toast.accept' })}
        onDismiss={() => promo.send({ type: 'toast.dismiss' })}
      />
      {qrOpen ? <AppDownloadQRModal onClose={() => modal.send({ type: 'modal.close' })} /> : null}
    </>
  );
}
