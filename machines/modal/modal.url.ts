import { isModalName, type ModalName, type ModalParams } from './modal.types';

/**
 * Each modal lives in the URL under one query param. productModal carries the product id as its
 * value (`view_product=<productId>`, taken from params.productId); the flag-style ones carry
 * `true`; every other modal is `modal=<name>`. Any further params travel as `modal_<key>=<value>`.
 */
const DEDICATED_PARAM: Partial<Record<ModalName, string>> = {
  productModal: 'view_product',
  dealsModal: 'view_all_deals',
  deliveryPreferenceModal: 'view_delivery_preferences',
  cartDrawer: 'show_cart',
  // The redirect from a shop that left (`/shop/no-longer-active`) lands with this flag: the flag is
  // the modal, so closing it takes the flag out of the URL and neither Back nor a reload reopens it.
  shopNotFoundRedirectModal: 'display_disabled_shop_notice',
};

/** Modals a page flag opens without the shopper asking; `skip_dialogs=true` keeps them closed. */
const SKIPPABLE: readonly ModalName[] = ['shopNotFoundRedirectModal'];
const SKIP_DIALOGS = 'skip_dialogs';
const GENERIC_PARAM = 'modal';
const EXTRA_PREFIX = 'modal_';
const PRODUCT_ID = 'productId';

/** Query keys the modal machine owns; a router removes these when it closes a modal without history. */
export const MODAL_SEARCH_KEYS = [...Object.values(DEDICATED_PARAM), GENERIC_PARAM] as readonly string[];

export function modalSearchParams(name: ModalName, params: ModalParams = {}): Record<string, string> {
  const search: Record<string, string> = {};
  const { [PRODUCT_ID]: productId, ...rest } = params;
  const dedicated = DEDICATED_PARAM[name];
  if (name === 'productModal') search[dedicated!] = productId ?? '';
  else if (dedicated) search[dedicated] = 'true';
  else search[GENERIC_PARAM] = name;
  const extras = name === 'productModal' ? rest : params;
  for (const [key, value] of Object.entries(extras)) search[`${EXTRA_PREFIX}${key}`] = value;
  return search;
}

type SearchInput = string | URLSearchParams | Record<string, unknown>;

function toEntries(search: SearchInput): Map<string, string> {
  if (typeof search === 'string' || search instanceof URLSearchParams) {
    return new Map(new URLSearchParams(search).entries());
  }
  const entries = Object.entries(search).flatMap(([key, value]) =>
    value === undefined || value === null || typeof value === 'object' ? [] : [[key, String(value)] as [string, string]],
  );
  return new Map(entries);
}

/** Reads the open modal back from a URL's search (string, URLSearchParams or a router's search object). */
export function modalFromSearch(search: SearchInput): { name: ModalName | null; params: ModalParams } {
  const entries = toEntries(search);
  const extras: ModalParams = {};
  for (const [key, value] of entries) if (key.startsWith(EXTRA_PREFIX)) extras[key.slice(EXTRA_PREFIX.length)] = value;

  const productId = entries.get(DEDICATED_PARAM.productModal!);
  if (productId) return { name: 'productModal', params: { [PRODUCT_ID]: productId, ...extras } };
  const skipDialogs = isTruthyFlag(entries.get(SKIP_DIALOGS));
  for (const [name, key] of Object.entries(DEDICATED_PARAM) as [ModalName, string][]) {
    if (name === 'productModal' || (skipDialogs && SKIPPABLE.includes(name))) continue;
    if (isTruthyFlag(entries.get(key))) return { name, params: extras };
  }
  const generic = entries.get(GENERIC_PARAM);
  if (isModalName(generic) && !DEDICATED_PARAM[generic]) return { name: generic, params: extras };
  return { name: null, params: {} };
}

/** The search without any modal keys (what a URL looks like once its modal is closed). */
export function withoutModalSearch<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(search).filter(([key]) => !MODAL_SEARCH_KEYS.includes(key) && !key.startsWith(EXTRA_PREFIX)),
  ) as Partial<T>;
}

const isTruthyFlag = (value: string | undefined) => value !== undefined && value !== 'false' && value !== '0';
