import { client, CORE } from './client';
import type { PricedOrderInput } from './types';

export type ValidatedPromoCode = { id: number; promoFlatAmount: number; promoPercentAmount: number };

/** POST promo_codes/validate?tag={code} with the order it would apply to; refusals reject with the server's messages. */
export async function validatePromoCode(code: string, order: PricedOrderInput): Promise<ValidatedPromoCode> {
  const { data } = await client.post<{ promoCode: ValidatedPromoCode }>(
    `${CORE}/v1/promo_codes/validate`,
    { order },
    { params: { tag: code } },
  );
  return data.promoCode;
}
