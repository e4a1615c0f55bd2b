import { createHash } from 'node:crypto';
import zipcodes from 'zipcodes';
import type * as schema from '../db/schema';
import { circlePolygon, offsetMiles } from '../domains/location/geometry';
import { cities } from './cities';
import { weeklyOpenings } from './hours';
import { buildMenu, type MenuRows } from './menu';
import { shopSeeds, type ShopSeed } from './shops';

type ShopRow = typeof schema.shops.$inferInsert;
type OpeningRow = typeof schema.shopOpenings.$inferInsert;
type PausingRow = typeof schema.shopPausings.$inferInsert;

export type Catalog = { shops: ShopRow[]; openings: OpeningRow[]; pausings: PausingRow[]; menus: MenuRows[] };

/** A stable v4-shaped uuid derived from a name, so the seed is the same on every run. */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Paused "until further notice": the pausing spans decades so the demo stays paused. */
const longPause = { startsAt: new Date('2020-01-01T00:00:00Z'), endsAt: new Date('2100-01-01T00:00:00Z') };

function shopRow(seed: ShopSeed, index: number): ShopRow {
  const city = cities[seed.city];
  const zip = zipcodes.lookup(seed.zip);
  if (!zip) throw new Error(`unknown ZIP ${seed.zip} for ${seed.name}`);
  // spread shops that share a ZIP a little so they are not all on one point
  const spot = offsetMiles({ lat: zip.latitude, lng: zip.longitude }, ((index % 5) - 2) * 0.08, (((index * 3) % 5) - 2) * 0.08);
  const fee = seed.fee ?? { type: 'free' as const };
  const doesDelivery = seed.doesDelivery ?? true;
  const [rating, ratingsCount] = seed.rating ?? [0, 0];
  const deliveryEstimate =
    seed.deliveryEstimate ??
    [
      [30, 45],
      [35, 50],
      [40, 60],
    ][index % 3];
  const pickupEstimate =
    seed.pickupEstimate ??
    [
      [15, 20],
      [15, 25],
      [20, 30],
    ][index % 3];
  return {
    id: seed.id,
    uuid: stableUuid(`shop:${seed.id}`),
    webSlug: `${city.stateKey}/${city.cityKey}/${seed.zip}/${seed.slug}`,
    name: seed.name,
    acquired: seed.acquired,
    suspended: seed.suspended ?? false,
    lifecycle: seed.lifecycle ?? (seed.suspended ? 'suspension' : seed.acquired ? 'live' : 'onboarding'),
    timezone: city.timezone,
    phone: `${city.areaCode}-555-${String(100 + (seed.id % 100)).padStart(4, '0')}`,
    twilioPhone: seed.acquired ? `${city.areaCode}-555-${String(7000 + (seed.id % 100)).padStart(4, '0')}` : null,
    address: seed.street,
    city: city.name,
    state: city.state,
    zipcode: seed.zip,
    lat: Math.round(spot.lat * 1e6) / 1e6,
    lon: Math.round(spot.lng * 1e6) / 1e6,
    logo: null,
    photos: [],
    bannerText: seed.bannerText ?? null,
    discountPercent: seed.discountPercent ?? 0,
    loyaltyEnabled: seed.loyaltyEnabled ?? false,
    doesScheduledOrders: seed.doesScheduledOrders ?? true,
    slotCapacity: seed.slotCapacity ?? null,
    tipsEnabledForDelivery: true,
    tipsEnabledForPickup: index % 2 === 0,
    orderOptions: doesDelivery ? ['contactless_delivery', 'curbside_pickup'] : ['curbside_pickup'],
    chain: seed.chain ?? null,
    doesDelivery,
    deliveryFeeType: fee.type,
    deliveryFee: fee.type === 'flat' ? fee.cents : fee.type === 'percent' ? fee.percent : 0,
    deliveryFeeFloor: fee.type === 'percent' ? (fee.floor ?? null) : null,
    deliveryFeeCeiling: fee.type === 'percent' ? (fee.ceiling ?? null) : null,
    deliveryMinSubtotal: seed.deliveryMinimum ?? 0,
    deliveryEstimateMin: deliveryEstimate[0],
    deliveryEstimateMax: deliveryEstimate[1],
    deliveryProvider: seed.deliveryProvider ?? null,
    usesCrossStreet: seed.usesCrossStreet ?? false,
    deliveryZone: doesDelivery ? circlePolygon(spot, seed.zoneMiles ?? 2 + (index % 3) * 0.5) : null,
    doesPickup: seed.doesPickup ?? true,
    pickupMinSubtotal: seed.pickupMinimum ?? 0,
    pickupEstimateMin: pickupEstimate[0],
    pickupEstimateMax: pickupEstimate[1],
    acceptsCash: seed.acceptsCash ?? true,
    acceptsCard: seed.acceptsCard ?? true,
    serviceFeeFlat: seed.serviceFeeFlat ?? 0,
    serviceFeePercentage: seed.serviceFeePercentage ?? 0,
    taxRate: city.taxRate,
    taxDeliveryFee: seed.taxDeliveryFee ?? false,
    priceRange: seed.priceRange ?? '$$',
    orderActionSchemaEnabled: seed.acquired,
    cuisines: ['Pizza', 'Italian', ...(index % 2 === 0 ? ['Wings'] : []), ...(index % 3 === 0 ? ['Salads'] : [])],
    faq: seed.faq ?? [
      {
        question: `Does ${seed.name} deliver?`,
        answer: doesDelivery ? 'Yes, order online for delivery or pickup.' : 'Pickup only; order online and collect at the counter.',
      },
      {
        question: 'Can I pay with cash?',
        answer: (seed.acceptsCash ?? true) ? 'Yes, cash and cards are accepted.' : 'Cards only, please.',
      },
      { question: `Where is ${seed.name}?`, answer: `${seed.street}, ${city.name}, ${city.state} ${seed.zip}.` },
      ...(seed.extraFaq ?? []),
    ],
    rating,
    ratingsCount,
    cardGateway: seed.cardGateway ?? 'stripe',
    interimCardGateway: seed.interimCardGateway ?? null,
  };
}

export function buildCatalog(): Catalog {
  const catalog: Catalog = { shops: [], openings: [], pausings: [], menus: [] };
  shopSeeds.forEach((seed, index) => {
    catalog.shops.push(shopRow(seed, index));
    const pickupHours = weeklyOpenings(seed.hours);
    const deliveryHours = weeklyOpenings(seed.deliveryHours ?? seed.hours);
    if (seed.doesPickup ?? true) {
      for (const o of pickupHours)
        catalog.openings.push({ shopId: seed.id, shippingType: 'pickup', dayOfWeek: o.day_of_week, open: o.open, close: o.close });
    }
    if (seed.doesDelivery ?? true) {
      for (const o of deliveryHours)
        catalog.openings.push({ shopId: seed.id, shippingType: 'delivery', dayOfWeek: o.day_of_week, open: o.open, close: o.close });
    }
    for (const mode of seed.pausedFor ?? []) catalog.pausings.push({ shopId: seed.id, shippingType: mode, ...longPause });
    if (seed.acquired) catalog.menus.push(buildMenu(seed.id, cities[seed.city], index, seed.menuExtras));
  });
  return catalog;
}
