import { useSelector } from '@xstate/react';
import { fulfilmentSummary } from '../../../machines/addressDraft/addressDraft.rules';
import type { Schedule, Shop } from '../../api';
import type { ModalRef } from '../../system';
import { useSystem } from '../../SystemProvider';
import { DeliveryPreferenceModal } from './modals/DeliveryPreferenceModal';
import * as styles from './FulfilmentSummary.css';

/**
 * The menu page's fulfilment line ("Delivery to 123 Court St · Change" / "Pickup · Change"), read from
 * the app's receipt; it opens the deliveryPreferenceModal, drawn here while the modal machine has it open.
 */
export function FulfilmentSummary({ shop, schedule, modal }: { shop: Shop; schedule: Schedule | null; modal: ModalRef }) {
  const { receipt } = useSystem();
  const summary = useSelector(receipt, (state) => fulfilmentSummary(state.context.fulfilment));
  const open = useSelector(modal, (state) => state.matches('open') && state.context.name === 'deliveryPreferenceModal');
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
      </p>
      {open ? <DeliveryPreferenceModal shop={shop} schedule={schedule} receipt={receipt} modal={modal} /> : null}
    </>
  );
}
