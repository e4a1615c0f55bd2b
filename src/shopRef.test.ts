import { describe, expect, it } from 'vitest';
import { parseShopId, shopRefFromParams } from './shopRef';

describe('shop ref from menu route params', () => {
  it('reads a zip as a web slug (the id fallback kept)', () => {
    expect(shopRefFromParams({ state: 'NY', city: 'brooklyn', zip: '11201', slug: 'brooklyn-slice-house' })).toEqual({
      webSlug: 'ny/brooklyn/11201/brooklyn-slice-house',
      fallbackId: 11201,
    });
  });

  it('reads a shorter number as the shop id (the alternate route)', () => {
    expect(shopRefFromParams({ state: 'ny', city: 'brooklyn', zip: '1001', slug: 'brooklyn-slice-house' })).toEqual({ shopId: 1001 });
  });

  it('keeps anything else as a slug, which the server answers with not found', () => {
    expect(shopRefFromParams({ state: 'ny', city: 'x', zip: 'abc', slug: 'y' })).toEqual({ webSlug: 'ny/x/abc/y' });
  });

  it('parses only positive whole ids', () => {
    expect(parseShopId('1001')).toBe(1001);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '12345678901']) expect(parseShopId(bad)).toBeNull();
  });
});
