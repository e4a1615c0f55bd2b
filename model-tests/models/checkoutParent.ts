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
