import type { PromoCodeLookupResponse } from '@contract/restaurant-promo';
import { client, CORE } from './client';
import type { Camel } from './types';

export type RestaurantPromo = Camel<PromoCodeLookupResponse>['promoCode'];

/** GET v1/promo_codes/{tag}: what a code works out to and where it is good (the restaurant promo-code page); an invalid one rejects 404. */
export async function lookUpPromoCode(code: string): Promise<RestaurantPromo> {
  const { data } = await client.get<Camel<PromoCodeLookupResponse>>(`${CORE}/v1/promo_codes/${encodeURIComponent(code)}`);
  return data.promoCode;
}
