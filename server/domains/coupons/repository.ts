import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Coupon } from '../../contract/shops';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

/** A shop's active coupons with their conditions, in display order. */
export async function loadShopCoupons(db: Database, shopId: number): Promise<Coupon[]> {
  const coupons = await db
    .select()
    .from(schema.coupons)
    .where(and(eq(schema.coupons.shopId, shopId), eq(schema.coupons.isActive, true)))
    .orderBy(asc(schema.coupons.position), asc(schema.coupons.id));
  if (coupons.length === 0) return [];
  const conditions = await db
    .select({
      condition: schema.couponConditions,
      productType: { id: schema.productTypes.id, productId: schema.productTypes.productId, name: schema.productTypes.name },
    })
    .from(schema.couponConditions)
    .leftJoin(schema.productTypes, eq(schema.productTypes.id, schema.couponConditions.productTypeId))
    .where(
      inArray(
        schema.couponConditions.couponId,
        coupons.map((c) => c.id),
      ),
    )
    .orderBy(asc(schema.couponConditions.id));
  return coupons.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    shop_id: c.shopId,
    pricing_type: c.pricingType,
    discount_amount: c.discountAmount,
    conditions: conditions
      .filter((row) => row.condition.couponId === c.id)
      .map(({ condition, productType }) => ({
        id: condition.id,
        condition_type: condition.conditionType,
        customer_text: condition.customerText,
        quantity: condition.quantity,
        minimum_order_subtotal: condition.minimumOrderSubtotal,
        product_type: productType ? { id: productType.id, product_id: productType.productId, name: productType.name } : null,
      })),
  }));
}
