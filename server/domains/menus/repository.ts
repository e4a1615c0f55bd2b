import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

export type MenuTables = {
  categories: (typeof schema.menuCategories.$inferSelect)[];
  products: (typeof schema.products.$inferSelect)[];
  productTypes: (typeof schema.productTypes.$inferSelect)[];
  addOnCategories: (typeof schema.addOnCategories.$inferSelect)[];
  links: { productTypeId: number; addOnCategoryId: number }[];
  selections: (typeof schema.selections.$inferSelect)[];
};

/** Every menu row of one shop, unavailable ones included (the service decides what shows). */
export async function loadMenuTables(db: Database, shopId: number): Promise<MenuTables> {
  const [categories, products, productTypes, addOnCategories, links, selections] = await Promise.all([
    db.select().from(schema.menuCategories).where(eq(schema.menuCategories.shopId, shopId)),
    db.select().from(schema.products).where(eq(schema.products.shopId, shopId)),
    db.select().from(schema.productTypes).where(eq(schema.productTypes.shopId, shopId)),
    db.select().from(schema.addOnCategories).where(eq(schema.addOnCategories.shopId, shopId)),
    db
      .select({
        productTypeId: schema.productTypeAddOnCategories.productTypeId,
        addOnCategoryId: schema.productTypeAddOnCategories.addOnCategoryId,
      })
      .from(schema.productTypeAddOnCategories)
      .innerJoin(schema.productTypes, eq(schema.productTypes.id, schema.productTypeAddOnCategories.productTypeId))
      .where(eq(schema.productTypes.shopId, shopId)),
    db.select().from(schema.selections).where(eq(schema.selections.shopId, shopId)),
  ]);
  return { categories, products, productTypes, addOnCategories, links, selections };
}
