import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './searchParams';

describe('search params', () => {
  it('keeps every value a string', () => {
    expect(parseSearch('?view_product=1001001&flag=true&address=123+Court+St%2C+Brooklyn')).toEqual({
      view_product: '1001001',
      flag: 'true',
      address: '123 Court St, Brooklyn',
    });
  });

  it('writes plain values and skips undefined', () => {
    expect(stringifySearch({ view_product: '1001001', placeId: undefined, n: 2 })).toBe('?view_product=1001001&n=2');
    expect(stringifySearch({})).toBe('');
  });

  it('round-trips', () => {
    const search = { search_shipping_type_filter: 'delivery', address: '40 E 14th St, New York, NY 10003' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
