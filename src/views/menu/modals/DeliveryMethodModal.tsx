import { useSelector } from '@xstate/react';
import type { Schedule, Shop } from '@/api';
import { deliveryMethodOptions, type DeliveryMethodOption, type MethodStatus } from '@/format/deliveryMethods';
import { formatClockTime } from '@/format/clock';
import { badge } from '@/styles/recipes.css';
import type { ModalRef, ReceiptRef } from '@/system';
import { InfoDialog } from './InfoDialog';
import * as styles from './DeliveryMethodModal.css';

const BADGE_TONE: Record<MethodStatus, 'open' | 'closed' | 'paused'> = {
  open: 'open',
  opensLater: 'paused',
  unavailable: 'closed',
  notOffered: 'closed',
};

type DeliveryMethodModalProps = { shop: Shop; schedule: Schedule | null; receipt: ReceiptRef; modal: ModalRef };

/**
 * deliveryMethodModal: Delivery or Pickup at this shop, each with what the shop offers for it. Choosing
 * one makes it the app's fulfilment the way the delivery preference modal does (`receipt.fulfilmentChanged`,
 * keeping the address in use) and closes; the address itself is checked in that modal or at checkout.
 */
export function DeliveryMethodModal({ shop, schedule, receipt, modal }: DeliveryMethodModalProps) {
  const forDelivery = useSelector(receipt, (state) => state.context.fulfilment.forDelivery);
  const options = deliveryMethodOptions(shop, schedule, (iso) => formatClockTime(iso, shop.timezoneIdentifier));

  function choose(option: DeliveryMethodOption) {
    if (!option.selectable) return;
    const { fulfilment } = receipt.getSnapshot().context;
    receipt.send({ type: 'receipt.fulfilmentChanged', fulfilment: { ...fulfilment, forDelivery: option.method === 'delivery' } });
    modal.send({ type: 'modal.close' });
  }

  return (
    <InfoDialog title="How do you want your order?" onClose={() => modal.send({ type: 'modal.close' })}>
      <ul className={styles.options} aria-label="Delivery or pickup options">
        {options.map((option) => (
          <li key={option.method}>
            <MethodButton option={option} current={forDelivery === (option.method === 'delivery')} onChoose={() => choose(option)} />
          </li>
        ))}
      </ul>
    </InfoDialog>
  );
}

function MethodButton({ option, current, onChoose }: { option: DeliveryMethodOption; current: boolean; onChoose: () => void }) {
  // Named by all it shows ("Delivery Open now 30–45 min · …"), so the name holds the visible label.
  // aria-disabled (not `disabled`) keeps an unavailable option focusable, so its reason is read out.
  return (
    <button
      type="button"
      className={styles.option}
      aria-disabled={!option.selectable}
      aria-current={current ? 'true' : undefined}
      onClick={onChoose}
    >
      <span className={styles.optionHead}>
        <span className={styles.optionLabel}>{option.label}</span>
        <span className={badge({ tone: BADGE_TONE[option.status] })}>{option.statusText}</span>
      </span>
      <span className={styles.details}>
        {option.details.length > 0 ? <span>{option.details.join(' · ')}</span> : null}
        {option.reason ? <span className={styles.reason}>{option.reason}</span> : null}
        {current ? <span className={styles.current}>Your current choice</span> : null}
      </span>
    </button>
  );
}
