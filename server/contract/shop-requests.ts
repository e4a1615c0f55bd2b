import { z } from 'zod';
import { urlId } from './common';

/** POST /v1/shops/{shop_id}/add_requests: a browser asks for a shop not on Crust yet to be added. */
export const shopAddRequestParams = z.object({ shop_id: urlId });

export const createShopAddRequest = z.object({
  /** the anonymous id this browser keeps (one request per shop per browser) */
  browser_id: z.string().uuid(),
});
export type CreateShopAddRequest = z.infer<typeof createShopAddRequest>;

/** 201 for a new request, 200 when this browser had already asked for this shop. */
export const shopAddRequestResponse = z.object({
  shop_add_request: z.object({ shop_id: z.number().int(), requested_at: z.string() }),
});
export type ShopAddRequestResponse = z.infer<typeof shopAddRequestResponse>;
