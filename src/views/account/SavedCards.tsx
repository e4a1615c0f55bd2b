import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { savedCardsWithEffects } from '@/effects/savedCards';
import { button, statusMessage, textButton } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import { savedCardLabel } from '../checkout/savedCardLabel';
import * as accountStyles from './AccountView.css';
import { DeleteConfirm } from './DeleteConfirm';
import * as styles from './SavedCards.css';

/** /user: the account's saved cards, each with Delete, and a link to add one (mount for a signed-in shopper only). */
export function SavedCards() {
  const ref = useActorRef(savedCardsWithEffects, { input: { signedIn: true } });
  const state = useSelector(ref, (snapshot) => snapshot.value as string);
  const cards = useSelector(ref, (snapshot) => snapshot.context.cards);
  const markedId = useSelector(ref, (snapshot) => snapshot.context.markedId);
  const errorStatus = useSelector(ref, (snapshot) => snapshot.context.errorStatus);
  const busy = useSelector(ref, (snapshot) => snapshot.hasTag('busy'));
  const canDelete = useSelector(ref, (snapshot) => snapshot.can({ type: 'savedCards.delete', id: 0 }));
  const listed = state === 'ready' || state === 'confirmingDelete' || state === 'deleting';

  return (
    <section className={accountStyles.section} aria-labelledby="cards-title" aria-busy={busy}>
      <div className={styles.head}>
        <h2 id="cards-title" className={accountStyles.sectionTitle}>
          Saved cards
        </h2>
        <Link to="/user/payment-methods/new" className={button({ tone: 'secondary', size: 'sm' })}>
          Add a card
        </Link>
      </div>
      {state === 'loading' ? <p className={accountStyles.muted}>Loading your cards…</p> : null}
      {state === 'failed' ? (
        <ErrorPanel
          title="We couldn't load your cards"
          message="Please try again."
          onRetry={() => ref.send({ type: 'savedCards.request' })}
        />
      ) : null}
      {listed && errorStatus !== null ? (
        <p role="alert" className={statusMessage({ tone: 'warning' })}>
          We couldn't delete that card. Please try again.
        </p>
      ) : null}
      {listed && cards.length === 0 ? <p className={accountStyles.muted}>No saved cards yet. Add one to check out faster.</p> : null}
      {listed && cards.length > 0 ? (
        <ul className={styles.list} aria-label="Saved cards">
          {cards.map((card) => {
            const label = savedCardLabel(card);
            const marked = markedId === card.id;
            const deleting = marked && state === 'deleting';
            return (
              <li key={card.id} className={styles.item} aria-busy={deleting || undefined}>
                <span className={styles.label}>{label}</span>
                {marked && state === 'confirmingDelete' ? (
                  <DeleteConfirm
                    subject={label}
                    onConfirm={() => ref.send({ type: 'savedCards.confirm' })}
                    onCancel={() => ref.send({ type: 'savedCards.cancel' })}
                  />
                ) : (
                  <button
                    type="button"
                    className={textButton()}
                    aria-label={`Delete ${label}`}
                    aria-busy={deleting || undefined}
                    disabled={!canDelete}
                    onClick={() => ref.send({ type: 'savedCards.delete', id: card.id })}
                  >
                    {deleting ? 'Deleting…' : 'Delete'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
