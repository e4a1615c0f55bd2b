import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { selectCardErrors, selectFailure, selectPostalCode } from '@machines/saveCard/saveCard.types';
import type { SaveCardRef } from '@/effects/saveCard';
import { button, statusMessage } from '@/styles/recipes.css';
import { CardEntryFields } from './CardEntryFields';
import * as styles from './SaveCardForm.css';

type SaveCardFormProps = {
  saveCard: SaveCardRef;
  /** Prefix of the fields' ids (one form per page). */
  idPrefix: string;
  /** Beside "Save card": how to leave without saving (a link back, or closing the dialog). */
  cancel: ReactNode;
};

/** A card to save to the account (the saveCard machine): checkout §8's message, the card fields, "Save card". */
export function SaveCardForm({ saveCard, idPrefix, cancel }: SaveCardFormProps) {
  const busy = useSelector(saveCard, (snapshot) => snapshot.hasTag('busy'));
  const canSave = useSelector(saveCard, (snapshot) => snapshot.can({ type: 'card.submit' }));
  const aborted = useSelector(saveCard, (snapshot) => snapshot.matches({ editing: 'aborted' }));
  const errors = useSelector(saveCard, selectCardErrors);
  const postalCode = useSelector(saveCard, selectPostalCode);
  const failure = useSelector(saveCard, selectFailure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveCard.send({ type: 'card.submit' });
  };

  return (
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
        idPrefix={idPrefix}
        errors={errors}
        postalCode={postalCode}
        disabled={busy}
        onElementChange={(field, state) => saveCard.send({ type: 'card.change', field, state })}
        onPostalCode={(value) => saveCard.send({ type: 'card.postalCode', value })}
      />
      <p className={styles.note}>
        Your card is saved to your account for faster checkout. You can delete it from your account page at any time.
      </p>
      <div className={styles.actions}>
        <button type="submit" className={button({ size: 'lg' })} disabled={!canSave} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save card'}
        </button>
        {cancel}
      </div>
    </form>
  );
}
