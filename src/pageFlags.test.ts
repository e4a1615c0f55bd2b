import { describe, expect, it } from 'vitest';
import {
  optionalOneOf,
  optionalString,
  optionalTrimmed,
  optionalWholeNumber,
  searchSchema,
  shopNoticeFlags,
  shopNoticeFrom,
  shopNoticeMessage,
} from './pageFlags';

const schema = { parse: searchSchema(shopNoticeFlags) };

describe('page flags', () => {
  it('reads the disabled-shop notice with its name', () => {
    const search = schema.parse({ display_disabled_shop_notice: 'true', disabled_shop_name: 'Atlantic Avenue Pizza' });
    expect(shopNoticeMessage(shopNoticeFrom(search)!)).toBe('Atlantic Avenue Pizza is no longer active on Crust…');
  });

  it('reads the not-on-platform notice from shopName', () => {
    const search = schema.parse({ display_non_slice_shop: '1', shopName: 'Bushwick Brick Oven' });
    expect(shopNoticeMessage(shopNoticeFrom(search)!)).toBe('Bushwick Brick Oven is not currently on Crust…');
  });

  it('shows nothing without a flag, or with a false one', () => {
    expect(shopNoticeFrom(schema.parse({ shopName: 'X' }))).toBeNull();
    expect(shopNoticeFrom(schema.parse({ display_disabled_shop_notice: 'false' }))).toBeNull();
  });

  it('drops malformed values instead of failing', () => {
    const search = schema.parse({ display_disabled_shop_notice: ['a'], disabled_shop_name: 'x'.repeat(500) });
    expect(search.display_disabled_shop_notice).toBeUndefined();
    expect(search.disabled_shop_name).toBeUndefined();
  });
});

describe('search readers', () => {
  it('keeps the fields it knows, each as read, and leaves out unknown keys', () => {
    const read = searchSchema({ q: optionalTrimmed(5), mode: optionalOneOf(['delivery', 'pickup']), page: optionalWholeNumber(1, 10) });
    expect(read({ q: '  pie ', mode: 'pickup', page: '3', other: 'x' })).toEqual({ q: 'pie', mode: 'pickup', page: 3 });
  });

  it('drops what does not fit: too long, not listed, not whole, out of range, not text', () => {
    const read = searchSchema({
      q: optionalString(3),
      mode: optionalOneOf(['delivery']),
      page: optionalWholeNumber(1, 10),
      n: optionalWholeNumber(1, 10),
    });
    expect(read({ q: 'four', mode: 'Delivery', page: '2.5', n: '11' })).toEqual({});
    expect(read({ q: 7, page: '', n: '0' })).toEqual({});
    expect(read({ page: 4 })).toEqual({ page: 4 });
  });
});
