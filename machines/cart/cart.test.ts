import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CART_EXPIRY_MS, toStoredCart } from './cart.lines';
import { cartMachine } from './cart.machine';
import {
  selectCartShopId,
  selectDisplaySubtotal,
  selectItemCount,
  selectProducts,
  type NewCartProduct,
  type StoredCart,
} from './cart.types';

const NOW = Date.UTC(2025, 0, 1, 12);
const tonys = { id: 1, webSlug: 'tonys' };
const marios = { id: 2, webSlug: 'marios' };
const product = (id: number, overrides: Partial<NewCartProduct> = {}): NewCartProduct => ({
  id,
  name: `Pizza ${id}`,
  description: '',
  productTypeId: id * 10,
  productTypeName: 'Large',
  selections: { '5': [51, 52] },
  specialRequest: '',
  quantity: 1,
  price: 1000 + id,
  isBestSeller: false,
  couponId: null,
  ...overrides,
});
const UUID = /^[0-9a-f-]{36}$/;

// persistCart is a stubbed boundary (localStorage): it records every cart the machine asks to store.
function start(stored: StoredCart | null = null, now = NOW) {
  const writes: StoredCart[] = [];
  const machine = cartMachine.provide({ actions: { persistCart: (_, cart) => void writes.push(cart) } });
  return { actor: createActor(machine, { input: { stored, now } }).start(), writes };
}

function filled(...products: NewCartProduct[]) {
  const started = start();
  for (const p of products) started.actor.send({ type: 'cart.add', product: p, shop: tonys });
  started.writes.length = 0;
  return started;
}

beforeEach(() => void vi.useFakeTimers({ now: NOW }));
afterEach(() => void vi.useRealTimers());

describe('cartMachine hydration', () => {
  const stored: StoredCart = {
    cartUuid: 'stored-uuid',
    shopId: 1,
    shopWebSlug: 'tonys',
    products: [{ ...product(1), uuid: 'line-1' }],
    coupon: null,
    promoCode: null,
    removedUuids: [],
    updatedAt: NOW,
  };

  it('uses a stored cart younger than 180 minutes', () => {
    const { actor } = start(stored, NOW + CART_EXPIRY_MS - 1);
    expect(CART_EXPIRY_MS).toBe(180 * 60 * 1000);
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(actor.getSnapshot().context).toMatchObject({ cartUuid: 'stored-uuid', shopId: 1, products: stored.products, pending: null });
  });

  it('starts a fresh cart with a new uuid when the stored one is 180 minutes old', () => {
    const { actor } = start(stored, NOW + CART_EXPIRY_MS);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.cartUuid).toMatch(UUID);
    expect(actor.getSnapshot().context).toMatchObject({ shopId: null, shopWebSlug: null, products: [], updatedAt: NOW + CART_EXPIRY_MS });
  });

  it('starts empty without a stored cart, and empty when the stored cart has no products', () => {
    expect(start().actor.getSnapshot().value).toBe('empty');
    const { actor } = start({ ...stored, products: [] }, NOW + 1);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.cartUuid).toBe('stored-uuid');
  });
});

describe('cartMachine lines', () => {
  it('add appends a product with a new local uuid, sets the shop and persists', () => {
    const { actor, writes } = start();
    actor.send({ type: 'cart.add', product: product(1), shop: tonys });
    vi.setSystemTime(NOW + 1000);
    actor.send({ type: 'cart.add', product: product(1), shop: tonys });
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ filled: 'shopping' });
    expect(context.shopId).toBe(1);
    expect(context.shopWebSlug).toBe('tonys');
    expect(context.products).toHaveLength(2);
    expect(context.products[0].uuid).toMatch(UUID);
    expect(context.products[0].uuid).not.toBe(context.products[1].uuid);
    expect(context.products[1]).toEqual({ ...product(1), uuid: context.products[1].uuid });
    expect(writes).toHaveLength(2);
    expect(writes[1]).toEqual({
      cartUuid: context.cartUuid,
      shopId: 1,
      shopWebSlug: 'tonys',
      shopName: null,
      products: context.products,
      coupon: null,
      promoCode: null,
      removedUuids: [],
      updatedAt: NOW + 1000,
    });
  });

  it('replace by index keeps the line uuid', () => {
    const { actor, writes } = filled(product(1), product(2));
    const [first, second] = actor.getSnapshot().context.products;
    actor.send({ type: 'cart.replace', index: 1, product: product(3, { quantity: 2 }) });
    expect(actor.getSnapshot().context.products).toEqual([first, { ...product(3, { quantity: 2 }), uuid: second.uuid }]);
    expect(writes).toHaveLength(1);
  });

  it('replace by uuid', () => {
    const { actor } = filled(product(1), product(2));
    const [first, second] = actor.getSnapshot().context.products;
    actor.send({ type: 'cart.replace', uuid: first.uuid, product: product(9) });
    expect(actor.getSnapshot().context.products).toEqual([{ ...product(9), uuid: first.uuid }, second]);
  });

  it('replace of a missing line changes nothing', () => {
    const { actor, writes } = filled(product(1));
    expect(actor.getSnapshot().can({ type: 'cart.replace', index: 5, product: product(9) })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cart.replace', uuid: 'nope', product: product(9) })).toBe(false);
    actor.send({ type: 'cart.replace', index: -1, product: product(9) });
    expect(actor.getSnapshot().context.products[0].id).toBe(1);
    expect(writes).toEqual([]);
  });

  it('remove by index and by uuid; removing the last line empties the cart', () => {
    const { actor, writes } = filled(product(1), product(2), product(3));
    const [a, b, c] = actor.getSnapshot().context.products;
    actor.send({ type: 'cart.remove', index: 1 });
    expect(actor.getSnapshot().context.products).toEqual([a, c]);
    actor.send({ type: 'cart.remove', uuid: a.uuid });
    expect(actor.getSnapshot().context.products).toEqual([c]);
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    actor.send({ type: 'cart.remove', uuid: c.uuid });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.products).toEqual([]);
    expect(writes).toHaveLength(3);
    expect(b.uuid).not.toBe(a.uuid);
  });

  it('remove of a missing line is not a transition', () => {
    const { actor } = filled(product(1));
    expect(actor.getSnapshot().can({ type: 'cart.remove', uuid: 'nope' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cart.remove', index: 1 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cart.remove' })).toBe(false);
  });

  it('setQuantity changes one line, clamps to 50 (the order cap), and 0 removes it', () => {
    const { actor } = filled(product(1), product(2));
    const [a, b] = actor.getSnapshot().context.products;
    actor.send({ type: 'cart.setQuantity', uuid: a.uuid, quantity: 3 });
    expect(actor.getSnapshot().context.products.map((p) => p.quantity)).toEqual([3, 1]);
    actor.send({ type: 'cart.setQuantity', uuid: b.uuid, quantity: 500 });
    expect(actor.getSnapshot().context.products[1].quantity).toBe(50);
    actor.send({ type: 'cart.setQuantity', uuid: a.uuid, quantity: 0 });
    expect(actor.getSnapshot().context.products).toEqual([{ ...b, quantity: 50 }]);
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    actor.send({ type: 'cart.setQuantity', uuid: b.uuid, quantity: 0 });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('clear empties the cart with a new uuid, or keeps the uuid when asked', () => {
    const { actor, writes } = filled(product(1));
    const uuid = actor.getSnapshot().context.cartUuid;
    actor.send({ type: 'cart.clear', keepUuid: true });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ cartUuid: uuid, shopId: null, shopWebSlug: null, products: [] });
    actor.send({ type: 'cart.add', product: product(1), shop: tonys });
    actor.send({ type: 'cart.clear' });
    expect(actor.getSnapshot().context.cartUuid).not.toBe(uuid);
    expect(actor.getSnapshot().context.cartUuid).toMatch(UUID);
    expect(writes.map((w) => w.products.length)).toEqual([0, 1, 0]);
  });

  it('clear on an empty cart renews its uuid unless kept', () => {
    const { actor } = start();
    const uuid = actor.getSnapshot().context.cartUuid;
    actor.send({ type: 'cart.clear', keepUuid: true });
    expect(actor.getSnapshot().context.cartUuid).toBe(uuid);
    actor.send({ type: 'cart.clear' });
    expect(actor.getSnapshot().context.cartUuid).not.toBe(uuid);
  });

  it('selectors', () => {
    const { actor } = filled(product(1, { quantity: 2, price: 1500 }), product(2, { quantity: 1, price: 999 }));
    const snapshot = actor.getSnapshot();
    expect(selectProducts(snapshot)).toHaveLength(2);
    expect(selectItemCount(snapshot)).toBe(3);
    expect(selectCartShopId(snapshot)).toBe(1);
    expect(selectDisplaySubtotal(snapshot)).toBe(3999);
  });
});

describe('cartMachine other-shop switch', () => {
  it('adding from another shop asks first and holds the product', () => {
    const { actor, writes } = filled(product(1));
    actor.send({ type: 'cart.add', product: product(7), shop: marios });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('confirmingShopSwitch');
    expect(context.pending).toEqual({ product: { ...product(7), uuid: context.pending!.product.uuid }, shop: marios });
    expect(context.products.map((p) => p.id)).toEqual([1]);
    expect(writes).toEqual([]);
  });

  it('confirm replaces the cart (new uuid) with the pending product of the new shop', () => {
    const { actor, writes } = filled(product(1), product(2));
    const oldUuid = actor.getSnapshot().context.cartUuid;
    actor.send({ type: 'cart.add', product: product(7), shop: marios });
    const pendingUuid = actor.getSnapshot().context.pending!.product.uuid;
    actor.send({ type: 'cart.switchShop.confirm' });
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ filled: 'shopping' });
    expect(context).toMatchObject({ shopId: 2, shopWebSlug: 'marios', pending: null, products: [{ ...product(7), uuid: pendingUuid }] });
    expect(context.cartUuid).not.toBe(oldUuid);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ shopId: 2, cartUuid: context.cartUuid });
  });

  it('cancel keeps the cart and drops the pending product', () => {
    const { actor, writes } = filled(product(1));
    const before = actor.getSnapshot().context;
    actor.send({ type: 'cart.add', product: product(7), shop: marios });
    actor.send({ type: 'cart.switchShop.cancel' });
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(actor.getSnapshot().context).toEqual({ ...before, pending: null });
    expect(writes).toEqual([]);
  });

  it('adding from the same shop never asks; an empty cart takes any shop', () => {
    const { actor } = filled(product(1));
    actor.send({ type: 'cart.add', product: product(2), shop: tonys });
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    actor.send({ type: 'cart.clear' });
    actor.send({ type: 'cart.add', product: product(7), shop: marios });
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(actor.getSnapshot().context.shopId).toBe(2);
  });

  it('while confirming, line edits wait', () => {
    const { actor } = filled(product(1));
    actor.send({ type: 'cart.add', product: product(7), shop: marios });
    expect(actor.getSnapshot().can({ type: 'cart.remove', index: 0 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cart.add', product: product(1), shop: tonys })).toBe(false);
  });
});

const bundle = { id: 100103, name: '2 Large Cheese Pizzas', pricingType: 'bundle_price' as const };
const flat = { id: 100101, name: '$5 off $30', pricingType: 'flat_discount' as const };

describe('cartMachine coupons and bundles', () => {
  it('a bundle adds its products tied to the coupon; removing the coupon removes every tied line', () => {
    const { actor, writes } = filled(product(1));
    actor.send({ type: 'cart.coupon.apply', coupon: bundle, shop: tonys, products: [product(2), product(3)] });
    const { context } = actor.getSnapshot();
    expect(context.coupon).toEqual(bundle);
    expect(context.products.map((p) => [p.id, p.couponId])).toEqual([
      [1, null],
      [2, bundle.id],
      [3, bundle.id],
    ]);
    actor.send({ type: 'cart.coupon.remove' });
    expect(actor.getSnapshot().context.coupon).toBeNull();
    expect(actor.getSnapshot().context.products.map((p) => p.id)).toEqual([1]);
    expect(actor.getSnapshot().context.removedUuids).toEqual(context.products.slice(1).map((p) => p.uuid));
    expect(writes).toHaveLength(2);
  });

  it('removing a bundle that is the whole cart empties it; a new coupon replaces the old bundle', () => {
    const { actor } = start();
    actor.send({ type: 'cart.coupon.apply', coupon: bundle, shop: tonys, products: [product(2)] });
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(actor.getSnapshot().context.shopId).toBe(1);
    actor.send({ type: 'cart.coupon.apply', coupon: flat, shop: tonys, products: [] });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.coupon).toEqual(flat);
    actor.send({ type: 'cart.add', product: product(1), shop: tonys });
    actor.send({ type: 'cart.coupon.apply', coupon: bundle, shop: tonys, products: [product(2)] });
    actor.send({ type: 'cart.coupon.remove' });
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(actor.getSnapshot().context.products.map((p) => p.id)).toEqual([1]);
  });

  it("refuses another shop's coupon, and removing without a coupon", () => {
    const { actor } = filled(product(1));
    expect(actor.getSnapshot().can({ type: 'cart.coupon.apply', coupon: flat, shop: marios, products: [] })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cart.coupon.remove' })).toBe(false);
  });

  it('clear drops the coupon', () => {
    const { actor } = filled(product(1));
    actor.send({ type: 'cart.coupon.apply', coupon: flat, shop: tonys, products: [] });
    actor.send({ type: 'cart.clear', keepUuid: true });
    expect(actor.getSnapshot().context.coupon).toBeNull();
  });
});

describe('cartMachine server feedback', () => {
  it('reprice updates display prices only when they changed', () => {
    const { actor, writes } = filled(product(1, { price: 999 }));
    const [a] = actor.getSnapshot().context.products;
    expect(actor.getSnapshot().can({ type: 'cart.reprice', prices: [{ uuid: a.uuid, price: 999 }] })).toBe(false);
    actor.send({ type: 'cart.reprice', prices: [{ uuid: a.uuid, price: 1250 }] });
    expect(actor.getSnapshot().context.products[0].price).toBe(1250);
    expect(writes).toHaveLength(1);
  });

  it('items no longer on the menu leave with a notice; dismiss clears it', () => {
    const { actor } = filled(product(1), product(2));
    const [a, b] = actor.getSnapshot().context.products;
    actor.send({ type: 'cart.itemsUnavailable', uuids: [a.uuid], notice: 'gone' });
    expect(actor.getSnapshot().context.products).toEqual([b]);
    expect(actor.getSnapshot().context.notice).toBe('gone');
    actor.send({ type: 'cart.notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'cart.itemsUnavailable', uuids: [b.uuid], notice: 'gone' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().can({ type: 'cart.itemsUnavailable', uuids: ['nope'], notice: 'x' })).toBe(false);
  });

  it('starts with the notice the storefront gives (a repaired cart)', () => {
    const actor = createActor(cartMachine, { input: { stored: null, now: NOW, notice: 'repaired' } }).start();
    expect(actor.getSnapshot().context.notice).toBe('repaired');
  });
});

describe('cartMachine promo code', () => {
  const crust5 = { input: 'crust5', isErrorPresent: false, isValid: true, summaryErrors: [], id: 1, promoAmount: 500, promoPercent: 0 };

  it('saves the promo code with the cart, and a reload within 180 minutes brings it back', () => {
    const { actor, writes } = filled(product(1));
    actor.send({ type: 'cart.promoCode.set', promoCode: crust5 });
    expect(writes.at(-1)!.promoCode).toEqual(crust5);
    const { actor: reloaded } = start(writes.at(-1)!, NOW + CART_EXPIRY_MS - 1);
    expect(reloaded.getSnapshot().context.promoCode).toEqual(crust5);
    expect(start(writes.at(-1)!, NOW + CART_EXPIRY_MS).actor.getSnapshot().context.promoCode).toBeNull();
  });

  it('writes only a change; removing the code and clearing the cart forget it', () => {
    const { actor, writes } = filled(product(1));
    actor.send({ type: 'cart.promoCode.set', promoCode: crust5 });
    expect(actor.getSnapshot().can({ type: 'cart.promoCode.set', promoCode: { ...crust5 } })).toBe(false);
    actor.send({ type: 'cart.promoCode.set', promoCode: null });
    expect(writes.map((cart) => cart.promoCode)).toEqual([crust5, null]);
    actor.send({ type: 'cart.promoCode.set', promoCode: crust5 });
    actor.send({ type: 'cart.clear', keepUuid: true });
    expect(actor.getSnapshot().context.promoCode).toBeNull();
  });
});

describe('cartMachine across tabs', () => {
  it('two tabs adding at once both keep both items, and stop writing once they agree', () => {
    const storage: { value: StoredCart | null } = { value: null };
    const tab = () => {
      const actor = createActor(cartMachine.provide({ actions: { persistCart: (_, cart) => void (storage.value = cart) } }), {
        input: { stored: storage.value, now: Date.now() },
      }).start();
      return actor;
    };
    const one = tab();
    one.send({ type: 'cart.add', product: product(1), shop: tonys });
    const two = tab();
    // Both add before either hears of the other's write.
    vi.setSystemTime(NOW + 10);
    one.send({ type: 'cart.add', product: product(2), shop: tonys });
    const afterOne = storage.value;
    vi.setSystemTime(NOW + 20);
    two.send({ type: 'cart.add', product: product(3), shop: tonys });
    // The storage event of tab two's write reaches tab one, which merges and writes back.
    one.send({ type: 'cart.storage.changed', stored: storage.value });
    expect(
      one
        .getSnapshot()
        .context.products.map((p) => p.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    two.send({ type: 'cart.storage.changed', stored: storage.value });
    expect(
      two
        .getSnapshot()
        .context.products.map((p) => p.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(afterOne).not.toEqual(storage.value);
    const settled = storage.value;
    one.send({ type: 'cart.storage.changed', stored: settled });
    expect(storage.value).toBe(settled);
  });

  it('a line removed in one tab is not brought back by the other', () => {
    const { actor } = filled(product(1), product(2));
    const ours = toStoredCart(actor.getSnapshot().context);
    const [a, b] = ours.products;
    const theirs: StoredCart = { ...ours, products: [b], removedUuids: [a.uuid], updatedAt: NOW + 5 };
    vi.setSystemTime(NOW + 6);
    actor.send({ type: 'cart.storage.changed', stored: theirs });
    expect(actor.getSnapshot().context.products).toEqual([b]);
  });

  it('another cart (cleared or ordered elsewhere) replaces this one; an empty result empties it', () => {
    const { actor, writes } = filled(product(1));
    const cleared: StoredCart = {
      cartUuid: 'new',
      shopId: null,
      shopWebSlug: null,
      products: [],
      coupon: null,
      promoCode: null,
      removedUuids: [],
      updatedAt: NOW + 5,
    };
    actor.send({ type: 'cart.storage.changed', stored: cleared });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.cartUuid).toBe('new');
    expect(writes).toEqual([]);
  });

  it('a removed key is written back from this tab', () => {
    const { actor, writes } = filled(product(1));
    actor.send({ type: 'cart.storage.changed', stored: null });
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(writes).toHaveLength(1);
  });
});

describe('cartMachine names its shop (issue 32 item 6)', () => {
  const named = { ...tonys, name: "Tony's Pizza" };
  const namedMarios = { ...marios, name: "Mario's" };

  it('keeps the name of the shop it was filled from, and stores it', () => {
    const { actor, writes } = start();
    actor.send({ type: 'cart.add', product: product(1), shop: named });
    expect(actor.getSnapshot().context.shopName).toBe("Tony's Pizza");
    expect(writes[0].shopName).toBe("Tony's Pizza");
  });

  it("asking for a new cart holds the other shop's name; confirming takes it, cancelling keeps the first", () => {
    const { actor } = start();
    actor.send({ type: 'cart.add', product: product(1), shop: named });
    actor.send({ type: 'cart.add', product: product(7), shop: namedMarios });
    expect(actor.getSnapshot().context.pending?.shop.name).toBe("Mario's");
    expect(actor.getSnapshot().context.shopName).toBe("Tony's Pizza");
    actor.send({ type: 'cart.switchShop.cancel' });
    expect(actor.getSnapshot().context.shopName).toBe("Tony's Pizza");
    actor.send({ type: 'cart.add', product: product(7), shop: namedMarios });
    actor.send({ type: 'cart.switchShop.confirm' });
    expect(actor.getSnapshot().context.shopName).toBe("Mario's");
  });

  it('a cart stored before names were kept loads without one and learns it from the next add of its shop', () => {
    const older = {
      cartUuid: 'old',
      shopId: 1,
      shopWebSlug: 'tonys',
      products: [{ ...product(1), uuid: 'line-1' }],
      coupon: null,
      promoCode: null,
      removedUuids: [],
      updatedAt: NOW,
    };
    const { actor, writes } = start(older);
    expect(actor.getSnapshot().context.shopName).toBeNull();
    expect(actor.getSnapshot().context.products).toEqual(older.products);
    actor.send({ type: 'cart.add', product: product(2), shop: named });
    expect(actor.getSnapshot().context.shopName).toBe("Tony's Pizza");
    expect(writes.at(-1)?.shopName).toBe("Tony's Pizza");
  });

  it("a same-shop deal without a name keeps the cart's; clearing forgets it", () => {
    const { actor } = start();
    actor.send({ type: 'cart.add', product: product(1), shop: named });
    actor.send({ type: 'cart.coupon.apply', coupon: { id: 5, name: 'Deal', pricingType: 'flat_discount' }, shop: tonys, products: [] });
    expect(actor.getSnapshot().context.shopName).toBe("Tony's Pizza");
    actor.send({ type: 'cart.clear' });
    expect(actor.getSnapshot().context.shopName).toBeNull();
  });

  it("another tab's copy without a name does not lose this tab's name of the same shop", () => {
    const { actor } = start();
    actor.send({ type: 'cart.add', product: product(1), shop: named });
    const ours = toStoredCart(actor.getSnapshot().context);
    const { shopName: _name, ...theirs } = { ...ours, products: [...ours.products, { ...product(2), uuid: 'theirs' }], updatedAt: NOW + 5 };
    actor.send({ type: 'cart.storage.changed', stored: theirs });
    expect(actor.getSnapshot().context.products).toHaveLength(2);
    expect(actor.getSnapshot().context.shopName).toBe("Tony's Pizza");
  });
});

describe("cartMachine 'Clear cart' asks first (issue 32 item 10)", () => {
  it('a request only asks: nothing is cleared or written', () => {
    const { actor, writes } = filled(product(1));
    const before = actor.getSnapshot().context;
    actor.send({ type: 'cart.clear.request' });
    expect(actor.getSnapshot().value).toEqual({ filled: 'confirmingClear' });
    expect(actor.getSnapshot().context).toEqual(before);
    expect(writes).toEqual([]);
  });

  it('cancel keeps every line', () => {
    const { actor, writes } = filled(product(1), product(2));
    const before = actor.getSnapshot().context;
    actor.send({ type: 'cart.clear.request' });
    actor.send({ type: 'cart.clear.cancel' });
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(actor.getSnapshot().context).toEqual(before);
    expect(writes).toEqual([]);
  });

  it('confirm empties the cart, keeps its uuid and stores the empty cart', () => {
    const { actor, writes } = filled(product(1), product(2));
    const { cartUuid, products } = actor.getSnapshot().context;
    actor.send({ type: 'cart.clear.request' });
    actor.send({ type: 'cart.clear.confirm' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ cartUuid, products: [], shopId: null });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ cartUuid, products: [], removedUuids: products.map((line) => line.uuid) });
  });

  it('confirm is only possible after a request, and an empty cart has nothing to clear', () => {
    const { actor } = filled(product(1));
    expect(actor.getSnapshot().can({ type: 'cart.clear.confirm' })).toBe(false);
    expect(start().actor.getSnapshot().can({ type: 'cart.clear.request' })).toBe(false);
  });

  it('while asking, the cart still takes changes (another tab, a quantity)', () => {
    const { actor } = filled(product(1));
    actor.send({ type: 'cart.clear.request' });
    const [line] = actor.getSnapshot().context.products;
    actor.send({ type: 'cart.setQuantity', uuid: line.uuid, quantity: 3 });
    expect(actor.getSnapshot().context.products[0].quantity).toBe(3);
    expect(actor.getSnapshot().value).toEqual({ filled: 'confirmingClear' });
  });
});
