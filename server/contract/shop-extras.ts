import { z } from 'zod';
import { searchResult } from './shops';

/** GET /v1/shops/slug/{web_slug}/nearby_shops — nearest other shops first. */
export const nearbyShopsResponse = z.object({ shops: z.array(searchResult) });
export type NearbyShopsResponse = z.infer<typeof nearbyShopsResponse>;

/** GET /v1/shops/slug/{web_slug}/faq */
export const faqResponse = z.object({ questions: z.array(z.object({ question: z.string(), answer: z.string() })) });
export type FaqResponse = z.infer<typeof faqResponse>;

/** GET /v1/shops/{web_slug}/cuisines */
export const cuisinesResponse = z.object({ cuisines: z.array(z.string()) });

/** GET /v2/search/shops/{web_slug}/ratings; should_display_rating is true when rating > 0 and ratings_count >= 5. */
export const ratingsResponse = z.object({
  rating: z.number(),
  ratings_count: z.number().int(),
  should_display_rating: z.boolean(),
});
export type RatingsResponse = z.infer<typeof ratingsResponse>;
