import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { lazyWithTimeout } from '@/chunks/lazyWithTimeout';
import { fulfilmentAt, fulfilmentSummary, pickupFulfilment } from '@machines/receipt/receipt.rules';
import type { Schedule, Shop } from '@/api';
import type { ModalRef } from '@/system';
import { useHydrated } from '@/ssr/useHydrated';
import { useSystem } from '@/SystemProvider';
import * as styles from './FulfilmentSummary.css';

// the two dialogs (and the address check, the zone map and the checkout rules behind them) load when first opened
const DeliveryMethodModal = lazyWithTimeout(() =>
  import('./modals/DeliveryMethodModal').then(({ DeliveryMethodModal }) => ({ default: DeliveryMethodModal })),
);
const DeliveryPreferenceModal = lazyWithTimeout(() =>
  import('./modals/DeliveryPreferenceModal').then(({ DeliveryPreferenceModal }) => ({ default: DeliveryPreferenceModal })),
);

/**
 * The menu page's fulfilment line, read from the app's receipt (a shop's only mode wins): "Delivery to 123 Court St · Change" /
 * "Pickup · Change" opens the deliveryPreferenceModal (mode and address), "Compare delivery and pickup"
 * the deliveryMethodModal (what each mode offers here); each is drawn here while the modal machine has it open.
 */
export function FulfilmentSummary({ shop, schedule, modal }: { shop: Shop; schedule: Schedule | null; modal: ModalRef }) {
  const { receipt } = useSystem();
  const modes = { doesDelivery: shop.deliveryInfo.doesDelivery, doesPickup: shop.pickupInfo.doesPickup };
  // The receipt takes the mode this shop offers; the line says it from the first (server-rendered) paint. The
  // fulfilment the browser kept (a delivery address of the last 180 minutes) is the browser's to know: the server
  // renders, and the browser hydrates, the default one (pickup, or the shop's only mode), and the kept one follows.
  const hydrated = useHydrated();
  const summary = useSelector(receipt, (state) =>
    fulfilmentSummary(fulfilmentAt(modes, hydrated ? state.context.fulfilment : pickupFulfilment)),
  );
  useEffect(() => {
    receipt.send({ type: 'receipt.shopOpened', shop: { doesDelivery: modes.doesDelivery, doesPickup: modes.doesPickup } });
  }, [receipt, modes.doesDelivery, modes.doesPickup]);
  const open = useSelector(modal, (state) => (state.matches('open') ? state.context.name : null));
  return (
    <>
      <p className={styles.strip}>
        <button
          type="button"
          className={styles.change}
          aria-haspopup="dialog"
          onClick={() => modal.send({ type: 'modal.open', name: 'deliveryPreferenceModal' })}
        >
          {summary} · <span className={styles.action}>Change</span>
        </button>
        <button
          type="button"
          className={styles.compare}
          aria-haspopup="dialog"
          onClick={() => modal.send({ type: 'modal.open', name: 'deliveryMethodModal' })}
        >
          Compare delivery and pickup
        </button>
      </p>
      <Suspense fallback={null}>
        {open === 'deliveryPreferenceModal' ? (
          <DeliveryPreferenceModal shop={shop} schedule={schedule} receipt={receipt} modal={modal} />
        ) : null}
        {open === 'deliveryMethodModal' ? <DeliveryMethodModal shop={shop} schedule={schedule} receipt={receipt} modal={modal} /> : null}
      </Suspense>
    </>
  );
}
