import type { CheckoutShop } from './checkout.types';

/** For tests: a shop open now for delivery and pickup that takes cash only (cards: `cardShop`). */
export const openShop = (id: number): CheckoutShop => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  acceptsCash: true,
  acceptsCard: false,
  phone: '(212) 555-0100',
  doesDelivery: true,
  doesPickup: true,
  isOpenForDelivery: true,
  isOpenForPickup: true,
  nextDeliveryOpen: null,
  nextPickupOpen: null,
  orderOptions: ['contactless_delivery', 'curbside_pickup'],
  tipsForDelivery: true,
  tipsForPickup: true,
  doesScheduledOrders: false,
  timezone: 'America/New_York',
  hours: { delivery: { openings: [], pausings: [] }, pickup: { openings: [], pausings: [] } },
  leadMinutes: { delivery: 45, pickup: 20 },
});

/** For tests: the same shop taking cash and cards (the default tender is then credit). */
export const cardShop = (id: number): CheckoutShop => ({ ...openShop(id), acceptsCard: true });
