import type { Shop } from '@/api';
import { deliveryFeeLabel } from '@/format/fee';
import { formatMoney } from '@/format/money';
import { InfoDialog } from './InfoDialog';
import * as styles from './InfoDialog.css';

function serviceFeeText({ serviceFeeFlat, serviceFeePercentage }: Shop['payment']): string {
  if (serviceFeeFlat > 0 && serviceFeePercentage > 0) return `${formatMoney(serviceFeeFlat)} + ${serviceFeePercentage}% of the subtotal`;
  if (serviceFeeFlat > 0) return formatMoney(serviceFeeFlat);
  if (serviceFeePercentage > 0) return `${serviceFeePercentage}% of the subtotal`;
  return 'None';
}

/** feeModal: what the delivery fee, service fee, minimums and tax are at this shop. */
export function FeeModal({ shop, onClose }: { shop: Shop; onClose: () => void }) {
  const { deliveryInfo, pickupInfo, payment } = shop;
  return (
    <InfoDialog title="Fees" onClose={onClose}>
      <dl className={styles.list}>
        {deliveryInfo.doesDelivery ? (
          <>
            <dt className={styles.today}>Delivery fee</dt>
            <dd>{deliveryFeeLabel(deliveryInfo)}</dd>
            <dt className={styles.today}>Delivery minimum</dt>
            <dd>{deliveryInfo.minSubtotalFloor > 0 ? formatMoney(deliveryInfo.minSubtotalFloor) : 'No minimum'}</dd>
          </>
        ) : null}
        {pickupInfo.doesPickup ? (
          <>
            <dt className={styles.today}>Pickup minimum</dt>
            <dd>{pickupInfo.minSubtotal > 0 ? formatMoney(pickupInfo.minSubtotal) : 'No minimum'}</dd>
          </>
        ) : null}
        <dt className={styles.today}>Service fee</dt>
        <dd>{serviceFeeText(payment)}</dd>
        <dt className={styles.today}>Sales tax</dt>
        <dd>{payment.taxRate}%</dd>
      </dl>
      <p className={styles.muted}>The exact amounts are shown at checkout before you place your order.</p>
    </InfoDialog>
  );
}
