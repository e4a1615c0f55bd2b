import { z } from 'zod';
import { searchResult, sortType } from './shops';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** 'ovr' is the home page's overall-rating order; the other four are the search sorts. */
export const discoverSortType = z.enum(['recommended', 'acquired', 'is_open', 'nearby', 'ovr']);
export type DiscoverSortType = z.infer<typeof discoverSortType>;

export const discoverSort = z.object({
  sort_type: discoverSortType,
  /** with is_open and recommended: which mode counts as open (either when absent) */
  is_open_for: z.enum(['delivery', 'pickup']).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

export const discoverFilter = z.discriminatedUnion('filter_type', [
  z.object({
    filter_type: z.literal('cities_and_states'),
    /** city by name ('New York') or browse key ('new_york'); state as 'NY' or 'ny' */
    locations: z.array(z.object({ city: z.string().min(1).max(100), state: z.string().min(2).max(40) })).max(50),
  }),
  z.object({ filter_type: z.literal('is_acquired'), value: z.boolean().default(true) }),
  z.object({ filter_type: z.literal('delivers_to'), latitude, longitude }),
  z.object({ filter_type: z.literal('within_radius'), latitude, longitude, radius: z.number().positive().max(100).default(10) }),
]);
export type DiscoverFilter = z.infer<typeof discoverFilter>;

/** POST /services/search/v1/discover/shops */
export const discoverRequest = z.object({
  sorts: z.array(discoverSort).max(5).default([]),
  filters: z.array(discoverFilter).max(20).default([]),
  pagination: z
    .object({ from: z.number().int().min(0).max(10_000).default(0), size: z.number().int().min(1).max(100).default(50) })
    .default({ from: 0, size: 50 }),
  /** where the shopper is: distances, and 'nearby' when the sort has no point of its own */
  user_context: z.object({ latitude: latitude.optional(), longitude: longitude.optional() }).default({}),
});
export type DiscoverRequest = z.infer<typeof discoverRequest>;

export const discoverResponse = z.object({
  data: z.array(searchResult),
  meta: z.object({
    total: z.number().int(),
    from: z.number().int(),
    size: z.number().int(),
    supported_sort_types: z.array(sortType),
  }),
});
export type DiscoverResponse = z.infer<typeof discoverResponse>;

/** A brand (chain) and its listed shops: GET /services/core/api/v1/brands/{brand_slug}. */
export const brand = z.object({ slug: z.string(), name: z.string(), shop_count: z.number().int() });
export const brandResponse = z.object({ brand, shops: z.array(searchResult) });
export type BrandResponse = z.infer<typeof brandResponse>;
/** GET /services/core/api/v1/brands: brands with more than one listed shop first. */
export const brandsResponse = z.object({ brands: z.array(brand) });
export type BrandsResponse = z.infer<typeof brandsResponse>;

/** GET /services/search/v1/cities: the browse keys ('ny-brooklyn', …, 'all-cities') with their shop counts. */
export const browseCitiesResponse = z.object({
  cities: z.array(
    z.object({ key: z.string(), city: z.string(), state: z.string(), shop_count: z.number().int(), acquired_count: z.number().int() }),
  ),
});
export type BrowseCitiesResponse = z.infer<typeof browseCitiesResponse>;
