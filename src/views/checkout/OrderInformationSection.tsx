import { useSelector } from '@xstate/react';
import type { Shop } from '@/api';
import type { CheckoutRef } from '@/effects/checkout';
import { button, statusMessage } from '@/styles/recipes.css';
import { Segmented } from '../common/Segmented';
import { ADDRESS_CHECK_MESSAGES, AddressFields } from '../common/AddressFields';
import * as styles from './Checkout.css';
import { CheckoutSection } from './CheckoutSection';
import { CheckedAddressMap } from '../maps/CheckedAddressMap';
import { SavedAddressPicker } from './SavedAddressPicker';
import { OrderOptionsFields } from './OrderOptionsFields';
import { WhenFields } from './WhenFields';
import { AsapEstimate } from './AsapEstimate';

export function OrderInformationSection({ checkout, shop, signedIn }: { checkout: CheckoutRef; shop: Shop; signedIn: boolean }) {
  const forDelivery = useSelector(checkout, (state) => state.context.forDelivery);
  const address = useSelector(checkout, (state) => state.context.address);
  const validation = useSelector(checkout, (state) => state.context.addressValidation);
  const formattedAddress = useSelector(checkout, (state) => state.context.formattedAddress);
  const errors = useSelector(checkout, (state) => state.context.errors.orderInformation);
  const instructions = useSelector(checkout, (state) => state.context.specialInstructions);
  const canValidate = useSelector(checkout, (state) => state.can({ type: 'address.validate' }));
  const check = ADDRESS_CHECK_MESSAGES[validation];
  const status = check ? { text: check.text, tone: statusMessage({ tone: check.tone }) } : undefined;

  const options = [
    ...(shop.deliveryInfo.doesDelivery ? [{ value: 'delivery' as const, label: 'Delivery' }] : []),
    ...(shop.pickupInfo.doesPickup ? [{ value: 'pickup' as const, label: 'Pickup' }] : []),
  ];

  return (
    <CheckoutSection step={2} title="Order information" titleId="order-info-title">
      <Segmented
        label="Delivery or pickup"
        options={options}
        value={forDelivery ? 'delivery' : 'pickup'}
        onChange={(value) => checkout.send({ type: 'fulfilment.set', forDelivery: value === 'delivery' })}
      />
      {errors.fulfilment ? <p className={styles.sectionError}>{errors.fulfilment}</p> : null}
      <WhenFields checkout={checkout} />

      {forDelivery ? (
        <div className={styles.stack}>
          <AsapEstimate checkout={checkout} shop={shop} />
          {signedIn ? <SavedAddressPicker checkout={checkout} /> : null}
          <AddressFields
            idPrefix="address"
            value={address}
            // The zone check's own message already speaks for the street line.
            errors={status && errors.address === status.text ? { ...errors, address: undefined } : errors}
            onChange={(field, value) => checkout.send({ type: 'address.change', field, value })}
          />
          <div className={styles.row}>
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              disabled={!canValidate}
              aria-describedby="address-status"
              onClick={() => checkout.send({ type: 'address.validate' })}
            >
              Check address
            </button>
          </div>
          <div id="address-status" role="status" aria-live="polite">
            {status ? (
              <p className={status.tone}>
                {status.text}
                {validation === 'deliverable' && formattedAddress ? <span className={styles.lineDetail}> ({formattedAddress})</span> : null}
              </p>
            ) : null}
          </div>
          <CheckedAddressMap shop={shop} check={validation} formattedAddress={formattedAddress} address={address} />
        </div>
      ) : (
        <AsapEstimate checkout={checkout} shop={shop} />
      )}

      <OrderOptionsFields checkout={checkout} />

      <div>
        <label htmlFor="special-instructions" className={styles.textareaLabel}>
          Special instructions <span className={styles.lineDetail}>(optional)</span>
        </label>
        <textarea
          id="special-instructions"
          className={styles.textarea}
          maxLength={500}
          value={instructions}
          placeholder={forDelivery ? 'Gate code, buzzer, where to leave it…' : 'Anything the pizzeria should know'}
          onChange={(event) => checkout.send({ type: 'instructions.change', value: event.target.value })}
        />
      </div>
    </CheckoutSection>
  );
}
