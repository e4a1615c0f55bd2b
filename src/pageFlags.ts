/**
 * The spec's page-state query flags (§2), as readers the routes share. A route's validateSearch is
 * `searchSchema({...})`: each flag read by its reader, anything malformed dropped instead of failing the
 * route, unknown keys left out. Plain functions, not zod: the routes' search is read before the first
 * paint, and zod's core is a tenth of the page's first-load script.
 */
/** A query value as read: the value kept, or undefined when absent or malformed. */
export type SearchField<T> = (value: unknown) => T | undefined;

/** An optional query string of at most `max` characters; anything else is dropped. */
export const optionalString =
  (max: number): SearchField<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined;

/** As optionalString, trimmed first. */
export const optionalTrimmed =
  (max: number): SearchField<string> =>
  (value) => {
    const trimmed = typeof value === 'string' ? value.trim() : undefined;
    return trimmed !== undefined && trimmed.length <= max ? trimmed : undefined;
  };

/** One of `values`; anything else is dropped. */
export const optionalOneOf =
  <const T extends string>(values: readonly T[]): SearchField<T> =>
  (value) =>
    values.find((allowed) => allowed === value);

/** A whole number from `min` to `max` (the query's text is read as a number); anything else is dropped. */
export const optionalWholeNumber =
  (min: number, max: number): SearchField<number> =>
  (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  };

type SearchFields = Record<string, SearchField<unknown>>;
/** The search a route's fields read: every key optional. */
export type SearchOf<F extends SearchFields> = { [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never };

/** A route's validateSearch from its fields' readers. */
export function searchSchema<F extends SearchFields>(fields: F): (search: Record<string, unknown>) => SearchOf<F> {
  return (search) => {
    const read: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const value = field(search[key]);
      if (value !== undefined) read[key] = value;
    }
    return read as SearchOf<F>;
  };
}

const text = optionalTrimmed(200);
// Flags stay strings: the router writes validated search back into the URL, so a parsed boolean
// would add `flag=false` to every link.
const flag = optionalString(10);

/** A flag is on when present and not 'false' or '0'. */
export const isOn = (value: string | undefined) => value !== undefined && value !== 'false' && value !== '0';
export const shippingTypeFlag = optionalOneOf(['delivery', 'pickup']);

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
