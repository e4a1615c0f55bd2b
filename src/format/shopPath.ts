/** Route params of a shop's pages from its web slug `state/city/zip/slug`. */
export type ShopRouteParams = { state: string; city: string; zip: string; slug: string };

export function shopRouteParams(webSlug: string): ShopRouteParams {
  const [state = '', city = '', zip = '', slug = ''] = webSlug.toLowerCase().split('/');
  return { state, city, zip, slug };
}

export function webSlugOf({ state, city, zip, slug }: ShopRouteParams): string {
  return [state, city, zip, slug].join('/').toLowerCase();
}
