import { useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  selectDraft,
  selectDraftCheck,
  selectFieldErrors,
  selectForDelivery,
  selectFormattedAddress,
  selectOffered,
} from '@machines/addressDraft/addressDraft.types';
import { CHECKOUT_MESSAGES } from '@machines/checkout/contact.rules';
import type { Schedule, Shop } from '@/api';
import { pickupReadyText } from '@/format/shopDetails';
import { formatMinutesRange } from '@/format/clock';
import { useAddressDraft } from '@/hooks/useAddressDraft';
import { button, statusMessage } from '@/styles/recipes.css';
import type { ModalRef, ReceiptRef } from '@/system';
import { InfoDialog } from './InfoDialog';
import { Segmented } from '@/views/common/Segmented';
import { ADDRESS_CHECK_MESSAGES, AddressFields } from '@/views/common/AddressFields';
import { CheckedAddressMap } from '@/views/maps/CheckedAddressMap';
import * as styles from './DeliveryPreferenceModal.css';

type DeliveryPreferenceModalProps = { shop: Shop; schedule: Schedule | null; receipt: ReceiptRef; modal: ModalRef };

/**
 * deliveryPreferenceModal (`?view_delivery_preferences=true`): Delivery or Pickup at this shop and, for
 * delivery, an address checked against its zone. Save hands the choice to the app's receipt and closes.
 */
export function DeliveryPreferenceModal({ shop, schedule, receipt, modal }: DeliveryPreferenceModalProps) {
  const draft = useAddressDraft({ shop, schedule, receipt, modal });
  const fieldId = useId();
  const forDelivery = useSelector(draft, selectForDelivery);
  const address = useSelector(draft, selectDraft);
  const errors = useSelector(draft, selectFieldErrors);
  const check = useSelector(draft, selectDraftCheck);
  const formattedAddress = useSelector(draft, selectFormattedAddress);
  const offersDelivery = useSelector(draft, (state) => selectOffered(state).delivery);
  const offersPickup = useSelector(draft, (state) => selectOffered(state).pickup);
  const hasConfirmed = useSelector(draft, (state) => state.context.confirmed !== null);
  const busy = useSelector(draft, (state) => state.hasTag('busy'));
  const canValidate = useSelector(draft, (state) => state.can({ type: 'draft.validate' }));
  const canClear = useSelector(draft, (state) => state.can({ type: 'draft.clear' }));
  const canDiscard = useSelector(draft, (state) => state.can({ type: 'draft.discard' }));
  const canSave = useSelector(draft, (state) => state.can({ type: 'preference.save' }));
  const close = () => modal.send({ type: 'modal.close' });
  const message = check ? ADDRESS_CHECK_MESSAGES[check] : undefined;
  const status = message ? { text: message.text, tone: statusMessage({ tone: message.tone }) } : undefined;

  const options = [
    ...(offersDelivery ? [{ value: 'delivery' as const, label: 'Delivery' }] : []),
    ...(offersPickup ? [{ value: 'pickup' as const, label: 'Pickup' }] : []),
  ];

  // Buttons say they are unavailable with aria-disabled (not `disabled`), so focus stays on them as the
  // draft moves on; the machine ignores what it cannot take.
  return (
    <InfoDialog title="Delivery or pickup" wide onClose={close}>
      {options.length > 0 ? (
        <Segmented
          label="Delivery or pickup"
          options={options}
          value={forDelivery ? 'delivery' : 'pickup'}
          onChange={(value) => draft.send({ type: 'preference.set', forDelivery: value === 'delivery' })}
        />
      ) : null}

      {forDelivery ? (
        <form
          className={styles.form}
          aria-label="Delivery address"
          aria-busy={busy}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            draft.send({ type: 'draft.validate' });
          }}
        >
          <p className={styles.note}>Estimated delivery {formatMinutesRange(shop.deliveryInfo.estimate)}.</p>
          <AddressFields
            idPrefix={fieldId}
            value={address}
            errors={errors}
            onChange={(field, value) => draft.send({ type: 'draft.change', field, value })}
          />
          <div className={styles.row}>
            <button type="submit" className={button({ tone: 'secondary', size: 'sm' })} aria-disabled={!canValidate}>
              Check address
            </button>
            <button
              type="button"
              className={button({ tone: 'ghost', size: 'sm' })}
              aria-disabled={!canClear}
              onClick={() => draft.send({ type: 'draft.clear' })}
            >
              Clear address
            </button>
            {hasConfirmed ? (
              <button
                type="button"
                className={button({ tone: 'ghost', size: 'sm' })}
                aria-disabled={!canDiscard}
                onClick={() => draft.send({ type: 'draft.discard' })}
              >
                Discard changes
              </button>
            ) : null}
          </div>
          <div role="status">
            {status ? (
              <p className={status.tone}>
                {status.text}
                {check === 'deliverable' && formattedAddress ? <span className={styles.detail}>{formattedAddress}</span> : null}
              </p>
            ) : null}
          </div>
          <CheckedAddressMap shop={shop} check={check} formattedAddress={formattedAddress} address={address} />
        </form>
      ) : (
        <p className={canSave ? styles.note : styles.warning}>{canSave ? pickupReadyText(shop) : CHECKOUT_MESSAGES.pickupUnavailable}</p>
      )}

      <div className={styles.footer}>
        <button type="button" className={button()} aria-disabled={!canSave} onClick={() => draft.send({ type: 'preference.save' })}>
          Save
        </button>
      </div>
    </InfoDialog>
  );
}
