import { z } from 'zod/mini';
import { commonFlags, optionalString } from '../pageFlags';

/** Query flags of every menu route (modal keys are read by the modal machine from the URL itself). */
export const menuSearch = z.object({
  view_product: optionalString(20),
  view_all_deals: optionalString(10),
  view_delivery_preferences: optionalString(10),
  show_cart: optionalString(10),
  modal: optionalString(40),
  magicCartUuid: optionalString(64),
  ...commonFlags,
});
export type MenuSearch = z.infer<typeof menuSearch>;
