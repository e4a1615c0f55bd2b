import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

export type ReviewRow = typeof schema.reviews.$inferSelect;
export type StoredReview = Pick<ReviewRow, 'shopId' | 'rating' | 'text' | 'reviewerName' | 'createdAt' | 'updatedAt'>;
type NewReview = Pick<ReviewRow, 'userId' | 'shopId' | 'rating' | 'text' | 'reviewerName'>;

/** Stores the shopper's review of the shop, replacing their earlier one; says whether it is their first. */
export async function upsertReview(db: Database, review: NewReview, now: Date): Promise<{ row: StoredReview; created: boolean }> {
  const [result] = await db
    .insert(schema.reviews)
    .values({ ...review, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [schema.reviews.userId, schema.reviews.shopId],
      set: { rating: review.rating, text: review.text, reviewerName: review.reviewerName, updatedAt: now },
    })
    // xmax is 0 on a row this statement inserted, the updating transaction's id on a row it replaced
    .returning({
      shopId: schema.reviews.shopId,
      rating: schema.reviews.rating,
      text: schema.reviews.text,
      reviewerName: schema.reviews.reviewerName,
      createdAt: schema.reviews.createdAt,
      updatedAt: schema.reviews.updatedAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  const { created, ...row } = result!;
  return { row, created: Boolean(created) };
}
