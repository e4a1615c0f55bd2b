import type { AnyMachineSnapshot } from 'xstate';
import { paymentGatewayMachine } from '../../machines/paymentGateway/paymentGateway.machine';
import type { PaymentGatewayContext } from '../../machines/paymentGateway/paymentGateway.types';
import type { ModelDefinition } from '../support/model-paths';
import { brooklynSliceHouse } from '../support/seed';

export const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PaymentGatewayContext;

/**
 * Checkout's card gateway for Brooklyn Slice House, as a guest. With the sf_adyen_payments flag (the
 * flagged server) the payment service is asked, and answers stripe for every shop until Adyen arrives
 * (issue 13), or the connection is cut: the default (stripe) is then used. Without the flag (the default
 * server) the default is set at once and nothing is asked.
 */
export const paymentGatewayWithFlag: ModelDefinition<typeof paymentGatewayMachine> = {
  name: 'paymentGateway',
  machine: paymentGatewayMachine,
  input: { shopUuid: brooklynSliceHouse.uuid, fetchFromServer: true, signedIn: false },
  outcomes: {
    'xstate.done.actor.fetchGateway': [
      { type: 'xstate.done.actor.fetchGateway', actorId: 'fetchGateway', output: { gateway: 'stripe', interimGateway: null } },
    ],
    'xstate.error.actor.fetchGateway': [
      { type: 'xstate.error.actor.fetchGateway', actorId: 'fetchGateway', error: { status: null, message: 'ERR_NETWORK', errors: [] } },
    ],
  },
  contextKey: (snapshot) => contextOf(snapshot).cardPaymentGateway,
  eventLabel: (event) => {
    if (event.type === 'xstate.done.actor.fetchGateway') return 'the payment service answers stripe';
    if (event.type === 'xstate.error.actor.fetchGateway') return 'the gateway request is cut';
    return event.type;
  },
};

export const paymentGatewayWithoutFlag: ModelDefinition<typeof paymentGatewayMachine> = {
  ...paymentGatewayWithFlag,
  input: { ...paymentGatewayWithFlag.input!, fetchFromServer: false },
};
