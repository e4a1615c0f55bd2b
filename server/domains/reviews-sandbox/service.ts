import type { PostReviewRequest, ReviewResponse } from '../../contract/reviews-sandbox';
import type { Database } from '../../db/database';
import { isDbId, notFound, sqlSafe } from '../api-error';
import { findShopById } from '../shops/repository';
import { findUserById } from '../users/repository';
import { upsertReview, type StoredReview } from './repository';
import type { Reviewer } from './token';

const present = (row: StoredReview): ReviewResponse => ({
  review: {
    shop_id: row.shopId,
    rating: row.rating,
    text: row.text,
    reviewer_name: row.reviewerName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  },
});

/**
 * Keeps the shopper's review of the shop. One per shopper per shop: posting again replaces it (a shopper who
 * changes their mind edits their review rather than being refused). Null when the token's account is gone.
 */
export async function postReview(
  db: Database,
  reviewer: Reviewer,
  body: PostReviewRequest,
  now: Date,
): Promise<{ created: boolean; body: ReviewResponse } | null> {
  if (!(await findUserById(db, reviewer.userId))) return null;
  if (!isDbId(body.shop_id) || !(await findShopById(db, body.shop_id))) throw notFound('shop_not_found', "We couldn't find that pizzeria.");
  const { row, created } = await upsertReview(
    db,
    {
      userId: reviewer.userId,
      shopId: body.shop_id,
      rating: body.rating,
      text: sqlSafe(body.text).trim(),
      reviewerName: sqlSafe(reviewer.firstName),
    },
    now,
  );
  return { created, body: present(row) };
}
