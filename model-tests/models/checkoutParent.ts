import { checkoutMachine } from '../../machines';
import type { ModelEvent, ParentWalk } from '../support/model-paths';
import { checkoutInput } from './checkout.model';

type ChildReport = 'paypal.update' | 'wallet.update' | 'verification.update';

/**
 * Checkout, the page the paypal, wallet and card verification suites walk their child at: behind each step of the
 * child's path, the child's `report`s (each reaches checkout as `report` event, sendParent in checkout.machine.ts),
 * after any of `sentFirst`, the events the page sends checkout, which hands them on to the child.
 */
export function checkoutParent(report: ChildReport, sentFirst: readonly string[] = []): ParentWalk {
  return {
    name: 'checkout',
    machine: checkoutMachine,
    input: checkoutInput,
    eventsBehind: (step) => [
      ...(sentFirst.includes(step.event.type) ? [{ type: step.event.type } as ModelEvent] : []),
      ...step.actions.filter((action) => action.type === 'report').map((action) => ({ type: report, report: action.params })),
    ],
  };
}

/** Adyen's card component reports which of its fields are valid on each change (AdyenCardFields.tsx); typed in turn: number, expiry, code. */
const ADYEN_TYPED_IN_TURN: ModelEvent[] = [
  { encryptedCardNumber: true, encryptedExpiryDate: false, encryptedSecurityCode: false },
  { encryptedCardNumber: true, encryptedExpiryDate: true, encryptedSecurityCode: false },
  { encryptedCardNumber: true, encryptedExpiryDate: true, encryptedSecurityCode: true },
].map((valid) => ({ type: 'card.adyenChange', valid }));

/** placeOrder's Adyen walk: its start types the path's card into Adyen's component on the checkout page (support/storefront.ts payByAdyenCard). */
export const checkoutBehindAdyenCard: ParentWalk = {
  name: 'checkout',
  machine: checkoutMachine,
  input: checkoutInput,
  eventsBehind: (step) => (step.event.type === 'xstate.init' ? ADYEN_TYPED_IN_TURN : []),
};
