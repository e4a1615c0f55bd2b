import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { isModalShown } from '@machines/modal/modal.types';
import type { Menu } from '@/api';
import type { CartRef, ModalRef } from '@/system';
import { lazyDialog, usePreloadWhenIdle } from '../common/lazyDialog';
import * as styles from './DealsEntry.css';

const DealsModal = lazyDialog(() => import('./DealsModal').then(({ DealsModal }) => DealsModal));

/** The menu's 'View all deals' button and the dealsModal it opens (`?view_all_deals=true` opens it too). */
export function DealsEntry({ menu, cart, modal }: { menu: Menu; cart: CartRef; modal: ModalRef }) {
  usePreloadWhenIdle(DealsModal);
  const open = useSelector(modal, (state) => isModalShown(state, 'dealsModal'));
  const close = useCallback(() => modal.send({ type: 'modal.close' }), [modal]);
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => modal.send({ type: 'modal.open', name: 'dealsModal' })}
      >
        View all deals
      </button>
      {open ? <DealsModal menu={menu} cart={cart} onClose={close} /> : null}
    </div>
  );
}
