import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../cart/cart.types';
import { createCheckoutContext } from './checkout.context';
import { cardShop } from './checkout.fixtures';
import { isOrderReady, validateOrder } from './checkout.rules';

// checkout §8, quoted
const INVALID = 'This value seems to be invalid';
const EXPIRY_REQUIRED = "Please enter your card's expiration date";

const line: CartProduct = {
  uuid: 'l1',
  id: 5,
  name: 'Margherita',
  description: '',
  productTypeId: 51,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity: 1,
  price: 1800,
  isBestSeller: false,
  couponId: null,
};
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' };
/** A saved card (7) whose verification asks for its expiry again (checkout §4), with what the shopper typed. */
const verifying = (month: string, year: string) => ({
  ...createCheckoutContext({ shop: cardShop(11), cartProducts: [line], idempotencyKey: 'k', signedIn: true }),
  contact,
  tender: 'credit' as const,
  savedCard: { id: 7, lastFour: '4242' },
  verification: { required: true, paymentId: 7, expiry: { month, year }, deletedPaymentId: null },
});

describe("a saved card's re-entered expiry (checkout §4 card verification, §8 messages)", () => {
  it("a month or year no card has is 'This value seems to be invalid', and the order is not ready", () => {
    for (const [month, year] of [
      ['13', '30'],
      ['0', '30'],
      ['ab', '30'],
      ['12', '3'],
      ['12', '1999'],
      ['12', '2o30'],
    ]) {
      const facts = verifying(month, year);
      expect(validateOrder(facts).payment, `${month}/${year}`).toEqual({ expiry: INVALID });
      expect(isOrderReady(facts)).toBe(false);
    }
  });

  it('a missing part asks for the date; a real one is fine', () => {
    expect(validateOrder(verifying('', '30')).payment).toEqual({ expiry: EXPIRY_REQUIRED });
    for (const [month, year] of [
      ['12', '30'],
      ['1', '2031'],
      ['09', '29'],
    ])
      expect(validateOrder(verifying(month, year)).payment, `${month}/${year}`).toEqual({});
  });
});
