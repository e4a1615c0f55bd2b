import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { loaderMachine } from '@machines/loader/loader.machine';
import { formatPhone } from '@machines/accountUpdate/accountUpdate.rules';
import {
  selectAccountErrors,
  selectAccountFormError,
  selectAccountSaveStatus,
  selectAccountValues,
  selectPhoneCode,
  selectPhoneCodeError,
  selectPhoneCodeStatus,
  selectShowsPhoneCode,
  type AccountValues,
} from '@machines/accountUpdate/accountUpdate.types';
import type { SessionUser } from '@machines/session/session.types';
import { fromPromise } from 'xstate';
import { loadAccountPreferences, type AccountPreferences as Loaded } from '@/effects/accountUpdate';
import { usePreferencesUpdate, type AccountUpdateRef } from '@/hooks/useAccountUpdate';
import { useLoaded, useLoader } from '@/hooks/useLoader';
import type { Resource } from '@/loaders';
import { button, fieldError, fieldInput, fieldLabel, statusMessage } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import { AccountSaveBar } from './AccountSaveBar';
import * as accountStyles from './AccountView.css';
import * as styles from './AccountPreferences.css';

type Params = { userId: number; phone: string | null };

/** The account's preferences and SMS consent, loaded by a loader machine (another phone reloads them). */
const preferencesResource: Resource<Params, Loaded> = {
  name: 'accountPreferences',
  fetch: loadAccountPreferences,
  machine: loaderMachine.provide({ actors: { fetchResource: fromPromise(({ input }) => loadAccountPreferences(input as Params)) } }),
};

/** /user's "Preferences": email deals, no plastic cutlery and, with a phone, SMS order updates and deals; saved together. */
export function AccountPreferences({ user }: { user: SessionUser }) {
  const loader = useLoader(preferencesResource, { userId: user.id, phone: user.phone });
  const { data, error, busy } = useLoaded(loader);
  return (
    <section className={accountStyles.section} aria-labelledby="preferences-title" aria-busy={busy}>
      <h2 id="preferences-title" className={accountStyles.sectionTitle}>
        Preferences
      </h2>
      {error ? (
        <ErrorPanel title="We couldn't load your preferences" message={error.message} onRetry={() => loader.send({ type: 'load.retry' })} />
      ) : null}
      {busy && !data ? <p className={styles.muted}>Loading your preferences…</p> : null}
      {data && !busy ? <PreferencesForm key={`${user.id}:${data.sms?.phone ?? ''}`} loaded={data} email={user.email} /> : null}
    </section>
  );
}

function PreferencesForm({ loaded, email }: { loaded: Loaded; email: string | null }) {
  const preferences = usePreferencesUpdate(loaded, email);
  const values = useSelector(preferences, selectAccountValues);
  const formError = useSelector(preferences, selectAccountFormError);
  const status = useSelector(preferences, selectAccountSaveStatus);
  const canSave = useSelector(preferences, (snapshot) => snapshot.can({ type: 'form.save' }));
  return (
    <form
      className={styles.form}
      aria-label="Preferences"
      aria-busy={status === 'saving' || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        preferences.send({ type: 'form.save' });
      }}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Email and orders</legend>
        <Toggle preferences={preferences} values={values} field="emailDeals" label="Send me deals and news by email" />
        <Toggle preferences={preferences} values={values} field="noPlasticCutlery" label="No plastic cutlery" />
      </fieldset>
      {loaded.sms ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Text messages to {formatPhone(loaded.sms.phone)}</legend>
          <Toggle preferences={preferences} values={values} field="smsOrderUpdates" label="Order updates by text" />
          <Toggle preferences={preferences} values={values} field="smsDeals" label="Deals and news by text" />
          <PhoneCode preferences={preferences} phone={loaded.sms.phone} />
        </fieldset>
      ) : (
        <p className={styles.muted}>
          Add a phone number to your profile to get order updates by text. <Link to="/user/edit">Add a phone number</Link>
        </p>
      )}
      <AccountSaveBar
        label="Save preferences"
        notice={status === 'saved' ? 'Your preferences are saved' : null}
        formError={formError}
        busy={status === 'saving'}
        canSave={canSave}
      />
    </form>
  );
}

function Toggle({
  preferences,
  values,
  field,
  label,
}: {
  preferences: AccountUpdateRef;
  values: AccountValues;
  field: string;
  label: string;
}) {
  const busy = useSelector(preferences, (snapshot) => snapshot.hasTag('busy'));
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        className={styles.box}
        checked={values[field] === true}
        // kept as ticked while a save is on its way
        onChange={(event) => !busy && preferences.send({ type: 'field.change', field, value: event.target.checked })}
        aria-disabled={busy || undefined}
      />
      {label}
    </label>
  );
}

/**
 * Deals by text newly ticked for a number the account has not verified: a code is texted to it and typed back
 * (issue 37 item 7). Not a form of its own (it sits in the preferences form): Enter in the code verifies it.
 */
function PhoneCode({ preferences, phone }: { preferences: AccountUpdateRef; phone: string }) {
  const shows = useSelector(preferences, selectShowsPhoneCode);
  const status = useSelector(preferences, selectPhoneCodeStatus);
  const code = useSelector(preferences, selectPhoneCode);
  const codeError = useSelector(preferences, selectPhoneCodeError);
  const saveError = useSelector(preferences, (snapshot) => selectAccountErrors(snapshot).smsDeals ?? null);
  if (!shows) return null;
  if (status === 'verified') {
    return (
      <p role="status" className={statusMessage({ tone: 'success' })}>
        {formatPhone(phone)} is verified.
      </p>
    );
  }
  const asked = status === 'awaitingCode' || status === 'confirming';
  return (
    <div className={styles.codePanel} role="group" aria-label="Verify your number">
      {asked ? (
        <p role="status" className={styles.muted}>
          We texted a code to {formatPhone(phone)}. It expires in 10 minutes.
        </p>
      ) : (
        <p className={styles.muted}>To get deals by text, verify {formatPhone(phone)} with a code we text you.</p>
      )}
      {saveError && !codeError ? (
        <p role="alert" className={fieldError}>
          {saveError}
        </p>
      ) : null}
      {codeError ? (
        <p role="alert" className={fieldError}>
          {codeError}
        </p>
      ) : null}
      {asked ? (
        <div className={styles.codeRow}>
          <label className={styles.codeField}>
            <span className={fieldLabel}>Code from the text</span>
            <input
              className={fieldInput}
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={codeError ? true : undefined}
              onChange={(event) => preferences.send({ type: 'code.change', value: event.target.value })}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                preferences.send({ type: 'code.submit' });
              }}
            />
          </label>
          <button
            type="button"
            className={button({ size: 'md' })}
            aria-busy={status === 'confirming' || undefined}
            disabled={status === 'confirming'}
            onClick={() => preferences.send({ type: 'code.submit' })}
          >
            {status === 'confirming' ? 'Verifying…' : 'Verify'}
          </button>
          <button
            type="button"
            className={button({ tone: 'secondary', size: 'md' })}
            disabled={status === 'confirming'}
            onClick={() => preferences.send({ type: 'code.send' })}
          >
            Send a new code
          </button>
        </div>
      ) : (
        <div className={styles.codeRow}>
          <button
            type="button"
            className={button({ tone: 'secondary', size: 'md' })}
            aria-busy={status === 'sending' || undefined}
            disabled={status === 'sending'}
            onClick={() => preferences.send({ type: 'code.send' })}
          >
            {status === 'sending' ? 'Texting a code…' : 'Text me a code'}
          </button>
        </div>
      )}
    </div>
  );
}
