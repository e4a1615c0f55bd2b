import type { AddressField } from '@machines/checkout/checkout.types';
import { ADDRESS_MESSAGES } from '@machines/checkout/contact.rules';
import { TextField } from './TextField';
import * as styles from './AddressFields.css';

const FIELDS: { field: AddressField; label: string; autoComplete: string; span: string; required: boolean; inputMode?: 'numeric' }[] = [
  { field: 'address', label: 'Street address', autoComplete: 'address-line1', span: styles.span4, required: true },
  { field: 'address2', label: 'Apt / Suite', autoComplete: 'address-line2', span: styles.span2, required: false },
  { field: 'city', label: 'City', autoComplete: 'address-level2', span: styles.span6, required: true },
  { field: 'state', label: 'State', autoComplete: 'address-level1', span: styles.span3, required: true },
  { field: 'zipcode', label: 'ZIP code', autoComplete: 'postal-code', span: styles.span3, required: true, inputMode: 'numeric' },
];

/** What a delivery-zone check says to the shopper, by its outcome (tone picks the caller's style). */
export const ADDRESS_CHECK_MESSAGES: Partial<Record<string, { text: string; tone: 'info' | 'success' | 'warning' }>> = {
  validating: { text: 'Checking address…', tone: 'info' },
  deliverable: { text: ADDRESS_MESSAGES.deliverable, tone: 'success' },
  undeliverable: { text: ADDRESS_MESSAGES.undeliverable, tone: 'warning' },
  invalid: { text: ADDRESS_MESSAGES.missing, tone: 'warning' },
};

type AddressFieldsProps = {
  idPrefix: string;
  value: Record<AddressField, string>;
  errors: Partial<Record<AddressField, string>>;
  onChange: (field: AddressField, value: string) => void;
};

/** The delivery address inputs (checkout and the delivery preference modal), each labelled, with its error. */
export function AddressFields({ idPrefix, value, errors, onChange }: AddressFieldsProps) {
  return (
    <div className={styles.grid}>
      {FIELDS.map(({ field, label, autoComplete, span, required, inputMode }) => (
        <div key={field} className={span}>
          <TextField
            id={`${idPrefix}-${field}`}
            label={label}
            autoComplete={autoComplete}
            inputMode={inputMode}
            required={required}
            value={value[field]}
            error={errors[field]}
            onChange={(next) => onChange(field, next)}
          />
        </div>
      ))}
    </div>
  );
}
