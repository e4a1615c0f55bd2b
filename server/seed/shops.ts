import type { CityKey } from './cities';
import type { HoursKind } from './hours';
import type { MenuExtras } from './menu';

export type FeePlan =
  | { type: 'free' }
  | { type: 'flat'; cents: number }
  /** without floor and ceiling the fee is the bare percentage; with them it is clamped to that range */
  | { type: 'percent'; percent: number; floor?: number; ceiling?: number };

export type ShopSeed = {
  id: number;
  name: string;
  slug: string;
  city: CityKey;
  zip: string;
  street: string;
  acquired: boolean;
  hours: HoursKind;
  /** delivery hours when they differ from the pickup hours */
  deliveryHours?: HoursKind;
  doesDelivery?: boolean;
  doesPickup?: boolean;
  suspended?: boolean;
  /** paused (long-running pausing) for these modes */
  pausedFor?: ('delivery' | 'pickup')[];
  doesScheduledOrders?: boolean;
  acceptsCash?: boolean;
  acceptsCard?: boolean;
  fee?: FeePlan;
  deliveryMinimum?: number;
  pickupMinimum?: number;
  discountPercent?: number;
  serviceFeeFlat?: number;
  serviceFeePercentage?: number;
  taxDeliveryFee?: boolean;
  zoneMiles?: number;
  deliveryEstimate?: [number, number];
  pickupEstimate?: [number, number];
  rating?: [number, number];
  chain?: { slug: string; name: string };
  bannerText?: string;
  priceRange?: '$' | '$$' | '$$$' | '$$$$';
  /** defaults: suspension when suspended, live when acquired, else onboarding */
  lifecycle?: 'onboarding' | 'live' | 'suspension' | 'disabled' | 'test';
  loyaltyEnabled?: boolean;
  deliveryProvider?: string;
  usesCrossStreet?: boolean;
  /** replaces the generated FAQ ([] for a shop without one) */
  faq?: { question: string; answer: string }[];
  /** questions added after the generated ones */
  extraFaq?: { question: string; answer: string }[];
  menuExtras?: MenuExtras;
  /** the gateway that takes its cards (default stripe), and an interim one for signed-in shoppers (issue 13) */
  cardGateway?: 'stripe' | 'adyen';
  interimCardGateway?: 'stripe' | 'adyen';
};

const sals = { slug: 'sals-famous-pizza', name: "Sal's Famous Pizza" };

/**
 * The demo catalog. Shops marked "open 24/7" are what browser tests use, so nothing depends on the clock:
 * 1001 Brooklyn Slice House, 1101 Midtown Pie Co., 1111 Union Square Slice, 1201 Liberty Slice, 1301 Windy City Pies.
 * Cards go to Stripe everywhere but at 1101 (Adyen) and, for signed-in shoppers, 1201 (Stripe, interim Adyen).
 */
export const shopSeeds: ShopSeed[] = [
  // Brooklyn
  { id: 1001, name: 'Brooklyn Slice House', slug: 'brooklyn-slice-house', city: 'brooklyn', zip: '11201', street: '145 Montague St', acquired: true, hours: 'always', fee: { type: 'flat', cents: 299 }, deliveryMinimum: 1000, serviceFeeFlat: 99, zoneMiles: 2.5, rating: [4.7, 312], bannerText: 'Open 24/7 — hot slices any time.' },
  { id: 1002, name: 'Carroll Gardens Pizzeria', slug: 'carroll-gardens-pizzeria', city: 'brooklyn', zip: '11231', street: '312 Court St', acquired: true, hours: 'lunchDinner', fee: { type: 'free' }, deliveryMinimum: 1500, rating: [4.5, 128] },
  { id: 1003, name: 'Park Slope Pie Co.', slug: 'park-slope-pie-co', city: 'brooklyn', zip: '11215', street: '221 7th Ave', acquired: true, hours: 'dinner', fee: { type: 'percent', percent: 10, floor: 199, ceiling: 599 }, discountPercent: 10, rating: [4.8, 540], priceRange: '$$$' },
  { id: 1004, name: 'Williamsburg Wood Fired', slug: 'williamsburg-wood-fired', city: 'brooklyn', zip: '11211', street: '98 Berry St', acquired: true, hours: 'lateNight', fee: { type: 'flat', cents: 399 }, serviceFeePercentage: 3, rating: [4.6, 97] },
  { id: 1005, name: 'Greenpoint Grandma Pies', slug: 'greenpoint-grandma-pies', city: 'brooklyn', zip: '11222', street: '710 Manhattan Ave', acquired: true, hours: 'weekdays', fee: { type: 'free' }, rating: [4.2, 3] },
  { id: 1006, name: 'Fort Greene Flatbreads', slug: 'fort-greene-flatbreads', city: 'brooklyn', zip: '11205', street: '85 Dekalb Ave', acquired: true, hours: 'lunchDinner', pausedFor: ['delivery'], fee: { type: 'flat', cents: 199 }, rating: [4.4, 61] },
  { id: 1007, name: 'Prospect Heights Pizza', slug: 'prospect-heights-pizza', city: 'brooklyn', zip: '11238', street: '612 Vanderbilt Ave', acquired: true, hours: 'lunchDinner', doesDelivery: false, rating: [4.3, 44], bannerText: 'Pickup only — call ahead for large orders.' },
  { id: 1008, name: 'Bushwick Brick Oven', slug: 'bushwick-brick-oven', city: 'brooklyn', zip: '11206', street: '1 Flushing Ave', acquired: false, hours: 'dinner' },
  { id: 1009, name: 'Kensington Slice', slug: 'kensington-slice', city: 'brooklyn', zip: '11218', street: '455 Church Ave', acquired: false, hours: 'lunchDinner' },
  { id: 1010, name: 'Boerum Hill Pizza Bar', slug: 'boerum-hill-pizza-bar', city: 'brooklyn', zip: '11217', street: '380 Atlantic Ave', acquired: false, hours: 'lateNight' },
  { id: 1011, name: 'Atlantic Avenue Pizza', slug: 'atlantic-avenue-pizza', city: 'brooklyn', zip: '11217', street: '512 Atlantic Ave', acquired: true, hours: 'lunchDinner', suspended: true, rating: [3.9, 22] },

  // Manhattan
  { id: 1101, name: 'Midtown Pie Co.', slug: 'midtown-pie-co', city: 'new_york', zip: '10036', street: '250 W 43rd St', acquired: true, hours: 'always', fee: { type: 'percent', percent: 10, floor: 199, ceiling: 599 }, discountPercent: 10, serviceFeePercentage: 3, zoneMiles: 3, rating: [4.6, 1024], chain: { slug: 'manhattan-pie-co', name: 'Manhattan Pie Co.' }, cardGateway: 'adyen' },
  { id: 1102, name: 'Chelsea Coal Oven', slug: 'chelsea-coal-oven', city: 'new_york', zip: '10011', street: '180 9th Ave', acquired: true, hours: 'lunchDinner', fee: { type: 'flat', cents: 349 }, deliveryMinimum: 2000, rating: [4.7, 233], priceRange: '$$$' },
  { id: 1103, name: 'East Village Slice', slug: 'east-village-slice', city: 'new_york', zip: '10009', street: '120 Avenue A', acquired: true, hours: 'lateNight', fee: { type: 'free' }, deliveryMinimum: 1200, rating: [4.4, 401], priceRange: '$' },
  { id: 1104, name: 'SoHo Sicilian', slug: 'soho-sicilian', city: 'new_york', zip: '10012', street: '77 Spring St', acquired: true, hours: 'dinner', doesPickup: false, fee: { type: 'flat', cents: 250 }, rating: [4.5, 88], bannerText: 'Delivery only.' },
  { id: 1105, name: 'Upper West Pizza', slug: 'upper-west-pizza', city: 'new_york', zip: '10025', street: '2800 Broadway', acquired: true, hours: 'lunchDinner', doesScheduledOrders: false, fee: { type: 'free' }, rating: [4.1, 57] },
  { id: 1106, name: 'Murray Hill Margherita', slug: 'murray-hill-margherita', city: 'new_york', zip: '10016', street: '350 3rd Ave', acquired: true, hours: 'weekdays', pausedFor: ['delivery', 'pickup'], fee: { type: 'flat', cents: 199 }, rating: [4.0, 15] },
  { id: 1107, name: 'Tribeca Tomato Pie', slug: 'tribeca-tomato-pie', city: 'new_york', zip: '10013', street: '60 Hudson St', acquired: true, hours: 'lunchDinner', acceptsCash: false, fee: { type: 'flat', cents: 299 }, rating: [4.6, 140] },
  { id: 1108, name: 'Lower East Side Pizza', slug: 'lower-east-side-pizza', city: 'new_york', zip: '10002', street: '150 Orchard St', acquired: false, hours: 'lateNight' },
  { id: 1109, name: 'Yorkville Pizza', slug: 'yorkville-pizza', city: 'new_york', zip: '10028', street: '1580 2nd Ave', acquired: false, hours: 'lunchDinner' },
  { id: 1110, name: "Hell's Kitchen Pizza", slug: 'hells-kitchen-pizza', city: 'new_york', zip: '10019', street: '700 9th Ave', acquired: false, hours: 'lunchDinner' },
  { id: 1111, name: 'Union Square Slice', slug: 'union-square-slice', city: 'new_york', zip: '10003', street: '40 E 14th St', acquired: true, hours: 'always', fee: { type: 'free' }, deliveryMinimum: 2500, pickupMinimum: 1500, zoneMiles: 2, rating: [4.3, 211], chain: { slug: 'manhattan-pie-co', name: 'Manhattan Pie Co.' } },

  // Philadelphia
  { id: 1201, name: 'Liberty Slice', slug: 'liberty-slice', city: 'philadelphia', zip: '19106', street: '400 Market St', acquired: true, hours: 'always', fee: { type: 'flat', cents: 199 }, deliveryMinimum: 1000, zoneMiles: 3, rating: [4.5, 388], interimCardGateway: 'adyen' },
  { id: 1202, name: 'Rittenhouse Pizza', slug: 'rittenhouse-pizza', city: 'philadelphia', zip: '19103', street: '1720 Walnut St', acquired: true, hours: 'lunchDinner', fee: { type: 'percent', percent: 8, floor: 150, ceiling: 500 }, rating: [4.6, 176] },
  { id: 1203, name: 'Fishtown Pie Shop', slug: 'fishtown-pie-shop', city: 'philadelphia', zip: '19125', street: '1300 Frankford Ave', acquired: true, hours: 'dinner', fee: { type: 'free' }, deliveryMinimum: 1500, rating: [4.8, 612], priceRange: '$$$' },
  { id: 1204, name: 'South Philly Tomato Pie', slug: 'south-philly-tomato-pie', city: 'philadelphia', zip: '19148', street: '1500 S 10th St', acquired: true, hours: 'lunchDinner', fee: { type: 'flat', cents: 250 }, rating: [4.7, 205] },
  { id: 1205, name: 'University City Pizza', slug: 'university-city-pizza', city: 'philadelphia', zip: '19104', street: '3400 Lancaster Ave', acquired: true, hours: 'lateNight', fee: { type: 'free' }, rating: [4.0, 74], priceRange: '$' },
  { id: 1206, name: 'Fairmount Pizzeria', slug: 'fairmount-pizzeria', city: 'philadelphia', zip: '19130', street: '2100 Fairmount Ave', acquired: true, hours: 'weekdays', fee: { type: 'flat', cents: 199 }, rating: [4.4, 49] },
  { id: 1207, name: 'Queen Village Pizza', slug: 'queen-village-pizza', city: 'philadelphia', zip: '19147', street: '700 S 4th St', acquired: false, hours: 'lunchDinner' },
  { id: 1208, name: 'Center City Slice', slug: 'center-city-slice', city: 'philadelphia', zip: '19107', street: '1100 Chestnut St', acquired: false, hours: 'lateNight' },
  { id: 1209, name: 'Passyunk Pizza', slug: 'passyunk-pizza', city: 'philadelphia', zip: '19146', street: '1800 E Passyunk Ave', acquired: true, hours: 'lunchDinner', pausedFor: ['pickup'], fee: { type: 'flat', cents: 299 }, rating: [4.2, 33] },
  { id: 1210, name: 'Old City Pizza', slug: 'old-city-pizza', city: 'philadelphia', zip: '19106', street: '230 Market St', acquired: false, hours: 'dinner' },

  // Chicago
  { id: 1301, name: 'Windy City Pies', slug: 'windy-city-pies', city: 'chicago', zip: '60614', street: '2400 N Clark St', acquired: true, hours: 'always', fee: { type: 'percent', percent: 10, floor: 199, ceiling: 499 }, taxDeliveryFee: true, serviceFeeFlat: 150, zoneMiles: 3.5, rating: [4.6, 745] },
  { id: 1302, name: 'Wicker Park Deep Dish', slug: 'wicker-park-deep-dish', city: 'chicago', zip: '60622', street: '1550 N Milwaukee Ave', acquired: true, hours: 'lunchDinner', fee: { type: 'flat', cents: 399 }, deliveryMinimum: 2000, rating: [4.7, 320], priceRange: '$$$' },
  { id: 1303, name: 'Logan Square Tavern Pizza', slug: 'logan-square-tavern-pizza', city: 'chicago', zip: '60647', street: '2600 N Milwaukee Ave', acquired: true, hours: 'dinner', fee: { type: 'free' }, rating: [4.5, 158] },
  { id: 1304, name: 'Loop Pizza Kitchen', slug: 'loop-pizza-kitchen', city: 'chicago', zip: '60601', street: '150 N Michigan Ave', acquired: true, hours: 'weekdays', deliveryHours: 'weekdays', fee: { type: 'flat', cents: 299 }, rating: [4.1, 66] },
  { id: 1305, name: 'Lakeview Slice', slug: 'lakeview-slice', city: 'chicago', zip: '60657', street: '3200 N Broadway', acquired: true, hours: 'lateNight', fee: { type: 'flat', cents: 199 }, taxDeliveryFee: true, rating: [4.3, 92], priceRange: '$' },
  { id: 1306, name: 'River North Pizzeria', slug: 'river-north-pizzeria', city: 'chicago', zip: '60610', street: '500 N Wells St', acquired: true, hours: 'lunchDinner', fee: { type: 'free' }, deliveryMinimum: 2500, rating: [4.4, 130] },
  { id: 1307, name: 'West Loop Pizza', slug: 'west-loop-pizza', city: 'chicago', zip: '60607', street: '900 W Randolph St', acquired: false, hours: 'lunchDinner' },
  { id: 1308, name: 'Lincoln Square Pizza', slug: 'lincoln-square-pizza', city: 'chicago', zip: '60625', street: '4700 N Lincoln Ave', acquired: false, hours: 'dinner' },
  { id: 1309, name: 'Avondale Pizza', slug: 'avondale-pizza', city: 'chicago', zip: '60618', street: '3100 W Belmont Ave', acquired: false, hours: 'lateNight' },
  { id: 1310, name: 'South Loop Pizza', slug: 'south-loop-pizza', city: 'chicago', zip: '60605', street: '1200 S Michigan Ave', acquired: true, hours: 'lunchDinner', fee: { type: 'percent', percent: 12, floor: 250, ceiling: 600 }, serviceFeePercentage: 2, rating: [4.2, 41] },
  { id: 1311, name: 'Old Town Pizza', slug: 'old-town-pizza', city: 'chicago', zip: '60610', street: '1400 N Wells St', acquired: false, hours: 'lunchDinner' },

  // Added for the discovery cases; appended so the shops above keep their generated details.
  // Discount "both": 15 % off and free delivery; a perfect 5.0 rating (shown whole); loyalty; extra FAQ.
  {
    id: 1012, name: 'Bay Ridge Brick Oven', slug: 'bay-ridge-brick-oven', city: 'brooklyn', zip: '11209', street: '8510 3rd Ave', acquired: true, hours: 'lunchDinner',
    fee: { type: 'free' }, discountPercent: 15, rating: [5, 42], loyaltyEnabled: true, menuExtras: { loyaltyReward: true },
    extraFaq: [{ question: 'Is there parking?', answer: 'Street parking on 3rd Ave; the municipal lot on 85th St is a block away.' }, { question: 'Do you have gluten-free crust?', answer: 'Yes, a 12" gluten-free crust for any pizza.' }],
  },
  // Taken off the platform: its page shows the "no longer active" notice.
  { id: 1013, name: 'Bed-Stuy Slice Co.', slug: 'bed-stuy-slice-co', city: 'brooklyn', zip: '11216', street: '1120 Fulton St', acquired: true, lifecycle: 'disabled', hours: 'lunchDinner', fee: { type: 'flat', cents: 199 }, rating: [4.1, 18] },
  // Pickup from lunch, delivery only from 16:00: at noon "open for pickup only, delivery later". Bare 5 % fee; exactly 5 reviews.
  { id: 1014, name: 'Crown Heights Pizza Kitchen', slug: 'crown-heights-pizza-kitchen', city: 'brooklyn', zip: '11225', street: '780 Nostrand Ave', acquired: true, hours: 'lunchDinner', deliveryHours: 'dinner', fee: { type: 'percent', percent: 5 }, rating: [4, 5], menuExtras: { pickupSpecials: true } },
  // A brand's shop without FAQ entries.
  { id: 1015, name: "Sal's Famous Pizza", slug: 'sals-famous-pizza', city: 'brooklyn', zip: '11220', street: '5401 5th Ave', acquired: true, hours: 'dinner', fee: { type: 'flat', cents: 249 }, rating: [4.4, 150], chain: sals, faq: [] },
  // The mirror: delivery from lunch, pickup only from 16:00. A high rating with too few reviews to show. Own fleet, cross streets.
  { id: 1112, name: 'West Village Wood Oven', slug: 'west-village-wood-oven', city: 'new_york', zip: '10014', street: '300 Bleecker St', acquired: true, hours: 'dinner', deliveryHours: 'lunchDinner', fee: { type: 'flat', cents: 199 }, rating: [4.9, 4], deliveryProvider: 'crust_fleet', usesCrossStreet: true, priceRange: '$$$$' },
  { id: 1113, name: 'Upper East Side Pizza', slug: 'upper-east-side-pizza', city: 'new_york', zip: '10128', street: '1600 2nd Ave', acquired: false, hours: 'lunchDinner' },
  // ASAP only, percent fee clamped to a range.
  { id: 1114, name: "Sal's Famous Pizza", slug: 'sals-famous-pizza', city: 'new_york', zip: '10001', street: '350 W 31st St', acquired: true, hours: 'lateNight', doesScheduledOrders: false, fee: { type: 'percent', percent: 8, floor: 199, ceiling: 699 }, rating: [4.3, 77], chain: sals, menuExtras: { lateNight: true } },
  { id: 1211, name: "Sal's Famous Pizza", slug: 'sals-famous-pizza', city: 'philadelphia', zip: '19123', street: '900 N 2nd St', acquired: true, hours: 'lunchDinner', fee: { type: 'free' }, rating: [4.5, 63], chain: sals },
  // Discount only (5 %), flat fee.
  { id: 1312, name: "Sal's Famous Pizza", slug: 'sals-famous-pizza', city: 'chicago', zip: '60611', street: '600 N Michigan Ave', acquired: true, hours: 'lunchDinner', fee: { type: 'flat', cents: 299 }, discountPercent: 5, rating: [4.6, 210], chain: sals },
  { id: 1313, name: 'Pilsen Pizza Co.', slug: 'pilsen-pizza-co', city: 'chicago', zip: '60608', street: '1800 S Blue Island Ave', acquired: false, hours: 'dinner' },
];
