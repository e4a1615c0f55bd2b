import type { Shop } from './api';

/**
 * The redirect routes that share one page (spec §2): each sends the visitor to its target and
 * appends `shopName` when there is one. `status` is what the server should answer for the path.
 */
export const SHOP_REDIRECTS = {
  '/shop/not-found': { to: '/not-found', flags: {}, status: 404 },
  '/shop/no-longer-active': { to: '/', flags: { display_disabled_shop_notice: 'true' }, status: 301 },
  '/shop/not-on-crust': { to: '/', flags: { display_non_slice_shop: 'true' }, status: 302 },
} as const;

export type ShopRedirectPath = keyof typeof SHOP_REDIRECTS;

export const isShopRedirectPath = (path: string): path is ShopRedirectPath => Object.hasOwn(SHOP_REDIRECTS, path);

/** Where a redirect route sends the visitor: its target path with its flags and the shop name. */
export function redirectTarget(path: ShopRedirectPath, shopName: string | undefined) {
  const { to, flags } = SHOP_REDIRECTS[path];
  return { to, search: { ...flags, ...(shopName ? { shopName } : {}) } as Record<string, string> };
}

/** A shop whose menu cannot be ordered from goes to one of the redirect routes instead. */
export function inactiveShopRedirect(shop: Pick<Shop, 'acquired' | 'suspended' | 'lifecycle'>): ShopRedirectPath | null {
  if (shop.suspended || shop.lifecycle === 'disabled' || shop.lifecycle === 'suspension') return '/shop/no-longer-active';
  if (!shop.acquired) return '/shop/not-on-crust';
  return null;
}
