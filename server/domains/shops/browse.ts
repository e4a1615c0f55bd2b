import type { BrandResponse, BrandsResponse, BrowseCitiesResponse } from '../../contract/discover';
import type { Database } from '../../db/database';
import { notFound } from '../api-error';
import { listShops } from './repository';
import { toSearchResult } from './service';

/** A brand's listed shops, acquired first, then by city and name. */
export async function brandShops(db: Database, slug: string, now: Date): Promise<BrandResponse> {
  const shops = (await listShops(db)).filter((shop) => shop.chain?.slug === slug.toLowerCase());
  if (shops.length === 0) throw notFound('brand_not_found', "We couldn't find that brand.");
  const results = shops
    .map((shop) => toSearchResult(shop, now, null))
    .sort(
      (a, b) =>
        Number(b.is_acquired) - Number(a.is_acquired) ||
        a.state.localeCompare(b.state) ||
        a.city.localeCompare(b.city) ||
        a.shop_id - b.shop_id,
    );
  return { brand: { ...shops[0].chain!, shop_count: shops.length }, shops: results };
}

export async function listBrands(db: Database): Promise<BrandsResponse> {
  const brands = new Map<string, { slug: string; name: string; shop_count: number }>();
  for (const shop of await listShops(db)) {
    if (!shop.chain) continue;
    const entry = brands.get(shop.chain.slug) ?? { ...shop.chain, shop_count: 0 };
    entry.shop_count += 1;
    brands.set(entry.slug, entry);
  }
  return { brands: [...brands.values()].sort((a, b) => b.shop_count - a.shop_count || a.name.localeCompare(b.name)) };
}

/** The city browse keys ('state-city' from the web slug) with counts, then 'all-cities'. */
export async function browseCities(db: Database): Promise<BrowseCitiesResponse> {
  const cities = new Map<string, BrowseCitiesResponse['cities'][number]>();
  const shops = await listShops(db);
  for (const shop of shops) {
    const [state, city] = shop.webSlug.split('/');
    const key = `${state}-${city}`;
    const entry = cities.get(key) ?? { key, city: shop.city, state: shop.state, shop_count: 0, acquired_count: 0 };
    entry.shop_count += 1;
    if (shop.acquired) entry.acquired_count += 1;
    cities.set(key, entry);
  }
  const all = {
    key: 'all-cities',
    city: 'All cities',
    state: '',
    shop_count: shops.length,
    acquired_count: shops.filter((s) => s.acquired).length,
  };
  return { cities: [...[...cities.values()].sort((a, b) => a.key.localeCompare(b.key)), all] };
}
