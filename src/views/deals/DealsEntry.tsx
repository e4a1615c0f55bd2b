import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { isModalShown } from '@machines/modal/modal.types';
import type { Menu } from '@/api';
import { dealsActorCode, useDeals, useOpenDeals } from '@/hooks/useDeals';
import type { ModalRef } from '@/system';
import { useSystem } from '@/SystemProvider';
import { lazyDialog, usePreloadWhenIdle } from '../common/lazyDialog';
import * as styles from './DealsEntry.css';

const DealsModal = lazyDialog(() => import('./DealsModal').then(({ DealsModal }) => DealsModal));

/**
 * The menu's 'View all deals' button and the dealsModal it opens (`?view_all_deals=true` opens it too). While the
 * modal shows it, the deals machine runs in the app's system (deals.open, deals.close when it goes); it closes the
 * modal itself once a deal is in the cart.
 */
export function DealsEntry({ menu, modal }: { menu: Menu; modal: ModalRef }) {
  usePreloadWhenIdle(DealsModal, dealsActorCode);
  const { app } = useSystem();
  const open = useSelector(modal, (state) => isModalShown(state, 'dealsModal'));
  const close = useCallback(() => modal.send({ type: 'modal.close' }), [modal]);
  const openDeals = useOpenDeals();
  useEffect(() => {
    if (!open) return;
    const cancel = openDeals(menu, null);
    return () => {
      cancel();
      app.send({ type: 'deals.close' });
    };
  }, [app, open, menu, openDeals]);
  const deals = useDeals('menu');
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
      {open && deals ? <DealsModal deals={deals} menu={menu} onClose={close} /> : null}
    </div>
  );
}
