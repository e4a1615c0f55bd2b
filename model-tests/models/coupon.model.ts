import type { AnyMachineSnapshot } from 'xstate';
import { couponMachine, type CouponContext, type Deal, type DealEdit, type DealItem, type DealItemChoice } from '../../machines';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';
import { brooklynSliceHouse } from '../support/seed';
import { CHEESE_BUNDLE, DEAL_ITEM_CHOICES, type DealItemChoice as OracleChoice } from '../oracles/deals';
import { MODEL_NOW } from './cart.model';

/** Two of Brooklyn Slice House's seeded deals (server/seed/deals.ts: ids shop*100+n, conditions coupon*10+k). */
export const seededDeals = {
  flat: {
    id: 100101,
    name: '$5 off $30',
    description: 'Take $5 off any order of $30 or more.',
    pricingType: 'flat_discount',
    discountAmount: 500,
    conditions: [
      {
        id: 1001011,
        conditionType: 'order_subtotal',
        customerText: 'Orders of $30 or more',
        quantity: null,
        minimumOrderSubtotal: 3000,
        productType: null,
      },
    ],
  },
  bundle: {
    id: CHEESE_BUNDLE.id,
    name: CHEESE_BUNDLE.name,
    description: CHEESE_BUNDLE.description,
    pricingType: 'bundle_price',
    discountAmount: CHEESE_BUNDLE.price,
    conditions: [
      {
        id: 1001031,
        conditionType: 'has_product_type',
        customerText: '2 large cheese pizzas',
        quantity: 2,
        minimumOrderSubtotal: null,
        productType: { id: 0, productId: 0, name: CHEESE_BUNDLE.size },
      },
    ],
  },
} satisfies Record<string, Deal>;

/*
 * The bundle's two pizzas as the machine sees them. The ids are the model's own (the walk keys on which choice an item
 * holds, the page is checked by the oracle's words): the crust is the one required group.
 */
const CRUST = 1;
const pizza: DealItem = { conditionId: 1001031, productId: 0, sizes: [{ productTypeId: 0, requiredCategoryIds: [CRUST] }], choice: null };
const choiceOf = (name: keyof typeof DEAL_ITEM_CHOICES): DealItemChoice & { label: string } =>
  ({
    productTypeId: 0,
    selections: { [String(CRUST)]: [Object.keys(DEAL_ITEM_CHOICES).indexOf(name) + 1] },
    specialRequest: '',
    label: name,
  }) as never;

/** Which oracle choice an item's machine choice stands for (null: not chosen yet). */
export function oracleChoice(choice: DealItemChoice | null): OracleChoice | null {
  if (!choice) return null;
  const index = (choice.selections[String(CRUST)] ?? [])[0] - 1;
  return Object.values(DEAL_ITEM_CHOICES)[index] ?? null;
}
export const choiceName = (choice: DealItemChoice | null) =>
  choice ? (Object.keys(DEAL_ITEM_CHOICES)[(choice.selections[String(CRUST)] ?? [])[0] - 1] as keyof typeof DEAL_ITEM_CHOICES) : null;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CouponContext;
const loaded = {
  shop: { id: brooklynSliceHouse.id, webSlug: brooklynSliceHouse.webSlug },
  deals: [seededDeals.flat, seededDeals.bundle],
  bundleItems: { [seededDeals.bundle.id]: [pizza, pizza] },
};

/** Built from the menu: the first pizza thin with pepperoni on the left half, the second Sicilian with mushrooms. */
const BUILT = ['thinPepperoniLeft', 'sicilianMushrooms'] as const;
/** Reopened from the cart: the first pizza changes to hand tossed with pepperoni on the whole pie. */
const EDITED = ['handTossedPepperoni', 'sicilianMushrooms'] as const;

function coupon(
  saves: readonly (keyof typeof DEAL_ITEM_CHOICES)[],
  input: { shopId: number; edit?: DealEdit },
  filterEvents?: ModelDefinition['filterEvents'],
): ModelDefinition<typeof couponMachine> {
  return {
    filterEvents,
    name: 'coupon',
    machine: couponMachine,
    input,
    now: MODEL_NOW,
    outcomes: {
      'xstate.done.actor.loadDeals': [{ type: 'xstate.done.actor.loadDeals', output: loaded, actorId: 'loadDeals' }],
      'xstate.error.actor.loadDeals': [
        { type: 'xstate.error.actor.loadDeals', error: { status: null, message: 'ERR_NETWORK', messages: [] }, actorId: 'loadDeals' },
      ],
      'deal.select': [seededDeals.flat, seededDeals.bundle].map((deal) => ({ type: 'deal.select', couponId: deal.id })),
      'item.open': (snapshot) => contextOf(snapshot).items.map((_, index) => ({ type: 'item.open', index })),
      // the open pizza gets this walk's choice for it
      'item.save': (snapshot) => {
        const open = contextOf(snapshot).openItem;
        return open === null ? [] : [{ type: 'item.save', choice: choiceOf(saves[open]) } as ModelEvent];
      },
    },
    contextKey: (snapshot) => ({
      building: contextOf(snapshot).building?.id ?? null,
      items: contextOf(snapshot).items.map((item) => choiceName(item.choice)),
      open: contextOf(snapshot).openItem,
      editing: contextOf(snapshot).editing,
      loaded: contextOf(snapshot).deals.length,
    }),
    eventLabel: (event) => {
      if (event.type === 'deal.select')
        return event.couponId === seededDeals.flat.id ? `apply "${seededDeals.flat.name}"` : `build "${seededDeals.bundle.name}"`;
      if (event.type === 'item.open') return `open pizza ${(event.index as number) + 1}`;
      if (event.type === 'item.save') return `save ${(event.choice as { label: string }).label}`;
      if (event.type === 'item.close') return 'back to the deal';
      if (event.type === 'bundle.add') return 'add the deal';
      if (event.type === 'bundle.cancel') return 'back to deals';
      if (event.type === 'deals.retry') return 'try again';
      if (event.type === 'xstate.done.actor.loadDeals') return 'deals load';
      if (event.type === 'xstate.error.actor.loadDeals') return 'connection lost';
      return event.type;
    },
  };
}

/** The deals modal opened from the menu ('View all deals'): the flat coupon, or the cheese bundle built pizza by pizza. */
export const couponModel = coupon(BUILT, { shopId: brooklynSliceHouse.id });

/** The cheese bundle in the cart as built above, and the walk that reopens it from a line's Edit. */
export const builtChoices = BUILT.map((name) => DEAL_ITEM_CHOICES[name]);
export const couponEditModel = coupon(
  EDITED,
  {
    shopId: brooklynSliceHouse.id,
    edit: { couponId: seededDeals.bundle.id, lines: BUILT.map((name) => ({ ...choiceOf(name), quantity: 1 })) },
    // 'Back to deals' and the cards are walked from the menu: this walk is about changing and saving the cart's deal.
  },
  (snapshot, event) => !(event.type === 'bundle.cancel' && (snapshot.context as CouponContext).editing),
);
