import { useSelector } from '@xstate/react';
import type { ContactField } from '@machines/checkout/checkout.types';
import type { CheckoutRef } from '@/effects/checkout';
import { TextField } from '../common/TextField';
import * as styles from './Checkout.css';
import { CheckoutSection } from './CheckoutSection';

const fields: { field: ContactField; label: string; type: 'text' | 'email' | 'tel'; autoComplete: string; inputMode?: 'tel' | 'email' }[] = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
];

export function ContactSection({ checkout }: { checkout: CheckoutRef }) {
  const contact = useSelector(checkout, (state) => state.context.contact);
  const errors = useSelector(checkout, (state) => state.context.errors.contactDetails);
  return (
    <CheckoutSection step={1} title="Contact details" titleId="contact-title">
      <div className={styles.grid2}>
        {fields.map(({ field, label, type, autoComplete, inputMode }) => (
          <TextField
            key={field}
            id={`contact-${field}`}
            label={label}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            required
            value={contact[field]}
            error={errors[field]}
            hint={field === 'phone' ? 'For order updates, 10 digits' : undefined}
            onChange={(value) => checkout.send({ type: 'contact.change', field, value })}
          />
        ))}
      </div>
    </CheckoutSection>
  );
}
