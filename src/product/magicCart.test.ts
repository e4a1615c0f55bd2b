import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ITEM_UNAVAILABLE_MESSAGE } from '@machines/receipt/receipt.rules';
import { activitiesApi, ApiError, menusApi, type Menu, type ProductType } from '../api';
import type { ActivityOrder } from '../api/activities';
import type { CartRef, ReceiptRef } from '../system';
import { fromActivity } from './magicCart';
import { magicCartWithEffects } from './magicCartActor';

// The platform API is the stubbed boundary: each test says what the server answers.
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  activitiesApi: { getActivity: vi.fn() },
  menusApi: { getMenu: vi.fn(), getProductTypes: vi.fn() },
}));

/** Pepperoni (Large 5, Medium 6), Soda (2 Liter 7) and a loyalty reward (8). */
const menu = {
  shopId: 1001,
  categories: [
    {
      id: 1,
      name: 'Pizza',
      description: '',
      isDisplayed: true,
      shippingType: 'both',
      availabilities: [],
      groupedProducts: [
        {
          id: 50,
          name: 'Pepperoni Pizza',
          description: 'Classic',
          basePrice: 1800,
          image: null,
          isFeatured: false,
          isBestSeller: true,
          isLoyaltyReward: false,
          productTypes: [
            { id: 5, productId: 50, name: 'Large 16"', price: 1800, selectionCategories: [] },
            { id: 6, productId: 50, name: 'Medium 12"', price: 1400, selectionCategories: [] },
          ],
        },
        {
          id: 70,
          name: 'Soda',
          description: '',
          basePrice: 300,
          image: null,
          isFeatured: false,
          isBestSeller: false,
          isLoyaltyReward: false,
          productTypes: [{ id: 7, productId: 70, name: '2 Liter', price: 300, selectionCategories: [] }],
        },
        {
          id: 80,
          name: 'Garlic Knots',
          description: '',
          basePrice: 0,
          image: null,
          isFeatured: false,
          isBestSeller: false,
          isLoyaltyReward: true,
          productTypes: [{ id: 8, productId: 80, name: 'Six', price: 0, selectionCategories: [] }],
        },
      ],
    },
  ],
} as unknown as Menu;
const allTypes = new Set([5, 6, 7, 8]);

type Item = ActivityOrder['orderItems'][number];
const item = (productsId: number, productsTypeId: number, fields: Partial<Item> = {}): Item => ({
  productsId,
  productsTypeId,
  productName: `Product ${productsId}/${productsTypeId}`,
  productTypeName: null,
  productTypePrice: null,
  productsQuantity: 1,
  productsInstruction: null,
  couponId: null,
  isAvailable: true,
  orderItemSelections: [],
  ...fields,
});
type Coupon = ActivityOrder['coupons'][number];
const coupon = (id: number, pricingType: Coupon['pricingType']): Coupon => ({
  id,
  name: `Deal ${id}`,
  description: '',
  shopId: 1001,
  pricingType,
  discountAmount: 500,
  conditions: [],
});
const activity = (fields: Partial<ActivityOrder> = {}): ActivityOrder => ({
  shopId: 1001,
  shopName: 'Brooklyn Slice House',
  webSlug: 'ny/brooklyn/11201/brooklyn-slice-house',
  shippingType: 'pickup',
  deliverAt: null,
  deliveryAddress: null,
  deliveryFloor: null,
  deliveryCity: null,
  deliveryState: null,
  deliveryPostcode: null,
  orderOptionTypes: [],
  deliveryInstruction: null,
  coupons: [],
  orderItems: [],
  ...fields,
});

describe('fromActivity', () => {
  it('drops items that failed to load, are rewards or whose type the server no longer has, naming them', () => {
    const order = activity({
      orderItems: [
        item(50, 5, { productName: 'Pepperoni Pizza' }),
        item(50, 6, { productName: 'Medium Pepperoni', isAvailable: false }),
        item(80, 8, { productName: 'Garlic Knots' }),
        item(70, 7, { productName: 'Soda' }),
      ],
    });
    const loaded = fromActivity(order, menu, new Set([5, 6, 8]));
    expect(loaded.products.map((line) => line.productTypeId)).toEqual([5]);
    expect(loaded.dropped).toEqual(['Medium Pepperoni', 'Garlic Knots', 'Soda']);
  });

  // The cart holds one coupon by design (a new coupon replaces the old one and its bundle lines).
  it('restores the bundle its restored lines are tied to, and unties lines of the coupons the cart cannot hold', () => {
    const order = activity({
      coupons: [coupon(101, 'flat_discount'), coupon(103, 'bundle_price')],
      orderItems: [item(50, 5, { couponId: 103, productsQuantity: 2 }), item(70, 7, { couponId: 104 }), item(50, 6)],
    });
    const loaded = fromActivity(order, menu, allTypes);
    expect(loaded.coupon).toEqual({ id: 103, name: 'Deal 103', pricingType: 'bundle_price' });
    // 104 is not among the coupons the shop still offers: its line stays, as a plain line
    expect(loaded.products.map((line) => [line.productTypeId, line.couponId])).toEqual([
      [5, 103],
      [7, null],
      [6, null],
    ]);
  });

  it('restores the first coupon when no restored line is tied to a bundle', () => {
    const order = activity({
      coupons: [coupon(102, 'percentage'), coupon(103, 'bundle_price')],
      orderItems: [item(50, 5, { couponId: 103, isAvailable: false }), item(70, 7)],
    });
    const loaded = fromActivity(order, menu, allTypes);
    expect(loaded.coupon).toEqual({ id: 102, name: 'Deal 102', pricingType: 'percentage' });
    expect(loaded.products.map((line) => line.couponId)).toEqual([null]);
    expect(fromActivity(activity({ orderItems: [item(70, 7)] }), menu, allTypes).coupon).toBeNull();
  });
});

describe('magicCartWithEffects', () => {
  const getActivity = vi.mocked(activitiesApi.getActivity);
  const getMenu = vi.mocked(menusApi.getMenu);
  const getProductTypes = vi.mocked(menusApi.getProductTypes);
  const typesNamed = (ids: number[]) => ids.map((id) => ({ id }) as ProductType);

  beforeEach(() => {
    vi.resetAllMocks();
    getMenu.mockResolvedValue(menu);
    getActivity.mockResolvedValue(
      activity({
        coupons: [coupon(103, 'bundle_price')],
        orderItems: [item(50, 5, { productName: 'Pepperoni Pizza', couponId: 103 }), item(70, 7, { productName: 'Soda' })],
      }),
    );
  });

  function start() {
    const cart = { send: vi.fn() };
    const receipt = { send: vi.fn() };
    // the app's checkout store, stubbed: what checkout will start from
    const checkoutStore = { write: vi.fn() };
    const actor = createActor(magicCartWithEffects(cart as unknown as CartRef, receipt as unknown as ReceiptRef, checkoutStore), {
      input: { uuid: 'u1' },
    }).start();
    return { actor, cart, receipt, checkoutStore };
  }

  it("hands checkout the order's options and special instructions (issue 31 item 6)", async () => {
    getProductTypes.mockResolvedValue(typesNamed([5, 7]));
    getActivity.mockResolvedValue(
      activity({
        orderOptionTypes: ['include_utensils', 'curbside_pickup'],
        deliveryInstruction: 'Ring twice',
        orderItems: [item(70, 7, { productName: 'Soda' })],
      }),
    );
    const { actor, checkoutStore } = start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(checkoutStore.write).toHaveBeenCalledExactlyOnceWith({
      orderOptions: ['include_utensils', 'curbside_pickup'],
      specialInstructions: 'Ring twice',
    });
  });

  it('asks for the product types allowing missing ones, and drops the missing items with the spec message', async () => {
    getProductTypes.mockResolvedValue(typesNamed([5]));
    const { actor, cart } = start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('success');
    expect(getProductTypes).toHaveBeenCalledExactlyOnceWith(1001, [5, 7], { allowMissing: true });
    expect(cart.send.mock.calls.map(([event]) => event.type)).toEqual(['cart.clear', 'cart.add', 'cart.coupon.apply']);
    expect(cart.send.mock.calls[0][0]).toMatchObject({ type: 'cart.clear', keepUuid: true, notice: `Soda: ${ITEM_UNAVAILABLE_MESSAGE}` });
    expect(cart.send.mock.calls[2][0]).toMatchObject({ coupon: { id: 103 } });
  });

  it('ends in error without touching the cart when the product types cannot be fetched', async () => {
    getProductTypes.mockRejectedValue(new ApiError({ status: null, errors: [], orderErrorCodes: [], message: 'Network Error' }));
    const { actor, cart, receipt } = start();
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(failed.context.error).toBe('Network Error');
    expect(cart.send).not.toHaveBeenCalled();
    expect(receipt.send).not.toHaveBeenCalled();

    // a retry that gets an answer refills the cart with every item
    getProductTypes.mockResolvedValue(typesNamed([5, 7]));
    actor.send({ type: 'magicCart.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(cart.send.mock.calls.filter(([event]) => event.type === 'cart.add')).toHaveLength(2);
    expect(cart.send.mock.calls[0][0]).not.toHaveProperty('notice');
  });
});
