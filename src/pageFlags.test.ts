import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shopNoticeFlags, shopNoticeFrom, shopNoticeMessage } from './pageFlags';

const schema = z.object(shopNoticeFlags);

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
