import { describe, expect, it } from 'vitest';
import { ratingLabel, reviewCountLabel } from './rating';

describe('rating rule', () => {
  it('shows one decimal, a 5 whole', () => {
    expect(ratingLabel({ rating: 4.7, ratingsCount: 312, shouldDisplayRating: true })).toBe('4.7');
    expect(ratingLabel({ rating: 4, ratingsCount: 12, shouldDisplayRating: true })).toBe('4.0');
    expect(ratingLabel({ rating: 5, ratingsCount: 5, shouldDisplayRating: true })).toBe('5');
  });

  it('hides it without the flag, at zero, or under 5 reviews', () => {
    expect(ratingLabel({ rating: 4.7, ratingsCount: 312, shouldDisplayRating: false })).toBeNull();
    expect(ratingLabel({ rating: 0, ratingsCount: 312, shouldDisplayRating: true })).toBeNull();
    expect(ratingLabel({ rating: 4.2, ratingsCount: 4, shouldDisplayRating: true })).toBeNull();
  });

  it('counts reviews only from 5', () => {
    expect(reviewCountLabel(4)).toBeNull();
    expect(reviewCountLabel(5)).toBe('5 reviews');
    expect(reviewCountLabel(1024)).toBe('1,024 reviews');
  });
});
