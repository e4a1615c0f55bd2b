import { fromPromise } from 'xstate';
import { paymentGatewayMachine } from '@machines/paymentGateway/paymentGateway.machine';
import { getShopGateway } from '@/api/payments';

/** The paymentGateway machine with its real call: the payment service's GET public/shops/{uuid}/gateway. */
export const paymentGatewayWithEffects = paymentGatewayMachine.provide({
  actors: { fetchGateway: fromPromise(({ input }) => getShopGateway(input.shopUuid)) },
});
