import { useSelector } from '@xstate/react';
import { selectChallengeUrl } from '@machines/saveCard/saveCard.types';
import type { SaveCardRef } from '@/effects/saveCard';
import { textButton } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import { InfoDialog } from '../menu/modals/InfoDialog';
import { CardChallengeDialog } from '../payments/CardChallengeDialog';
import { SaveCardForm } from '../payments/SaveCardForm';
import { cancel } from '../payments/SaveCardForm.css';

/**
 * newCreditCardModal at checkout: a signed-in shopper saves another card to the account (the saveCard
 * machine); once saved it closes, and the card is listed and picked. A setup that needs 3-D Secure
 * shows its challenge in threeDSecureModal in its place.
 */
export function NewCardModal({ saveCard }: { saveCard: SaveCardRef }) {
  const { modal } = useSystem();
  const shown = useSelector(modal, (state) => (state.matches('open') ? state.context.name : null));
  const challengeUrl = useSelector(saveCard, selectChallengeUrl);
  const close = () => modal.send({ type: 'modal.close' });
  if (shown === 'threeDSecureModal' && challengeUrl) return <CardChallengeDialog url={challengeUrl} origin="saveCard" onClose={close} />;
  if (shown !== 'newCreditCardModal') return null;
  return (
    <InfoDialog title="Add a card" onClose={close} wide>
      <SaveCardForm
        saveCard={saveCard}
        idPrefix="checkout-new-card"
        cancel={
          <button type="button" className={`${textButton()} ${cancel}`} onClick={close}>
            Cancel
          </button>
        }
      />
    </InfoDialog>
  );
}
