import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { CartEvent, NewCartProduct } from '../cart/cart.types';
import { modalMachine } from '../modal/modal.machine';
import { isModalShown } from '../modal/modal.types';
import { applyDealToCart, type LoadDealsOutput } from './coupon.actors';
import { couponMachine } from './coupon.machine';
import { itemsFromLines, type Deal, type DealEdit, type DealItem } from './coupon.types';

const shop = { id: 1001, webSlug: 'ny/brooklyn/11201/brooklyn-slice-house' };
const flat: Deal = {
  id: 100101,
  name: '$5 off $30',
  description: '',
  pricingType: 'flat_discount',
  discountAmount: 500,
  conditions: [
    {
      id: 1,
      conditionType: 'order_subtotal',
      customerText: 'Orders of $30 or more',
      quantity: null,
      minimumOrderSubtotal: 3000,
      productType: null,
    },
  ],
};
const bundle: Deal = {
  id: 100104,
  name: 'Family Deal',
  description: '',
  pricingType: 'bundle_price',
  discountAmount: 3499,
  conditions: [
    {
      id: 11,
      conditionType: 'has_product_type',
      customerText: 'A large pepperoni pizza',
      quantity: 1,
      minimumOrderSubtotal: null,
      productType: { id: 5, productId: 50, name: 'Large 16"' },
    },
    {
      id: 12,
      conditionType: 'has_product_type',
      customerText: '2 orders of 12 buffalo wings',
      quantity: 2,
      minimumOrderSubtotal: null,
      productType: { id: 6, productId: 60, name: '12 pieces' },
    },
  ],
};
// the pizza's crust (category 7) and the wings' sauce (category 8) are required
const pizzaItem: DealItem = { conditionId: 11, productId: 50, sizes: [{ productTypeId: 5, requiredCategoryIds: [7] }], choice: null };
const wingsItem: DealItem = { conditionId: 12, productId: 60, sizes: [{ productTypeId: 6, requiredCategoryIds: [8] }], choice: null };
const bundleItems = { [bundle.id]: [pizzaItem, wingsItem, wingsItem] };
const thin = { productTypeId: 5, selections: { '7': [71], '9': [91] }, specialRequest: '' };
const hot = { productTypeId: 6, selections: { '8': [82] }, specialRequest: 'extra crispy' };

// The deals' load is a stubbed boundary; the cart is a recording stand-in under its systemId, the modal the real machine
// (its URL changes stubbed), as the app's system runs them.
const modal = modalMachine.provide({ actions: { pushUrl: () => {}, navigateBack: () => {} } });
type Line = NewCartProduct;
const lineOf = (item: DealItem) => ({ productTypeId: item.choice!.productTypeId }) as Line;

/** `lines`: each bundle's items as the storefront's line maker is handed them. */
function start(load: () => Promise<LoadDealsOutput>, edit?: DealEdit, lines: DealItem[][] = []) {
  const cartEvents: CartEvent[] = [];
  const cart = fromCallback<CartEvent>(({ receive }) => receive((event) => void cartEvents.push(event)));
  const machine = couponMachine.provide({
    actors: { loadDeals: fromPromise(load) },
    actions: {
      applyDeal: applyDealToCart((_, items) => {
        lines.push(items);
        return items.map(lineOf);
      }),
    },
  });
  const root = setup({ actors: { cart, modal, coupon: machine } }).createMachine({
    invoke: [
      { id: 'cart', systemId: 'cart', src: 'cart' },
      { id: 'modal', systemId: 'modal', src: 'modal' },
      { id: 'coupon', src: 'coupon', input: { shopId: 1001, edit } },
    ],
  });
  const app = createActor(root).start();
  const system = { modal: app.system.get('modal') as ActorRefFrom<typeof modalMachine> };
  // the menu's dialog shows in dealsModal; a cart line's deal edit opens with the cart drawer closed
  if (!edit) system.modal.send({ type: 'modal.open', name: 'dealsModal' });
  const actor = app.getSnapshot().children.coupon as ActorRefFrom<typeof couponMachine>;
  const applied = () => cartEvents.filter((event) => event.type === 'cart.coupon.apply');
  return { actor, applied, modal: system.modal };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('couponMachine', () => {
  it("a flat or percent coupon goes straight to the system's cart, and dealsModal closes on the system's modal", async () => {
    const { actor, applied, modal } = start(async () => ({ shop, deals: [flat, bundle], bundleItems }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(isModalShown(modal.getSnapshot(), 'dealsModal')).toBe(true);
    actor.send({ type: 'deal.select', couponId: flat.id });
    expect(actor.getSnapshot().status).toBe('done');
    expect(applied()).toEqual([
      { type: 'cart.coupon.apply', coupon: { id: flat.id, name: flat.name, pricingType: 'flat_discount' }, shop, products: [] },
    ]);
    expect(modal.getSnapshot().matches('open')).toBe(false);
  });

  it('a dialog the shopper opened since is left open', async () => {
    const { actor, applied, modal } = start(async () => ({ shop, deals: [flat], bundleItems: {} }));
    await settle();
    modal.send({ type: 'modal.open', name: 'supportModal' });
    actor.send({ type: 'deal.select', couponId: flat.id });
    expect(applied()).toHaveLength(1);
    expect(isModalShown(modal.getSnapshot(), 'supportModal')).toBe(true);
  });

  it('a bundle is built item by item: each item opens its options, and the deal is added once every item is chosen', async () => {
    const { actor, applied } = start(async () => ({ shop, deals: [flat, bundle], bundleItems }));
    await settle();
    actor.send({ type: 'deal.select', couponId: bundle.id });
    expect(actor.getSnapshot().value).toEqual({ building: 'choosing' });
    expect(actor.getSnapshot().context.items.map((item) => item.choice)).toEqual([null, null, null]);
    expect(actor.getSnapshot().can({ type: 'bundle.add' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'item.open', index: 3 })).toBe(false);

    actor.send({ type: 'item.open', index: 0 });
    expect(actor.getSnapshot().value).toEqual({ building: 'customising' });
    // the crust is required, and the deal fixes the size
    expect(actor.getSnapshot().can({ type: 'item.save', choice: { ...thin, selections: { '9': [91] } } })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'item.save', choice: { ...thin, productTypeId: 4 } })).toBe(false);
    actor.send({ type: 'item.save', choice: thin });
    expect(actor.getSnapshot().value).toEqual({ building: 'choosing' });
    expect(actor.getSnapshot().context.items[0].choice).toEqual(thin);

    actor.send({ type: 'item.open', index: 1 });
    actor.send({ type: 'item.close' });
    expect(actor.getSnapshot().context.items[1].choice).toBeNull();
    expect(actor.getSnapshot().context.openItem).toBeNull();
    for (const index of [1, 2]) {
      actor.send({ type: 'item.open', index });
      actor.send({ type: 'item.save', choice: hot });
    }
    actor.send({ type: 'bundle.add' });
    expect(actor.getSnapshot().status).toBe('done');
    // the bundle's lines, one per item as chosen (made from the menu by the storefront: here each item's size)
    expect(applied()).toEqual([
      {
        type: 'cart.coupon.apply',
        coupon: { id: bundle.id, name: bundle.name, pricingType: 'bundle_price' },
        shop,
        products: [{ productTypeId: 5 }, { productTypeId: 6 }, { productTypeId: 6 }],
      },
    ]);
  });

  it('an item with nothing required is ready as it is', async () => {
    const soda: DealItem = { conditionId: 13, productId: 70, sizes: [{ productTypeId: 8, requiredCategoryIds: [] }], choice: null };
    const { actor } = start(async () => ({ shop, deals: [bundle], bundleItems: { [bundle.id]: [soda] } }));
    await settle();
    actor.send({ type: 'deal.select', couponId: bundle.id });
    expect(actor.getSnapshot().context.items[0].choice).toEqual({ productTypeId: 8, selections: {}, specialRequest: '' });
    expect(actor.getSnapshot().can({ type: 'bundle.add' })).toBe(true);
  });

  it("reopened from the cart, the bundle starts with the cart's choices, saving replaces it and goes back to the cart drawer", async () => {
    const edit: DealEdit = {
      couponId: bundle.id,
      lines: [
        { ...thin, quantity: 1 },
        { ...hot, quantity: 2 },
      ],
    };
    const lines: DealItem[][] = [];
    const { actor, modal } = start(async () => ({ shop, deals: [flat, bundle], bundleItems }), edit, lines);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ building: 'choosing' });
    expect(actor.getSnapshot().context.editing).toBe(true);
    expect(actor.getSnapshot().context.items.map((item) => item.choice)).toEqual([thin, hot, hot]);
    const mild = { ...hot, selections: { '8': [81] } };
    actor.send({ type: 'item.open', index: 2 });
    actor.send({ type: 'item.save', choice: mild });
    expect(modal.getSnapshot().matches('open')).toBe(false);
    actor.send({ type: 'bundle.add' });
    expect(lines[0].map((item) => item.choice)).toEqual([thin, hot, mild]);
    expect(isModalShown(modal.getSnapshot(), 'cartDrawer')).toBe(true);
  });

  it('a cart deal the shop no longer offers opens the deal cards', async () => {
    const edit: DealEdit = { couponId: 999, lines: [{ ...thin, quantity: 1 }] };
    const { actor } = start(async () => ({ shop, deals: [flat, bundle], bundleItems }), edit);
    await settle();
    expect(actor.getSnapshot().value).toBe('browsing');
  });

  it('lines that no longer fit the deal leave their items to choose again', () => {
    const items = itemsFromLines(
      [pizzaItem, wingsItem, wingsItem],
      [
        { ...hot, quantity: 1 },
        { ...thin, productTypeId: 4, quantity: 1 },
      ],
    );
    expect(items.map((item) => item.choice)).toEqual([null, hot, null]);
  });

  it('cancel returns to the cards; an unknown coupon is ignored', async () => {
    const { actor } = start(async () => ({ shop, deals: [bundle], bundleItems }));
    await settle();
    expect(actor.getSnapshot().can({ type: 'deal.select', couponId: 1 })).toBe(false);
    actor.send({ type: 'deal.select', couponId: bundle.id });
    actor.send({ type: 'bundle.cancel' });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.building).toBeNull();
  });

  it('a load failure can be retried', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw { status: null, message: 'ERR_NETWORK', messages: [] };
      return { shop, deals: [] };
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('ERR_NETWORK');
    actor.send({ type: 'deals.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('browsing');
  });
});
