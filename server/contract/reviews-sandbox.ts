import { z } from 'zod';

/**
 * The embedded stand-in for the review provider (the spec's review widget is a third party's). It answers below
 * this path on the platform's own server: POST `${REVIEWS_SANDBOX_PATH}/v1/reviews`, authorised by the review
 * provider's user-data token (GET users/me/turn_to/user_data) as `Authorization: Bearer <token>`.
 */
export const REVIEWS_SANDBOX_PATH = '/sandbox/reviews';

/** The longest review text the provider keeps (the widget's text box stops there too). */
export const REVIEW_TEXT_MAX = 2000;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  textTooLong: `Keep your review to ${REVIEW_TEXT_MAX} characters.`,
  shop: 'Say which pizzeria the review is for.',
  signIn: 'Sign in again to post your review.',
} as const;

export const postReviewRequest = z.object({
  shop_id: z.number({ message: REVIEW_MESSAGES.shop }).int({ message: REVIEW_MESSAGES.shop }).positive({ message: REVIEW_MESSAGES.shop }),
  rating: z
    .number({ message: REVIEW_MESSAGES.rating })
    .int({ message: REVIEW_MESSAGES.rating })
    .min(1, { message: REVIEW_MESSAGES.rating })
    .max(5, {
      message: REVIEW_MESSAGES.rating,
    }),
  /** optional words beside the rating; trimmed */
  text: z.string({ message: 'must be text.' }).max(REVIEW_TEXT_MAX, { message: REVIEW_MESSAGES.textTooLong }).default(''),
});
export type PostReviewRequest = z.infer<typeof postReviewRequest>;

/** 201 for a shopper's first review of the shop, 200 when it replaced their earlier one. */
export const reviewResponse = z.object({
  review: z.object({
    shop_id: z.number().int(),
    rating: z.number().int(),
    text: z.string(),
    reviewer_name: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
});
export type ReviewResponse = z.infer<typeof reviewResponse>;
