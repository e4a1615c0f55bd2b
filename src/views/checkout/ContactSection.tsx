import { useActorRef, useSelector } from '@xstate/react';
import type { ContactField } from '@machines/checkout/checkout.types';
import type { CheckoutRef } from '@/effects/checkout';
import { existingAccountWithEffects } from '@/effects/existingAccount';
import { useSystem } from '@/SystemProvider';
import { TextField } from '../common/TextField';
import * as styles from './Checkout.css';
import { CheckoutSection } from './CheckoutSection';
import { ExistingAccountOffer } from './ExistingAccountOffer';

const fields: { field: ContactField; label: string; type: 'text' | 'email' | 'tel'; autoComplete: string; inputMode?: 'tel' | 'email' }[] =
  [
    { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
    { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
    { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
    { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  ];

export function ContactSection({ checkout }: { checkout: CheckoutRef }) {
  const contact = useSelector(checkout, (state) => state.context.contact);
  const errors = useSelector(checkout, (state) => state.context.errors.contactDetails);
  const textUpdates = useSelector(checkout, (state) => state.context.textUpdates);
  const { session } = useSystem();
  const existingAccount = useActorRef(existingAccountWithEffects, { input: { signedIn: session.getSnapshot().matches('authenticated') } });
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
            onBlur={field === 'email' ? () => existingAccount.send({ type: 'email.check', email: contact.email }) : undefined}
          />
        ))}
      </div>
      <ExistingAccountOffer existingAccount={existingAccount} />
      <label className={styles.payment}>
        <input
          type="checkbox"
          className={styles.paymentRadio}
          checked={textUpdates}
          onChange={(event) => checkout.send({ type: 'sms.toggle', on: event.target.checked })}
          aria-describedby="contact-sms-hint"
        />
        <span>
          Text me updates about this order
          <span id="contact-sms-hint" className={styles.optionHint}>
            To the phone number above: when it is being prepared, on its way and ready. Message and data rates may apply.
          </span>
        </span>
      </label>
    </CheckoutSection>
  );
}
