import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { placeOrderMachine } from '@machines/placeOrder/placeOrder.machine';
import type { CheckoutRef } from '@/effects/checkout';
import { useSystem } from '@/SystemProvider';
import { InfoDialog } from '../menu/modals/InfoDialog';
import * as styles from './ThreeDSecureModal.css';

type PlaceOrderRef = ActorRefFrom<typeof placeOrderMachine>;

/** threeDSecureModal: the card issuer's challenge page, until it returns to /3ds-redirect (or the shopper closes it). */
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
  return (
    <InfoDialog title="Verify your card" onClose={onClose}>
      <p className={styles.note}>Your bank asks you to confirm this {challenge.origin === 'saveCard' ? 'card' : 'payment'}.</p>
      <iframe className={styles.frame} src={challenge.url} title="Card verification by your bank" />
    </InfoDialog>
  );
}
