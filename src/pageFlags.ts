import { z } from 'zod/mini';

/**
 * The spec's page-state query flags (§2), as zod pieces the routes share (zod/mini: the classic
 * build would be a quarter of the page's first-load script). Every piece catches, so a malformed
 * flag is dropped instead of failing the route.
 */
/** An optional query string of at most `max` characters; anything else is dropped. */
export const optionalString = (max: number) => z.catch(z.optional(z.string().check(z.maxLength(max))), undefined);
/** As optionalString, trimmed first. */
export const optionalTrimmed = (max: number) => z.catch(z.optional(z.string().check(z.trim(), z.maxLength(max))), undefined);

const text = optionalTrimmed(200);
// Flags stay strings: the router writes validated search back into the URL, so a parsed boolean
// would add `flag=false` to every link.
const flag = optionalString(10);

/** A flag is on when present and not 'false' or '0'. */
export const isOn = (value: string | undefined) => value !== undefined && value !== 'false' && value !== '0';
export const shippingTypeFlag = z.catch(z.optional(z.enum(['delivery', 'pickup'])), undefined);

/** Flags that put a shop-inactive notice on the home or search page. */
export const shopNoticeFlags = {
  display_disabled_shop_notice: flag,
  disabled_shop_name: text,
  display_non_slice_shop: flag,
  shopName: text,
};

export type ShopNoticeKind = 'noLongerActive' | 'notOnPlatform';
export type ShopNotice = { kind: ShopNoticeKind; shopName: string };

export function shopNoticeFrom(search: {
  display_disabled_shop_notice?: string;
  disabled_shop_name?: string;
  display_non_slice_shop?: string;
  shopName?: string;
}): ShopNotice | null {
  const shopName = search.disabled_shop_name || search.shopName || 'This pizzeria';
  if (isOn(search.display_disabled_shop_notice)) return { kind: 'noLongerActive', shopName };
  if (isOn(search.display_non_slice_shop)) return { kind: 'notOnPlatform', shopName };
  return null;
}

/** The spec's shop-inactive notices ('{Shop} is no longer active on the product…'). */
export function shopNoticeMessage({ kind, shopName }: ShopNotice): string {
  return kind === 'noLongerActive' ? `${shopName} is no longer active on Crust…` : `${shopName} is not currently on Crust…`;
}

/** Flags every page may carry; read where they matter, never an error. */
export const commonFlags = {
  utm_campaign: text,
  skip_dialogs: flag,
};
