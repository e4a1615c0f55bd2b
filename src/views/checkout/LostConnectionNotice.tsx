import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { placeOrderMachine } from '@machines/placeOrder/placeOrder.machine';
import { connectionLostMessage } from '@machines/placeOrder/placeOrder.errors';
import type { CheckoutRef } from '@/effects/checkout';
import * as styles from './Checkout.css';

type PlaceOrderRef = ActorRefFrom<typeof placeOrderMachine>;

/** While the order is looked up after the connection cut out: 'Looks like your Internet cut out…'. */
export function LostConnectionNotice({ checkout }: { checkout: CheckoutRef }) {
  const placing = useSelector(checkout, (state) => state.children.placeOrder as PlaceOrderRef | undefined);
  return placing ? <Checking placing={placing} /> : null;
}

function Checking({ placing }: { placing: PlaceOrderRef }) {
  const checking = useSelector(placing, (state) => state.matches('checkingOrder'));
  const phone = useSelector(placing, (state) => state.context.shopPhone);
  return checking ? (
    <p className={styles.info} role="status">
      {connectionLostMessage(phone)}
    </p>
  ) : null;
}
