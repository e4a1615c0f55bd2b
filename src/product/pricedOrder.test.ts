import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromTransition, setup, waitFor } from 'xstate';
import type { CartProduct } from '@machines/cart/cart.types';
import { pricedOrderInput } from '@contract';
import { ApiError, cartApi, promoApi, type ShoppingCart } from '../api';
import { toSnake } from '../api/http';
import { DEFAULT_TENDER, pricedOrder } from './pricedOrder';
import { promoWithEffects } from './promoActor';
import { receiptWithEffects } from './receiptActor';

// The platform API is the stubbed boundary: the tests read what the storefront sends it.
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  promoApi: { validatePromoCode: vi.fn() },
  cartApi: { priceShoppingCart: vi.fn() },
}));

const line: CartProduct = {
  uuid: 'l1',
  id: 1001001,
  name: 'Cheese Pizza',
  description: '',
  productTypeId: 1001502,
  productTypeName: 'Large 16"',
  selections: { '7': [10010099] },
  specialRequest: '',
  quantity: 2,
  price: 1800,
  isBestSeller: false,
  couponId: 100103,
};
const cart = { shopId: 1001, products: [line], couponIds: [100103], promoCodeId: null };
const fulfilment = { forDelivery: false, address: null };
const cashAtCheckout = { ...fulfilment, tender: 'cash' as const };
const cardOnly = 'Promo codes are only valid on credit or debit card payments.';

describe('pricedOrder', () => {
  it("carries the tender: the spec's default (credit) until checkout gives its own", () => {
    expect(DEFAULT_TENDER).toBe('credit');
    const order = pricedOrder({ shopId: 1001, products: [line], forDelivery: false, address: null, couponIds: [100103], promoCodeId: 2 });
    const wire = toSnake(order) as Record<string, unknown>;
    expect(pricedOrderInput.parse(wire)).toEqual(wire);
    expect(wire).toMatchObject({
      shop_id: 1001,
      shipping_type: 'pickup',
      payment_method: 'credit',
      coupon_ids: [100103],
      promo_code_id: 2,
    });
    expect(pricedOrder({ shopId: 1001, products: [line], forDelivery: false, address: null, tender: 'cash' }).paymentMethod).toBe('cash');
  });

  it("sends a delivery address's second line with a single leading '#', as the order does (checkout §3, §5)", () => {
    const address = { address: '123 Court St', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '11201' };
    const priced = (address2: string) =>
      pricedOrder({ shopId: 1001, products: [line], forDelivery: true, address: { ...address, address2 } }).deliveryAddress;
    for (const typed of ['4B', '#4B', '##4B', ' # 4B ']) expect(priced(typed)).toMatchObject({ address2: '#4B' });
    expect(priced(' ')).not.toHaveProperty('address2');
    expect(
      toSnake(pricedOrder({ shopId: 1001, products: [line], forDelivery: true, address: { ...address, address2: '4B' } })),
    ).toMatchObject({
      delivery_address: { address: '123 Court St', address2: '#4B', city: 'Brooklyn', state: 'NY', zipcode: '11201' },
    });
  });
});

describe('promoWithEffects', () => {
  const validatePromoCode = vi.mocked(promoApi.validatePromoCode);
  beforeEach(() => {
    validatePromoCode.mockReset();
  });

  function submit(code: string, chosen: { forDelivery: boolean; address: null; tender?: 'cash' } = fulfilment) {
    // The system's receipt is a stand-in holding the order (the real one prices on the server: not the subject here).
    const receipt = fromTransition((state) => state, { cart, fulfilment: chosen });
    const system = createActor(
      setup({ actors: { receipt, promo: promoWithEffects } }).createMachine({
        invoke: [
          { src: 'receipt', systemId: 'receipt' },
          { src: 'promo', id: 'promo', systemId: 'promo' },
        ],
      }),
    ).start();
    const promo = system.getSnapshot().children.promo!;
    promo.send({ type: 'promo.change', value: code });
    promo.send({ type: 'promo.submit' });
    return promo;
  }

  it("validates against the order with its tender, and shows the server's card-only refusal for cash", async () => {
    validatePromoCode.mockRejectedValue(
      new ApiError({
        status: 422,
        errors: [{ code: 'promo_code_card_only', message: cardOnly, field: 'tag' }],
        orderErrorCodes: ['promo_code_card_only'],
      }),
    );
    const promo = submit('crust5', cashAtCheckout);
    const refused = await waitFor(promo, (s) => s.matches('invalid'));
    expect(refused.context.errors).toEqual([cardOnly]);
    expect(validatePromoCode).toHaveBeenCalledExactlyOnceWith(
      'crust5',
      expect.objectContaining({ paymentMethod: 'cash', shopId: 1001, couponIds: [100103] }),
    );
  });

  it('applies a code the server accepts, validated with the default tender before checkout', async () => {
    validatePromoCode.mockResolvedValue({ id: 1, promoFlatAmount: 500, promoPercentAmount: 0 });
    const valid = await waitFor(submit('crust5'), (s) => s.matches('valid'));
    expect(validatePromoCode).toHaveBeenCalledExactlyOnceWith('crust5', expect.objectContaining({ paymentMethod: 'credit' }));
    expect(valid.context.promo).toEqual({ id: 1, code: 'CRUST5', promoFlatAmount: 500, promoPercentAmount: 0 });
  });
});

describe('receiptWithEffects', () => {
  it("prices the cart with checkout's tender and the deals", async () => {
    const priceShoppingCart = vi.mocked(cartApi.priceShoppingCart);
    priceShoppingCart.mockResolvedValue({ receipt: { items: [] } } as unknown as ShoppingCart);
    // Started alone: no cart in its system, so its changes are sent by hand below.
    const machine = receiptWithEffects.provide({ delays: { debounce: 0 } });
    const receipt = createActor(machine, { input: {} }).start();
    receipt.send({ type: 'receipt.fulfilmentChanged', fulfilment: cashAtCheckout });
    receipt.send({ type: 'receipt.cartChanged', cart: { ...cart, promoCodeId: 2 } });
    await vi.waitFor(() => expect(priceShoppingCart).toHaveBeenCalled());
    expect(priceShoppingCart.mock.calls[0][0]).toMatchObject({ paymentMethod: 'cash', couponIds: [100103], promoCodeId: 2 });
  });
});
