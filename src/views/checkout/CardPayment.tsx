import { useSelector } from '@xstate/react';
import type { CheckoutRef } from '@/effects/checkout';
import type { SavedCardsRef } from '@/effects/savedCards';
import { CardFields } from './CardFields';
import { CardVerificationFields } from './CardVerificationFields';
import * as styles from './Checkout.css';
import { savedCardLabel } from './savedCardLabel';

/** Paying by card: a signed-in shopper picks a saved card or a new one; a new card is typed into the gateway's fields. */
export function CardPayment({ checkout, savedCards }: { checkout: CheckoutRef; savedCards: SavedCardsRef }) {
  const cards = useSelector(savedCards, (state) => state.context.cards);
  const chosen = useSelector(checkout, (state) => state.context.savedCard);
  return (
    <div className={styles.stack}>
      {cards.length ? (
        <fieldset className={styles.stack}>
          <legend className={styles.lineName}>Saved cards</legend>
          {cards.map((card) => (
            <label key={card.id} className={styles.payment}>
              <input
                type="radio"
                name="saved-card"
                className={styles.paymentRadio}
                checked={chosen?.id === card.id}
                onChange={() => checkout.send({ type: 'card.pick', card: { id: card.id, lastFour: card.lastFour } })}
              />
              {savedCardLabel(card)}
            </label>
          ))}
          <label className={styles.payment}>
            <input type="radio" name="saved-card" className={styles.paymentRadio} checked={chosen === null} onChange={() => checkout.send({ type: 'card.pick', card: null })} />
            A new card
          </label>
        </fieldset>
      ) : null}
      <CardVerificationFields checkout={checkout} />
      {chosen ? null : <CardFields checkout={checkout} />}
    </div>
  );
}
