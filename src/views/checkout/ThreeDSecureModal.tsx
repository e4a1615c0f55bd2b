import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { placeOrderMachine } from '@machines/placeOrder/placeOrder.machine';
import type { CheckoutRef } from '@/effects/checkout';
import { useSystem } from '@/SystemProvider';
import { CardChallengeDialog } from '../payments/CardChallengeDialog';

type PlaceOrderRef = ActorRefFrom<typeof placeOrderMachine>;

/** threeDSecureModal while placing an order: the card issuer's challenge page, until it returns to /3ds-redirect (or the shopper closes it). */
export function ThreeDSecureModal({ checkout }: { checkout: CheckoutRef }) {
  const { modal } = useSystem();
  const open = useSelector(modal, (state) => state.matches('open') && state.context.name === 'threeDSecureModal');
  const placing = useSelector(checkout, (state) => state.children.placeOrder as PlaceOrderRef | undefined);
  if (!open || !placing) return null;
  return <Challenge placing={placing} onClose={() => modal.send({ type: 'modal.close' })} />;
}

function Challenge({ placing, onClose }: { placing: PlaceOrderRef; onClose: () => void }) {
  const challenge = useSelector(placing, (state) => state.context.challenge);
  if (!challenge) return null;
  return <CardChallengeDialog url={challenge.url} origin={challenge.origin} onClose={onClose} />;
}
