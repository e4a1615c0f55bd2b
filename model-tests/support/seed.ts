import { stableUuid } from '../../server/seed/catalog';
/** Seeded catalog facts the suites rely on (server/seed; listed in the server's ready notes). */
export const brooklynSliceHouse = {
  id: 1001,
  /** The seed's stable uuid for it (server/seed/catalog.ts stableUuid('shop:1001')): the payment service knows it by this. */
  uuid: stableUuid('shop:1001'),
  name: 'Brooklyn Slice House',
  webSlug: 'ny/brooklyn/11201/brooklyn-slice-house',
  menuPath: '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu',
  checkoutPath: '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/checkout',
  deliverable: { address: '123 Court St', city: 'Brooklyn', state: 'NY', zipcode: '11201' },
  undeliverable: { address: '100 Main St', city: 'Brooklyn', state: 'NY', zipcode: '11234' },
  /** What its shop details and delivery method options show (open 24/7, $2.99 flat fee, $10 delivery minimum). */
  fullAddress: '145 Montague St, Brooklyn, NY 11201',
  /** Its phone, as the lost-connection message quotes it ('Call us at …'). */
  phone: '718-555-0101',
  /** Its own ZIP: the billing ZIP the card walks type. */
  zipcode: '11201',
  /** Its time zone: the times offered for later are its local quarter hours. */
  timezone: 'America/New_York',
  deliveryOffer: '30–45 min · $2.99 delivery fee · $10.00 minimum',
  pickupOffer: '15–20 min · No delivery fee · No minimum',
  cuisines: 'Pizza · Italian · Wings · Salads',
  orderOptions: 'Contactless delivery · Curbside pickup',
} as const;

/** Suspended: its links go to /shop/no-longer-active and the visitor lands home with the notice. */
export const atlanticAvenuePizza = { name: 'Atlantic Avenue Pizza' } as const;

/** Delivery minimum $25, pickup minimum $15: a single small pizza is refused by the server. */
export const unionSquareSlice = {
  id: 1111,
  name: 'Union Square Slice',
  webSlug: 'ny/new_york/10003/union-square-slice',
  menuPath: '/restaurants/ny/new_york/10003/union-square-slice/menu',
  checkoutPath: '/restaurants/ny/new_york/10003/union-square-slice/checkout',
} as const;

export const midtownPieCo = {
  id: 1101,
  name: 'Midtown Pie Co.',
  webSlug: 'ny/new_york/10036/midtown-pie-co',
  menuPath: '/restaurants/ny/new_york/10036/midtown-pie-co/menu',
} as const;

/** A slug no shop has: the shop endpoint answers 404. */
export const unknownShop = {
  webSlug: 'ny/brooklyn/11201/no-such-pizzeria',
  menuPath: '/restaurants/ny/brooklyn/11201/no-such-pizzeria/menu',
} as const;

export const searchAddress = 'Brooklyn, NY 11201';

export const NOT_FOUND_TEXT = "Uh oh. There's no pizza here…";
