import type * as contract from '@contract';
import { clientWithoutToken, CORE } from './client';
import type { Camel } from './types';

/** { mode: 'sandbox' | 'stripe', publishableKey, apiBase } */
export type PaymentsConfig = Camel<contract.PaymentsConfig>;

/** GET payments/config: how the browser reaches the card gateway (the embedded Stripe sandbox, or Stripe with a publishable key). */
export async function getPaymentsConfig(): Promise<PaymentsConfig> {
  const { data } = await clientWithoutToken.get<PaymentsConfig>(`${CORE}/v1/payments/config`);
  return data;
}

/** { gateway, interimGateway } */
export type ShopGateway = Camel<contract.ShopGatewayResponse>;

/** GET the payment service's public shops/{uuid}/gateway: which gateway takes the shop's cards. */
export async function getShopGateway(shopUuid: string): Promise<ShopGateway> {
  const { data } = await clientWithoutToken.get<ShopGateway>(`/services/payment/public/shops/${encodeURIComponent(shopUuid)}/gateway`);
  return data;
}
