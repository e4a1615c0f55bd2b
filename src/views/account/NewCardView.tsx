import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectCardErrors, selectChallengeUrl, selectFailure, selectPostalCode } from '@machines/saveCard/saveCard.types';
import type { SessionUser } from '@machines/session/session.types';
import { saveCardForApp } from '@/effects/saveCard';
import { button, statusMessage, textButton } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import { CardChallengeDialog } from '../payments/CardChallengeDialog';
import { CardEntryFields } from '../payments/CardEntryFields';
import { AccountGate } from './AccountGate';
import * as accountStyles from './AccountView.css';
import * as styles from './NewCardView.css';

/** /user/payment-methods/new: a signed-in shopper saves a card to the account; a guest is asked to log in (checkout §6). */
export function NewCardView() {
  return (
    <AccountGate title="Add a card" guestText="Log in to save cards to your account." returnTo="/user/payment-methods/new">
      {(user) => <NewCardForm user={user} />}
    </AccountGate>
  );
}

function NewCardForm({ user }: { user: SessionUser }) {
  const { modal } = useSystem();
  const navigate = useNavigate();
  // a saved card is announced by the machine; the app goes back to the account page, which lists it
  const [machine] = useState(() => saveCardForApp({ modal, onSaved: () => void navigate({ to: '/user' }) }));
  const ref = useActorRef(machine, { input: { email: user.email ?? '', name: `${user.firstName} ${user.lastName}`.trim() } });
  const busy = useSelector(ref, (snapshot) => snapshot.hasTag('busy'));
  const canSave = useSelector(ref, (snapshot) => snapshot.can({ type: 'card.submit' }));
  const aborted = useSelector(ref, (snapshot) => snapshot.matches({ editing: 'aborted' }));
  const errors = useSelector(ref, selectCardErrors);
  const postalCode = useSelector(ref, selectPostalCode);
  const failure = useSelector(ref, selectFailure);
  const challengeUrl = useSelector(ref, selectChallengeUrl);
  const challengeShown = useSelector(modal, (snapshot) => snapshot.matches('open') && snapshot.context.name === 'threeDSecureModal');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ref.send({ type: 'card.submit' });
  };

  return (
    <div className={accountStyles.page}>
      <div className={accountStyles.head}>
        <h1 className={accountStyles.title}>Add a card</h1>
      </div>
      <section className={accountStyles.section} aria-labelledby="new-card-form-title">
        <h2 id="new-card-form-title" className={accountStyles.sectionTitle}>
          Card details
        </h2>
        <form className={styles.form} aria-label="New card" noValidate onSubmit={submit}>
          {failure ? (
            <ul role="alert" className={`${statusMessage({ tone: 'warning' })} ${styles.summary}`}>
              {failure.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          {aborted ? (
            <p role="status" className={statusMessage({ tone: 'info' })}>
              You closed your bank's verification, so the card was not saved. Save it again to retry.
            </p>
          ) : null}
          <CardEntryFields
            idPrefix="new-card"
            errors={errors}
            postalCode={postalCode}
            disabled={busy}
            onElementChange={(field, state) => ref.send({ type: 'card.change', field, state })}
            onPostalCode={(value) => ref.send({ type: 'card.postalCode', value })}
          />
          <p className={styles.note}>Your card is saved to your account for faster checkout. You can delete it from your account page at any time.</p>
          <div className={styles.actions}>
            <button type="submit" className={button({ size: 'lg' })} disabled={!canSave} aria-busy={busy}>
              {busy ? 'Saving…' : 'Save card'}
            </button>
            <Link to="/user" className={`${textButton()} ${styles.cancel}`}>
              Cancel
            </Link>
          </div>
        </form>
      </section>
      {challengeShown && challengeUrl ? <CardChallengeDialog url={challengeUrl} origin="saveCard" onClose={() => modal.send({ type: 'modal.close' })} /> : null}
    </div>
  );
}
