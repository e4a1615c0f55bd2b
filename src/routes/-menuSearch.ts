import { z } from 'zod';
import { commonFlags } from '../pageFlags';

/** Query flags of every menu route (modal keys are read by the modal machine from the URL itself). */
export const menuSearch = z.object({
  view_product: z.string().max(20).optional().catch(undefined),
  view_all_deals: z.string().max(10).optional().catch(undefined),
  view_delivery_preferences: z.string().max(10).optional().catch(undefined),
  show_cart: z.string().max(10).optional().catch(undefined),
  modal: z.string().max(40).optional().catch(undefined),
  magicCartUuid: z.string().max(64).optional().catch(undefined),
  ...commonFlags,
});
export type MenuSearch = z.infer<typeof menuSearch>;
