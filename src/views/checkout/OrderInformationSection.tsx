import { useSelector } from '@xstate/react';
import { ADDRESS_MESSAGES } from '../../../machines/checkout/contact.rules';
import type { AddressField, AddressValidation } from '../../../machines/checkout/checkout.types';
import type { Shop } from '../../api';
import type { CheckoutRef } from '../../effects';
import { formatMinutesRange } from '../../format/time';
import { button } from '../../styles/recipes.css';
import { Segmented } from '../common/Segmented';
import { TextField } from '../common/TextField';
import * as styles from './Checkout.css';

const addressFields: { field: AddressField; label: string; autoComplete: string; span: string; required: boolean; inputMode?: 'numeric' }[] = [
  { field: 'address', label: 'Street address', autoComplete: 'address-line1', span: styles.span4, required: true },
  { field: 'address2', label: 'Apt / Suite', autoComplete: 'address-line2', span: styles.span2, required: false },
  { field: 'city', label: 'City', autoComplete: 'address-level2', span: styles.span6, required: true },
  { field: 'state', label: 'State', autoComplete: 'address-level1', span: styles.span3, required: true },
  { field: 'zipcode', label: 'ZIP code', autoComplete: 'postal-code', span: styles.span3, required: true, inputMode: 'numeric' },
];

const validationMessage: Partial<Record<AddressValidation, { text: string; tone: string }>> = {
  validating: { text: 'Checking address…', tone: styles.info },
  deliverable: { text: ADDRESS_MESSAGES.deliverable, tone: styles.success },
  undeliverable: { text: ADDRESS_MESSAGES.undeliverable, tone: styles.warning },
  invalid: { text: ADDRESS_MESSAGES.missing, tone: styles.warning },
};

export function OrderInformationSection({ checkout, shop }: { checkout: CheckoutRef; shop: Shop }) {
  const forDelivery = useSelector(checkout, (state) => state.context.forDelivery);
  const address = useSelector(checkout, (state) => state.context.address);
  const validation = useSelector(checkout, (state) => state.context.addressValidation);
  const formattedAddress = useSelector(checkout, (state) => state.context.formattedAddress);
  const errors = useSelector(checkout, (state) => state.context.errors.orderInformation);
  const instructions = useSelector(checkout, (state) => state.context.specialInstructions);
  const canValidate = useSelector(checkout, (state) => state.can({ type: 'address.validate' }));
  const status = validationMessage[validation];

  const options = [
    ...(shop.deliveryInfo.doesDelivery ? [{ value: 'delivery' as const, label: 'Delivery' }] : []),
    ...(shop.pickupInfo.doesPickup ? [{ value: 'pickup' as const, label: 'Pickup' }] : []),
  ];

  return (
    <section className={styles.section} aria-labelledby="order-info-title">
      <div className={styles.sectionHead}>
        <span className={styles.step} aria-hidden="true">
          2
        </span>
        <h2 id="order-info-title" className={styles.sectionTitle}>
          Order information
        </h2>
      </div>
      <Segmented
        label="Delivery or pickup"
        options={options}
        value={forDelivery ? 'delivery' : 'pickup'}
        onChange={(value) => checkout.send({ type: 'fulfilment.set', forDelivery: value === 'delivery' })}
      />
      {errors.fulfilment ? <p className={styles.sectionError}>{errors.fulfilment}</p> : null}

      {forDelivery ? (
        <div className={styles.stack}>
          <p className={styles.lineDetail}>Estimated delivery {formatMinutesRange(shop.deliveryInfo.estimate)}.</p>
          <div className={styles.addressGrid}>
            {addressFields.map(({ field, label, autoComplete, span, required, inputMode }) => (
              <div key={field} className={span}>
                <TextField
                  id={`address-${field}`}
                  label={label}
                  autoComplete={autoComplete}
                  inputMode={inputMode}
                  required={required}
                  value={address[field]}
                  error={field === 'address' && status && errors.address === status.text ? undefined : errors[field]}
                  onChange={(value) => checkout.send({ type: 'address.change', field, value })}
                />
              </div>
            ))}
          </div>
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
        </div>
      ) : (
        <p className={styles.info}>
          Pick up at {shop.location.address}, {shop.location.city}, {shop.location.shopState} {shop.location.zipcode} — ready in about{' '}
          {formatMinutesRange(shop.pickupInfo.estimate)}.
        </p>
      )}

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
    </section>
  );
}
