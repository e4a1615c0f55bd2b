import { fromPromise } from 'xstate';
import type { ShopGatewayAnswer } from './paymentGateway.types';

/** GET /services/payment/public/shops/{shopUuid}/gateway (injected). */
export const fetchGateway = fromPromise<ShopGatewayAnswer, { shopUuid: string }>(async () => {
  throw new Error('fetchGateway not provided');
});
