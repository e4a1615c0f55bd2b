import { describe, expect, it } from 'vitest';
import { parseStoredCart } from './cartStorage';
// The zod reading this module replaced (commit 53f5b0e), kept here as the reference it must match.
import { parseStoredCart as parseWithZod } from './cartStorage.zod.fixture';

const line = {
  uuid: 'line-1',
  id: 1001014,
  name: 'Mozzarella Sticks',
  description: 'Six sticks',
  productTypeId: 1001536,
  productTypeName: 'Regular',
  selections: { '12': [3, 4] },
  specialRequest: 'extra sauce',
  quantity: 2,
  price: 750,
  isBestSeller: true,
  couponId: null,
};
const cart = {
  cartUuid: 'cart-1',
  shopId: 1001,
  shopWebSlug: 'ny/brooklyn/11201/brooklyn-slice-house',
  shopName: 'Brooklyn Slice House',
  products: [line, { ...line, uuid: 'line-2', couponId: 7 }],
  coupon: { id: 7, name: 'Two sticks', pricingType: 'bundle_price' },
  promoCode: { input: 'crust5', isErrorPresent: false, isValid: true, summaryErrors: [], id: 1, promoAmount: 500, promoPercent: 0 },
  removedUuids: ['old-line'],
  updatedAt: 1_700_000_000_000,
};

const oddValues: unknown[] = [
  undefined,
  null,
  -1,
  0,
  1.5,
  1e300,
  Number.NaN,
  '',
  'x',
  'x'.repeat(2001),
  true,
  [],
  [1],
  {},
  { 1: 'a' },
  ['a'.repeat(501)],
];

/** The cart with `value` at `path` (undefined deletes the key). */
function withValue(source: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(source) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key]))];
}

describe('the stored cart read without zod', () => {
  it('reads every field as the zod schema did, with each field (and each part of each line) set to odd values', () => {
    const paths = pathsOf(cart).filter((path) => path.length > 0);
    let compared = 0;
    for (const path of paths) {
      for (const value of oddValues) {
        const raw = JSON.stringify(withValue(cart, path, value));
        expect(parseStoredCart(raw), `${path.join('.')} = ${JSON.stringify(value)}`).toEqual(parseWithZod(raw));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('matches on the edges of the limits and on text that is not a cart', () => {
    const raws = [
      JSON.stringify({ ...cart, products: Array.from({ length: 101 }, (_, index) => ({ ...line, uuid: `l${index}` })) }),
      JSON.stringify({ ...cart, products: [{ ...line, quantity: 500 }] }),
      JSON.stringify({ ...cart, products: [line, line] }),
      JSON.stringify({ ...cart, shopId: null }),
      JSON.stringify({ ...cart, shopId: null, shopWebSlug: null, products: [] }),
      JSON.stringify({ ...cart, extra: 1, coupon: { ...cart.coupon, extra: 2 } }),
      JSON.stringify({ ...cart, products: [{ ...line, selections: { abc: [1] } }] }),
      JSON.stringify({ ...cart, promoCode: { ...cart.promoCode, promoPercent: 101 } }),
      'not json',
      'null',
      '[]',
    ];
    for (const raw of raws) expect(parseStoredCart(raw), raw.slice(0, 80)).toEqual(parseWithZod(raw));
  });
});
