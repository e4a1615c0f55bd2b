import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { promoCodeValidateResponse } from '../../contract/deals';
import { priceOrder } from '../cart/pricing';
import { testShop, tinyCatalog } from '../cart/test-catalog';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { checkPromo, promoCardOnlyMessage, promoInvalidMessage, type PromoRule } from './rules';

const now = new Date('2026-11-23T17:00:00Z');
const rule = (extra: Partial<PromoRule> = {}): PromoRule => ({
  id: 7,
  tag: 'SAVE',
  kind: 'percent',
  amount: 10,
  shopId: null,
  startsAt: null,
  endsAt: null,
  isActive: true,
  ...extra,
});

describe('promo code rules', () => {
  it('applies a live code to any shop, or only to its own shop', () => {
    expect(checkPromo(rule(), { shopId: 1, tender: 'credit', now })).toEqual({ ok: true, promo: rule() });
    expect(checkPromo(rule({ shopId: 1 }), { shopId: 1, tender: undefined, now }).ok).toBe(true);
    expect(checkPromo(rule({ shopId: 2 }), { shopId: 1, tender: 'credit', now })).toMatchObject({
      ok: false,
      code: 'promo_code_invalid',
      message: promoInvalidMessage,
    });
  });

  it('refuses unknown, retired, not yet started and expired codes', () => {
    for (const promo of [null, rule({ isActive: false }), rule({ startsAt: new Date(now.getTime() + 1) }), rule({ endsAt: now })]) {
      expect(checkPromo(promo, { shopId: 1, tender: 'credit', now })).toMatchObject({ ok: false, message: "This promo code isn't valid." });
    }
  });

  it('accepts card tenders only', () => {
    for (const tender of ['credit', 'apple', 'google', undefined] as const)
      expect(checkPromo(rule(), { shopId: 1, tender, now }).ok).toBe(true);
    for (const tender of ['cash', 'paypal'] as const) {
      expect(checkPromo(rule(), { shopId: 1, tender, now })).toMatchObject({
        ok: false,
        code: 'promo_code_card_only',
        message: promoCardOnlyMessage,
      });
    }
  });

  it('discounts flat cents or a percent of what coupons and the shop discount leave, before tax', () => {
    const order = { shipping_type: 'pickup' as const, items: [{ products_type_id: 200, products_quantity: 1, selection_ids: [11] }] };
    const shop = { ...testShop, discountPercent: 10 };
    const percent = priceOrder(shop, tinyCatalog(), order, now, 'order_items_attributes', { promo: { ok: true, promo: rule() } }).receipt;
    // 1800 − 180 = 1620; 10 % = 162; tax 8.875 % of 1458 = 129.4
    expect(percent).toMatchObject({ promo_code_discount: 162, tax: 129, total: 1800 - 180 - 162 + 99 + 129 });
    const flat = priceOrder(testShop, tinyCatalog(), order, now, 'order_items_attributes', {
      promo: { ok: true, promo: rule({ kind: 'flat', amount: 5000 }) },
    }).receipt;
    expect(flat).toMatchObject({ promo_code_discount: 1800, tax: 0, total: 99 });
    const refused = priceOrder(testShop, tinyCatalog(), order, now, 'order_items_attributes', {
      promo: { ok: false, code: 'promo_code_card_only', message: promoCardOnlyMessage },
    });
    expect(refused.receipt.promo_code_discount).toBe(0);
    expect(refused.validations.structured_errors).toEqual([{ code: 'promo_code_card_only', message: promoCardOnlyMessage }]);
  });
});

describe.each(databaseKinds)('promo code validation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());
  const validate = async (tag: string, order: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/services/core/api/v1/promo_codes/validate?tag=${encodeURIComponent(tag)}`,
      payload: { order: { shop_id: 1001, shipping_type: 'pickup', order_items_attributes: [], ...order } },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers a flat and a percent code with their amounts, whatever the case and spacing of the tag', async () => {
    const flat = await validate(' crust5 ');
    expect(flat.status).toBe(200);
    expect(promoCodeValidateResponse.parse(flat.body).promo_code).toEqual({ id: 1, promo_flat_amount: 500, promo_percent_amount: 0 });
    const percent = await validate('SAVE10', { payment_method: 'credit' });
    expect(promoCodeValidateResponse.parse(percent.body).promo_code).toEqual({ id: 2, promo_flat_amount: 0, promo_percent_amount: 10 });
    expect((await validate('BROOKLYN3')).status).toBe(200);
    // only the shop and the tender matter: the smallest order is enough
    const minimal = await t.app.inject({
      method: 'POST',
      url: '/services/core/api/v1/promo_codes/validate?tag=CRUST5',
      payload: { order: { shop_id: 1001 } },
    });
    expect(minimal.statusCode).toBe(200);
  });

  it('refuses invalid codes with the invalid message', async () => {
    for (const tag of ['NOPE', '', 'EXPIRED20', 'RETIRED', 'WINDY15', "1' or '1'='1", 'a\u0000b']) {
      const { status, body } = await validate(tag);
      expect(status, tag).toBe(422);
      const error = errorResponse.parse(body);
      expect(error.errors).toEqual([{ code: 'promo_code_invalid', message: "This promo code isn't valid.", field: 'tag' }]);
      expect(error.meta.errors.order).toEqual(['promo_code_invalid']);
    }
  });

  it('refuses a valid code for cash and PayPal with the card-only message', async () => {
    for (const payment_method of ['cash', 'paypal']) {
      const { status, body } = await validate('SAVE10', { payment_method });
      expect(status).toBe(422);
      expect(errorResponse.parse(body).errors[0].message).toBe('Promo codes are only valid on credit or debit card payments.');
    }
  });

  it('answers 404 for an unknown shop and 400 for a malformed order', async () => {
    expect((await validate('SAVE10', { shop_id: 4242 })).status).toBe(404);
    expect((await validate('SAVE10', { payment_method: 'gold' })).status).toBe(400);
  });
});
