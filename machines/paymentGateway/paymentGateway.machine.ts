import { assign, setup } from 'xstate';
import { fetchGateway } from './paymentGateway.actors';
import { chosenGateway, DEFAULT_CARD_GATEWAY } from './paymentGateway.rules';
import type { CardGateway, PaymentGatewayContext, PaymentGatewayInput, PaymentGatewayOutput } from './paymentGateway.types';

export const paymentGatewayMachine = setup({
  types: {} as { context: PaymentGatewayContext; input: PaymentGatewayInput; output: PaymentGatewayOutput; tags: 'busy' },
  actors: { fetchGateway },
  actions: {
    assignCardGateway: assign((_, p: { gateway: CardGateway }) => ({ cardPaymentGateway: p.gateway })),
  },
  guards: { fetchesFromServer: ({ context }) => context.fetchFromServer },
}).createMachine({
  id: 'paymentGateway',
  description:
    'Which gateway takes a shop\'s cards (checkout §4 "Payment gateway"), per shop uuid: loading, then success. With the sf_adyen_payments flag it is asked of the payment service, and a signed-in shopper gets the interim gateway when it differs; without the flag, or when the service cannot answer, the default (stripe). The wallets\' gateway is always stripe.',
  context: ({ input }) => ({ ...input, cardPaymentGateway: DEFAULT_CARD_GATEWAY, thirdPartyPaymentGateway: 'stripe' }),
  output: ({ context }) => ({
    shopUuid: context.shopUuid,
    cardPaymentGateway: context.cardPaymentGateway,
    thirdPartyPaymentGateway: context.thirdPartyPaymentGateway,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'The flag decides: ask the payment service, or keep the default set from the shop uuid.',
      always: [{ guard: 'fetchesFromServer', target: 'loading' }, { target: 'success' }],
    },
    loading: {
      tags: ['busy'],
      description: 'GET …/public/shops/{uuid}/gateway; card payment waits for the answer.',
      invoke: {
        id: 'fetchGateway',
        src: 'fetchGateway',
        input: ({ context }) => ({ shopUuid: context.shopUuid }),
        onDone: {
          target: 'success',
          actions: {
            type: 'assignCardGateway',
            params: ({ event, context }) => ({ gateway: chosenGateway(event.output, context.signedIn) }),
          },
        },
        // checkout §8: a gateway fetch failure uses the default gateway
        onError: { target: 'success', actions: { type: 'assignCardGateway', params: { gateway: DEFAULT_CARD_GATEWAY } } },
      },
    },
    success: { type: 'final', description: 'The gateway is known (output): card fields and orders use it.' },
  },
});
