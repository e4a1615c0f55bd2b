import { dollars } from './money';

/*
 * A bundle built item by item, and what it costs. From the spec:
 * - Discovery §3 'Coupon': 'pricingType: flat_discount, percentage or bundle_price', with 'discountAmount' (a bundle's price)
 *   and 'conditions: ... conditionType (has_product_type ...), customerText, quantity count, ... productType'.
 * - Discovery §3 'Menu': 'Topping areas: Whole Pizza Toppings, First Half Pizza Toppings, Second Half Pizza Toppings. Sides are
 *   named Left Half and Right Half.' and 'Selection: selectionName, and prices'.
 * - Discovery §5 'Item options': 'The radio message is 'Required, select only one''.
 * - Discovery §9: 'Money is shown with two decimals; amounts in cents are divided by 100.'
 * The spec does not price a bundle's options. The rule written here, as the seeded deal says it ('Toppings extra'): the bundle
 * price pays for its items' sizes, and every option chosen is added at its menu price — a topping on one half at half its
 * price, rounded up to the cent (the half price the item modal shows).
 *
 * Seed facts (server/seed/deals.ts and menu.ts, Brooklyn Slice House's price factor): its third deal, '2 Large Cheese Pizzas'
 * at $29.99 ('Two large cheese pies for one price. Toppings extra.'); a Large 16" Cheese Pizza is $18.00, its crusts Hand
 * Tossed and Thin Crust $0.00 and Sicilian $2.50, a Large meat topping $2.50 and a vegetable one $2.00 on the whole pizza.
 */
export const CHEESE_BUNDLE = {
  id: 100103,
  name: '2 Large Cheese Pizzas',
  description: 'Two large cheese pies for one price. Toppings extra.',
  price: 2999,
  product: 'Cheese Pizza',
  size: 'Large 16"',
  sizePrice: 1800,
  units: 2,
} as const;

/** One item's options as the shopper picks them, how the deal lists them, and what they add (cents). */
export type DealItemChoice = {
  crust: string;
  topping: string;
  placement: 'Whole' | 'Left Half' | 'Right Half';
  listed: string;
  extras: number;
};

const halfOf = (cents: number) => Math.ceil(cents / 2);
export const DEAL_ITEM_CHOICES = {
  thinPepperoniLeft: {
    crust: 'Thin Crust',
    topping: 'Pepperoni',
    placement: 'Left Half',
    listed: 'Thin Crust, Pepperoni (Left Half)',
    extras: halfOf(250),
  },
  sicilianMushrooms: { crust: 'Sicilian', topping: 'Mushrooms', placement: 'Whole', listed: 'Sicilian, Mushrooms', extras: 250 + 200 },
  handTossedPepperoni: { crust: 'Hand Tossed', topping: 'Pepperoni', placement: 'Whole', listed: 'Hand Tossed, Pepperoni', extras: 250 },
} satisfies Record<string, DealItemChoice>;

/** The bundle price plus every chosen option (cents). */
export const bundleTotal = (choices: DealItemChoice[]) => CHEESE_BUNDLE.price + choices.reduce((sum, choice) => sum + choice.extras, 0);

/** What the receipt takes off: the sizes' own prices above the bundle price. */
export const bundleSaving = () => CHEESE_BUNDLE.sizePrice * CHEESE_BUNDLE.units - CHEESE_BUNDLE.price;

/** Not in the spec: the storefront's words in the deal builder and the cart. */
export const DEAL_WORDS = {
  building: (deal: string) => `Build your deal: ${deal}`,
  editing: (deal: string) => `Edit your deal: ${deal}`,
  unit: (product: string, unit: number, of: number) => `${product} (${unit} of ${of})`,
  needs: 'Choose crust',
  choose: (item: string) => `Choose ${item}`,
  change: (item: string) => `Change ${item}`,
  save: (extras: number) => `Save choices — ${extras > 0 ? `+${dollars(extras)}` : 'included'}`,
  back: 'Back to your deal',
  add: (total: number) => `Add deal to cart — ${dollars(total)}`,
  update: (total: number) => `Update deal — ${dollars(total)}`,
  editLine: (product: string) => `Edit ${product}, part of your deal`,
  extra: (cents: number) => `+${dollars(cents)}`,
} as const;
