import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  selectAccountErrors,
  selectAccountFormError,
  selectAccountSaveStatus,
  selectAccountValues,
  selectEmailSuggestion,
  selectPhoneRequired,
} from '@machines/accountUpdate/accountUpdate.types';
import type { SessionUser } from '@machines/session/session.types';
import { useProfileUpdate, type AccountUpdateRef } from '@/hooks/useAccountUpdate';
import { textButton } from '@/styles/recipes.css';
import type { SessionRef } from '@/system';
import { TextField } from '../common/TextField';
import { AccountGate } from './AccountGate';
import { AccountSaveBar } from './AccountSaveBar';
import * as accountStyles from './AccountView.css';
import * as styles from './EditProfileView.css';

const FIELDS = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', hint: 'Format XXX-XXX-XXXX' },
] as const;

/** /user/edit: the signed-in shopper's name, email and phone; a guest is asked to log in. */
export function EditProfileView() {
  return (
    <AccountGate title="Edit profile" guestText="Log in to edit your profile." returnTo="/user/edit">
      {(user, session) => <ProfileForm key={user.id} user={user} session={session} />}
    </AccountGate>
  );
}

function ProfileForm({ user, session }: { user: SessionUser; session: SessionRef }) {
  const profile = useProfileUpdate(user, session);
  return (
    <div className={accountStyles.page}>
      <h1 className={accountStyles.title}>Edit profile</h1>
      <section className={accountStyles.section} aria-labelledby="profile-form-title">
        <h2 id="profile-form-title" className={accountStyles.sectionTitle}>
          Your details
        </h2>
        <ProfileFields profile={profile} />
      </section>
      <Link to="/user" className={styles.back}>
        Back to your account
      </Link>
    </div>
  );
}

function ProfileFields({ profile }: { profile: AccountUpdateRef }) {
  const values = useSelector(profile, selectAccountValues);
  const errors = useSelector(profile, selectAccountErrors);
  const formError = useSelector(profile, selectAccountFormError);
  const suggestion = useSelector(profile, selectEmailSuggestion);
  const status = useSelector(profile, selectAccountSaveStatus);
  const canSave = useSelector(profile, (snapshot) => snapshot.can({ type: 'form.save' }));
  const phoneRequired = useSelector(profile, selectPhoneRequired);
  const busy = status === 'saving';
  const change = (field: string) => (value: string) => profile.send({ type: 'field.change', field, value });

  return (
    <form
      className={styles.form}
      aria-label="Profile"
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        profile.send({ type: 'form.save' });
      }}
    >
      <div className={styles.fields}>
        {FIELDS.map(({ field, label, type, autoComplete, ...rest }) => (
          <div key={field} className={styles.form}>
            <TextField
              id={`profile-${field}`}
              label={label}
              type={type}
              autoComplete={autoComplete}
              hint={'hint' in rest ? rest.hint : undefined}
              value={String(values[field] ?? '')}
              error={errors[field]}
              required={field !== 'phone' || phoneRequired}
              readOnly={busy}
              maxLength={field === 'email' ? 254 : field === 'phone' ? 30 : 100}
              onChange={change(field)}
              onBlur={field === 'email' ? () => profile.send({ type: 'email.check' }) : undefined}
            />
            {field === 'email' && suggestion ? (
              <p className={styles.suggestion}>
                Did you mean{' '}
                <button
                  type="button"
                  className={textButton({ size: 'inline' })}
                  aria-label={`Use ${suggestion}`}
                  onClick={() => change('email')(suggestion)}
                >
                  {suggestion}
                </button>
                ?
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <AccountSaveBar
        label="Save"
        notice={status === 'saved' ? 'Your profile is saved' : null}
        formError={formError}
        busy={busy}
        canSave={canSave}
      />
    </form>
  );
}
