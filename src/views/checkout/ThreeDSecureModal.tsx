import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { placeOrderMachine } from '@machines/placeOrder/placeOrder.machine';
import type { saveCardMachine } from '@machines/saveCard/saveCard.machine';
import { selectChallengeUrl } from '@machines/saveCard/saveCard.types';
import { isModalShown } from '@machines/modal/modal.types';
import type { CheckoutRef } from '@/effects/checkout';
import { useSystem } from '@/SystemProvider';
import { CardChallengeDialog } from '../payments/CardChallengeDialog';

type PlaceOrderRef = ActorRefFrom<typeof placeOrderMachine>;
type SaveCardChildRef = ActorRefFrom<typeof saveCardMachine>;

/**
 * threeDSecureModal while placing an order: the card issuer's challenge page, until it returns to /3ds-redirect (or the shopper
 * closes it). The payment's challenge is placeOrder's; the card setup's is its saveCard child's (origin saveCard).
 */
export function ThreeDSecureModal({ checkout }: { checkout: CheckoutRef }) {
  const { modal } = useSystem();
  const open = useSelector(modal, (state) => isModalShown(state, 'threeDSecureModal'));
  const placing = useSelector(checkout, (state) => state.children.placeOrder as PlaceOrderRef | undefined);
  if (!open || !placing) return null;
  return <Challenge placing={placing} onClose={() => modal.send({ type: 'modal.close' })} />;
}

function Challenge({ placing, onClose }: { placing: PlaceOrderRef; onClose: () => void }) {
  const challenge = useSelector(placing, (state) => state.context.challenge);
  const savingCard = useSelector(placing, (state) => state.children.saveCard as SaveCardChildRef | undefined);
  if (challenge) return <CardChallengeDialog url={challenge.url} origin={challenge.origin} onClose={onClose} />;
  return savingCard ? <CardSetupChallenge savingCard={savingCard} onClose={onClose} /> : null;
}

function CardSetupChallenge({ savingCard, onClose }: { savingCard: SaveCardChildRef; onClose: () => void }) {
  const url = useSelector(savingCard, selectChallengeUrl);
  return url ? <CardChallengeDialog url={url} origin="saveCard" onClose={onClose} /> : null;
}
