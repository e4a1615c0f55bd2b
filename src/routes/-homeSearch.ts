import { z } from 'zod';
import { commonFlags, shippingTypeFlag, shopNoticeFlags } from '../pageFlags';

/** Query flags of the home page (both / and /shop/homepage). */
export const homeSearch = z.object({
  search_address: z.string().trim().max(300).optional().catch(undefined),
  search_shipping_type_filter: shippingTypeFlag,
  ...shopNoticeFlags,
  ...commonFlags,
});
export type HomeSearch = z.infer<typeof homeSearch>;
