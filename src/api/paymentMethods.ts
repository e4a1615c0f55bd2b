import type * as contract from '@contract';
import type { ChallengeDetails } from './challengeDetails';
import { client, CORE } from './client';
import { emptyWhenSignedOut } from './errors';
import type { Camel } from './types';

export type SavedPaymentMethod = Camel<contract.SavedPaymentMethod>;
export type PaymentMethodAnswer = Camel<contract.PaymentMethodResponse>;
export type CreatePaymentMethodRequest = Camel<contract.CreatePaymentMethodRequest>;

/** GET v2 payment_methods?gateway=: the signed-in account's saved cards (signed out, a 401: none). */
export async function listPaymentMethods(gateway: contract.CardGateway = 'stripe'): Promise<SavedPaymentMethod[]> {
  return emptyWhenSignedOut(async () => {
    const { data } = await client.get<SavedPaymentMethod[] | ''>(`${CORE}/v2/payment_methods`, { params: { gateway } });
    return Array.isArray(data) ? data : [];
  }, []);
}

/** POST v2 payment_methods: saves the card (a guest's is single-use); next_action when its setup needs 3-D Secure. */
export async function createPaymentMethod(request: CreatePaymentMethodRequest): Promise<PaymentMethodAnswer> {
  const { data } = await client.post<PaymentMethodAnswer>(`${CORE}/v2/payment_methods`, request);
  return data;
}

/** POST v2 payment_methods/{id}/confirm after the card's 3-D Secure challenge, with what its page returned (challengeDetails); a guest's card with its email and client_secret. */
export async function confirmPaymentMethod(
  id: number,
  details: ChallengeDetails,
  email?: string,
  clientSecret?: string | null,
): Promise<PaymentMethodAnswer> {
  const { data } = await client.post<PaymentMethodAnswer>(`${CORE}/v2/payment_methods/${id}/confirm`, {
    details,
    ...(email ? { email } : {}),
    ...(clientSecret ? { clientSecret } : {}),
  });
  return data;
}

export async function deletePaymentMethod(id: number): Promise<void> {
  await client.delete(`${CORE}/v2/payment_methods/${id}`);
}
