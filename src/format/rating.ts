import { groupThousands } from './number';

/** Rating and review count minimum (spec §9). */
export const MIN_RATINGS = 5;

export type RatingInput = { rating: number; ratingsCount: number; shouldDisplayRating: boolean };

/**
 * The rating as shown, or null when it is not shown (spec §5): shown only when flagged, with rating
 * and count above 0 and at least 5 reviews; a 5 shows whole, anything else with one decimal.
 */
export function ratingLabel({ rating, ratingsCount, shouldDisplayRating }: RatingInput): string | null {
  if (!shouldDisplayRating || rating <= 0 || ratingsCount < MIN_RATINGS) return null;
  return rating === 5 ? '5' : rating.toFixed(1);
}

/** '312 reviews' — only at 5 or more. */
export function reviewCountLabel(ratingsCount: number): string | null {
  return ratingsCount >= MIN_RATINGS ? `${groupThousands(ratingsCount)} reviews` : null;
}
