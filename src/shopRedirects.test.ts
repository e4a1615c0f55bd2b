import { describe, expect, it } from 'vitest';
import { inactiveShopRedirect, isShopRedirectPath, redirectTarget } from './shopRedirects';

describe('shop redirects', () => {
  it('appends shopName to the target when present', () => {
    expect(redirectTarget('/shop/no-longer-active', 'Atlantic Avenue Pizza')).toEqual({
      to: '/',
      search: { display_disabled_shop_notice: 'true', shopName: 'Atlantic Avenue Pizza' },
    });
    expect(redirectTarget('/shop/not-found', undefined)).toEqual({ to: '/not-found', search: {} });
  });

  it('sends suspended or disabled shops to no-longer-active and unacquired ones to not-on-crust', () => {
    expect(inactiveShopRedirect({ acquired: true, suspended: true, lifecycle: 'live' })).toBe('/shop/no-longer-active');
    expect(inactiveShopRedirect({ acquired: true, suspended: false, lifecycle: 'disabled' })).toBe('/shop/no-longer-active');
    expect(inactiveShopRedirect({ acquired: false, suspended: false, lifecycle: 'onboarding' })).toBe('/shop/not-on-crust');
    expect(inactiveShopRedirect({ acquired: true, suspended: false, lifecycle: 'live' })).toBeNull();
  });

  it('knows its three paths by route id', () => {
    expect(['/shop/not-found', '/shop/no-longer-active', '/shop/not-on-crust'].every(isShopRedirectPath)).toBe(true);
    expect(isShopRedirectPath('/shop/search')).toBe(false);
    expect(isShopRedirectPath('toString')).toBe(false);
  });
});
