import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectCreateError, type NewAddress } from '@machines/savedAddresses/savedAddresses.types';
import { useSavedAddresses } from '@/hooks/useSavedAddresses';
import { button, statusMessage, textButton } from '@/styles/recipes.css';
import { AddressFields } from '../common/AddressFields';
import { ErrorPanel } from '../common/ErrorPanel';
import { AccountGate } from './AccountGate';
import * as accountStyles from './AccountView.css';
import * as styles from './NewAddress.css';

const EMPTY: NewAddress = { address: '', address2: '', city: '', state: '', zipcode: '' };

/** /user/addresses/new: a signed-in shopper saves an address; a guest is asked to log in. */
export function NewAddressView() {
  return (
    <AccountGate title="Add an address" guestText="Log in to save addresses to your account." returnTo="/user/addresses/new">
      {() => <NewAddressForm />}
    </AccountGate>
  );
}

function NewAddressForm() {
  const navigate = useNavigate();
  // a saved address is announced by the machine; the app goes back to the account page, which lists it
  const ref = useSavedAddresses(() => void navigate({ to: '/user' }));
  const [draft, setDraft] = useState(EMPTY);
  const state = useSelector(ref, (snapshot) => snapshot.value as string);
  const canSave = useSelector(ref, (snapshot) => snapshot.can({ type: 'address.create', address: EMPTY }));
  const createError = useSelector(ref, selectCreateError);
  const failed = state === 'saveFailed' && createError !== null;
  const fieldMessages = failed ? createError.fieldMessages : {};
  const hasFieldMessages = Object.keys(fieldMessages).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ref.send({ type: 'address.create', address: draft });
  };

  return (
    <div className={accountStyles.page}>
      <div className={accountStyles.head}>
        <h1 className={accountStyles.title}>Add an address</h1>
      </div>
      {state === 'failed' ? (
        <ErrorPanel
          title="We couldn't load your saved addresses"
          message="Please try again before adding one."
          onRetry={() => ref.send({ type: 'addresses.request' })}
        />
      ) : null}
      <section className={accountStyles.section} aria-labelledby="new-address-form-title">
        <h2 id="new-address-form-title" className={accountStyles.sectionTitle}>
          Delivery address
        </h2>
        <form className={styles.form} aria-label="New address" noValidate onSubmit={submit}>
          {failed && !hasFieldMessages ? (
            <div role="alert" className={`${statusMessage({ tone: 'warning' })} ${styles.summary}`}>
              {createError.error !== createError.message ? <strong>{createError.error}</strong> : null}
              <span>{createError.message}</span>
            </div>
          ) : null}
          <AddressFields
            idPrefix="new-address"
            value={draft}
            errors={fieldMessages}
            onChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))}
          />
          <div className={styles.actions}>
            <button
              type="submit"
              className={button({ size: 'lg' })}
              disabled={!canSave}
              aria-busy={state === 'saving' || state === 'loading'}
            >
              {state === 'saving' ? 'Saving…' : 'Save address'}
            </button>
            <Link to="/user" className={textButton()}>
              Cancel
            </Link>
          </div>
        </form>
      </section>
    </div>
  );
}
