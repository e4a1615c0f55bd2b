import { useSelector } from '@xstate/react';
import type { CheckoutRef } from '@/effects/checkout';
import type { SaveCardRef } from '@/effects/saveCard';
import type { SavedCardsRef } from '@/effects/savedCards';
import { textButton } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import { CardFields } from './CardFields';
import { CardVerificationFields } from './CardVerificationFields';
import * as styles from './Checkout.css';
import { savedCardLabel } from './savedCardLabel';

/**
 * Paying by card: a signed-in shopper picks a saved card or a new one, or adds a card to the account
 * (newCreditCardModal); a new card is typed into the gateway's fields.
 */
export function CardPayment({
  checkout,
  savedCards,
  saveCard,
}: {
  checkout: CheckoutRef;
  savedCards: SavedCardsRef;
  saveCard: SaveCardRef;
}) {
  const { modal } = useSystem();
  const gateway = useSelector(checkout, (state) => state.context.paymentGateway.cardPaymentGateway);
  const allCards = useSelector(savedCards, (state) => state.context.cards);
  // only the cards of the shop's gateway can pay here
  const cards = allCards.filter((card) => (card.gateway ?? 'stripe') === gateway);
  const chosen = useSelector(checkout, (state) => state.context.savedCard);
  // while the account's cards load, the choice may still change to the last used one
  const listing = useSelector(savedCards, (state) => state.matches('loading'));
  return (
    <div className={styles.stack} aria-busy={listing} data-testid="card-payment">
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
            <input
              type="radio"
              name="saved-card"
              className={styles.paymentRadio}
              checked={chosen === null}
              onChange={() => checkout.send({ type: 'card.pick', card: null })}
            />
            A new card
          </label>
          {gateway === 'stripe' ? (
            <button
              type="button"
              className={`${textButton()} ${styles.addCard}`}
              aria-haspopup="dialog"
              onClick={() => {
                saveCard.send({ type: 'card.restart' });
                modal.send({ type: 'modal.open', name: 'newCreditCardModal' });
              }}
            >
              Add a card to your account
            </button>
          ) : null}
        </fieldset>
      ) : null}
      <CardVerificationFields checkout={checkout} />
      {chosen ? null : <CardFields checkout={checkout} />}
    </div>
  );
}
