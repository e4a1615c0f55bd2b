import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { isModalShown } from '@machines/modal/modal.types';
import { useAppPromo, useShowMenuTakeover } from '@/hooks/useAppPromo';
import type { ModalRef } from '@/system';
import { AppDownloadQRModal } from './AppDownloadQRModal';
import { AppPromoToast } from './AppPromoToast';
import { textButton } from '@/styles/recipes.css';
import * as styles from './AppPromo.css';

/**
 * The menu page's app promotion (appPromo machine): the page's "Get the Crust app" link (the click
 * trigger), the toast, and the appDownloadQRModal when the modal machine has it open.
 */
export function AppPromo({ modal, productsShown }: { modal: ModalRef; productsShown: boolean }) {
  const showMenuTakeover = useShowMenuTakeover();
  // A server-rendered page starts from the default; the browser's answer restarts the machine.
  return <AppPromoPanel key={String(showMenuTakeover)} modal={modal} productsShown={productsShown} showMenuTakeover={showMenuTakeover} />;
}

function AppPromoPanel({ modal, productsShown, showMenuTakeover }: { modal: ModalRef; productsShown: boolean; showMenuTakeover: boolean }) {
  const promo = useAppPromo(modal, productsShown, showMenuTakeover);
  const qrOpen = useSelector(modal, (state) => isModalShown(state, 'appDownloadQRModal'));
  // Once on the page, the strip keeps its space (hidden) after the toast takes over: the menu must not jump.
  const [stripShown] = useState(promo.linkOffered);
  return (
    <>
      {stripShown || promo.linkOffered ? (
        <p className={promo.linkOffered ? styles.strip : styles.stripAnswered} aria-hidden={!promo.linkOffered || undefined}>
          Order faster with the Crust app.
          <button type="button" className={textButton({ size: 'inline' })} onClick={() => promo.send({ type: 'appLink.click' })}>
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
