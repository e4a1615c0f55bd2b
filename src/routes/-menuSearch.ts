import { commonFlags, optionalString, searchSchema, type SearchOf } from '../pageFlags';

const menuFields = {
  view_product: optionalString(20),
  view_all_deals: optionalString(10),
  view_delivery_preferences: optionalString(10),
  show_cart: optionalString(10),
  modal: optionalString(40),
  magicCartUuid: optionalString(64),
  // the review widget asked for, on the way back from its sign-in (useReviewWidget)
  write_review: optionalString(10),
  ...commonFlags,
};
/** Query flags of every menu route (modal keys are read by the modal machine from the URL itself). */
export const menuSearch = searchSchema(menuFields);
export type MenuSearch = SearchOf<typeof menuFields>;
