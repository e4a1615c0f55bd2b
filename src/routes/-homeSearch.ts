import { z } from 'zod/mini';
import { commonFlags, optionalTrimmed, shippingTypeFlag, shopNoticeFlags } from '../pageFlags';

/** Query flags of the home page (both / and /shop/homepage). */
export const homeSearch = z.object({
  search_address: optionalTrimmed(300),
  search_shipping_type_filter: shippingTypeFlag,
  ...shopNoticeFlags,
  ...commonFlags,
});
export type HomeSearch = z.infer<typeof homeSearch>;
