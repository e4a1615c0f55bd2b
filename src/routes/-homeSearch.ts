import { commonFlags, optionalTrimmed, searchSchema, shippingTypeFlag, shopNoticeFlags, type SearchOf } from '../pageFlags';

const homeFields = {
  search_address: optionalTrimmed(300),
  search_shipping_type_filter: shippingTypeFlag,
  ...shopNoticeFlags,
  ...commonFlags,
};
/** Query flags of the home page (both / and /shop/homepage). */
export const homeSearch = searchSchema(homeFields);
export type HomeSearch = SearchOf<typeof homeFields>;
