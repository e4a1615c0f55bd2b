import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { validateOrder } from '@machines/checkout/checkout.rules';
import type { CheckoutContext, CheckoutErrors } from '@machines/checkout/checkout.types';
import { useSystem } from '../SystemProvider';
import type { PlaceOrderOutput } from '@machines/placeOrder/placeOrder.types';
import type { Analytics } from './tracker';

type CheckoutSnapshot = { context: CheckoutContext; matches: (state: 'submitting' | 'placed') => boolean };
type CheckoutActor = AnyActorRef & { getSnapshot: () => CheckoutSnapshot };

const sectionsOf = (errors: CheckoutErrors) => Object.keys(errors) as (keyof CheckoutErrors)[];
const completeSections = (context: CheckoutContext) => {
  const errors = validateOrder(context);
  return new Set(sectionsOf(errors).filter((section) => Object.keys(errors[section]).length === 0));
};
const erroredFields = (errors: CheckoutErrors) =>
  sectionsOf(errors).flatMap((section) => Object.keys(errors[section]).map((field) => `${section}.${field}`));

/**
 * Checkout's analytics, read from its machine (the view stays as it is): contact edits (field names
 * only), a submit the form refused before sending it, each section that became complete, the order
 * placed, and the failed-order event with the server's message and error codes.
 */
export function watchCheckout(checkout: CheckoutActor, analytics: Analytics): () => void {
  let complete = completeSections(checkout.getSnapshot().context);
  let placed = false;
  // Each snapshot with the event that made it: what happened and where the form ended up.
  const inspection = checkout.system.inspect((inspected) => {
    if (inspected.type !== '@xstate.snapshot' || inspected.actorRef !== checkout) return;
    const snapshot = inspected.snapshot as unknown as CheckoutSnapshot;
    const event = inspected.event as { type: string; field?: string; output?: PlaceOrderOutput };
    if (event.type === 'contact.change' && event.field) analytics.personalInfoEdit(event.field);
    if (event.type === 'order.submit' && !snapshot.matches('submitting'))
      analytics.checkoutErrorBeforeSubmit(erroredFields(snapshot.context.errors));
    if (event.type === 'xstate.done.actor.placeOrder' && event.output?.status === 'failed') {
      analytics.orderFailed({ message: event.output.error.messages[0], orderErrorCodes: event.output.error.codes });
    }
    const now = completeSections(snapshot.context);
    for (const section of now) if (!complete.has(section)) analytics.completedSection(section);
    complete = now;
    if (!placed && snapshot.matches('placed')) {
      placed = true;
      analytics.track('order_placed', { orderUuid: snapshot.context.completedOrderUuid });
    }
  });
  return () => inspection.unsubscribe();
}

/** One call from the checkout route: watches its checkout machine while the page shows it. */
export function useCheckoutAnalytics(checkout: AnyActorRef): void {
  const { analytics } = useSystem();
  useEffect(() => (analytics ? watchCheckout(checkout as CheckoutActor, analytics) : undefined), [checkout, analytics]);
}
