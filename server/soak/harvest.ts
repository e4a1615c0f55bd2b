import type { FastifyInstance } from 'fastify';
import type { Hints } from './schema-arbitrary';
import { soakOrderBody } from './order-body';

/** Real values to put in paths, gathered from the app's own answers, so valid-looking requests find things. */
export type Known = Hints & { shopIds: string[]; webSlugs: string[]; brands: string[]; uuids: string[] };

const pages = [
  '/services/core/api/v3/menus/1001',
  '/services/core/api/v1/shops/1001',
  '/services/core/api/v1/shops/1001/coupons',
  '/services/core/api/v1/brands',
  '/services/search/v1/cities',
  // shops not on Crust yet are the ones a browser may ask to add
  '/services/core/api/v3/shops/search?filter%5Border_type%5D=either&filter%5Baddress%5D=Brooklyn%2C%20NY&include_unacquired=true',
  '/services/location/place-predictions?input=Brookl',
];

/** Walks answers for numbers under keys ending in id/ids, web slugs, brand slugs and place ids; places an order and saves a cart for their uuids. */
export async function harvestKnownValues(app: FastifyInstance): Promise<Known> {
  const ids = new Set<number>();
  const shopIds = new Set<number>([1001]);
  const webSlugs = new Set<string>();
  const brands = new Set<string>();
  const placeIds = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'number' && Number.isInteger(value) && /(^|_)ids?$/.test(key)) {
      ids.add(value);
      if (key === 'shop_id') shopIds.add(value);
    } else if (typeof value === 'string' && key === 'web_slug') webSlugs.add(value);
    else if (typeof value === 'string' && key === 'slug' && /^[a-z0-9-]+$/i.test(value)) brands.add(value);
    else if (typeof value === 'string' && key === 'place_id') placeIds.add(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [name, child] of Object.entries(value)) walk(child, name);
  };
  for (const url of pages) {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode === 200) walk(response.json(), '');
  }

  const uuids: string[] = [];
  const placed = await app.inject({ method: 'POST', url: '/services/core/api/v2/orders', payload: soakOrderBody('harvest') });
  if (placed.statusCode === 201) uuids.push((placed.json() as { order: { uuid: string } }).order.uuid);
  const cartUuid = crypto.randomUUID();
  const saved = await app.inject({
    method: 'POST',
    url: '/services/core/api/v1/activities',
    payload: {
      type: 'magic_cart',
      uuid: cartUuid,
      payload: { order: { shop_id: 1001, shipping_type: 'pickup', order_items_attributes: [] } },
    },
  });
  if (saved.statusCode < 300) uuids.push(cartUuid);

  const slugs = [...webSlugs];
  return {
    ids: [...ids].slice(0, 400),
    strings: [
      ...slugs.slice(0, 20),
      ...brands,
      ...[...placeIds].slice(0, 10),
      'CRUST5',
      'SAVE10',
      'Brooklyn, NY 11201',
      'soak@example.com',
    ],
    shopIds: [...shopIds].map(String),
    webSlugs: slugs.length ? slugs : ['ny/brooklyn/11201/brooklyn-slice-house'],
    brands: brands.size ? [...brands] : ['sals-famous-pizza'],
    uuids: uuids.length ? uuids : [crypto.randomUUID()],
  };
}
