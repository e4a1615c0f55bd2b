import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../cart/cart.types';
import { openShop } from './checkout.fixtures';
import { CUSTOM_TIP, noTip, parseTip, tipAmount, tipError } from './checkout.tip';

const line = (price: number, quantity: number): CartProduct => ({
  uuid: `l${price}`,
  id: 1,
  name: 'Margherita',
  description: '',
  productTypeId: 2,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity,
  price,
  isBestSeller: false,
  couponId: null,
});
const pickupOnlyTips = { ...openShop(1), tipsForDelivery: false };
const facts = (percentage: number, custom = '', forDelivery = false) => ({
  shop: pickupOnlyTips,
  forDelivery,
  cartProducts: [line(1825, 2), line(350, 1)],
  tip: { percentage, custom },
});

describe('tips (checkout §3, §5, §9)', () => {
  it('default is no tip', () => {
    expect(noTip()).toEqual({ percentage: 0, custom: '' });
    expect(tipAmount(facts(0))).toBe(0);
  });

  it('a preset is that percent of the subtotal, rounded half up to the cent', () => {
    // subtotal $40.00
    expect(tipAmount(facts(15))).toBe(600);
    expect(tipAmount({ ...facts(15), cartProducts: [line(1099, 1)] })).toBe(165); // 164.85
    expect(tipAmount({ ...facts(5), cartProducts: [line(1010, 1)] })).toBe(51); // 50.5
  });

  it('money: optional thousands groups, up to two decimals, a leading $ allowed', () => {
    expect(parseTip('4.5')).toBe(450);
    expect(parseTip('$4.50')).toBe(450);
    expect(parseTip(' 12 ')).toBe(1200);
    expect(parseTip('1,000.25')).toBe(100025);
    for (const wrong of ['', '4.555', '4,50', 'abc', '-3', '1,00', '.5', '4.']) expect(parseTip(wrong), wrong).toBeNull();
  });

  it("a custom tip that is not money says 'Please enter a valid tip rounded to two decimals' and tips nothing", () => {
    expect(tipError(facts(CUSTOM_TIP, '4.555'))).toBe('Please enter a valid tip rounded to two decimals');
    expect(tipAmount(facts(CUSTOM_TIP, '4.555'))).toBe(0);
    expect(tipError(facts(CUSTOM_TIP, '4.50'))).toBeUndefined();
    expect(tipAmount(facts(CUSTOM_TIP, '4.50'))).toBe(450);
  });

  it('no tip, and no tip message, where the shop takes no tips for the mode', () => {
    expect(tipAmount(facts(20, '', true))).toBe(0);
    expect(tipError(facts(CUSTOM_TIP, 'x', true))).toBeUndefined();
  });
});
