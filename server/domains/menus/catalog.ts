import type { AddOnCategory, Category, Product, ProductType } from '../../contract/menus';
import type { Database } from '../../db/database';
import { loadMenuTables, type MenuTables } from './repository';

/** One shop's menu as a tree, with indexes the pricing service reads. Unavailable items are kept, flagged. */
export type MenuCatalog = {
  shopId: number;
  categories: { category: Omit<Category, 'grouped_products'>; position: number; products: ProductNode[] }[];
  categoriesById: Map<number, Omit<Category, 'grouped_products'>>;
  productsById: Map<number, ProductNode>;
  productTypesById: Map<number, ProductTypeNode>;
};
export type ProductNode = { product: Omit<Product, 'product_types'>; categoryId: number; isAvailable: boolean; types: ProductTypeNode[] };
export type ProductTypeNode = { productType: ProductType; productId: number; isAvailable: boolean };

function assemble(shopId: number, t: MenuTables): MenuCatalog {
  const selectionsByCategory = new Map<number, AddOnCategory['selections']>();
  for (const s of [...t.selections].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const list = selectionsByCategory.get(s.addOnCategoryId) ?? [];
    list.push({ id: s.id, name: s.name, price: s.price, position: s.position });
    selectionsByCategory.set(s.addOnCategoryId, list);
  }
  const addOnById = new Map<number, AddOnCategory>(
    t.addOnCategories.map((a) => [
      a.id,
      {
        id: a.id,
        name: a.name,
        type: a.type,
        limit: a.limit,
        mandatory: a.mandatory,
        selection_type: a.selectionType,
        area: a.area ?? null,
        position: a.position,
        selections: selectionsByCategory.get(a.id) ?? [],
      },
    ]),
  );
  const addOnsByType = new Map<number, AddOnCategory[]>();
  for (const link of t.links) {
    const addOn = addOnById.get(link.addOnCategoryId);
    if (addOn) addOnsByType.set(link.productTypeId, [...(addOnsByType.get(link.productTypeId) ?? []), addOn]);
  }

  const productTypesById = new Map<number, ProductTypeNode>();
  const typesByProduct = new Map<number, ProductTypeNode[]>();
  for (const pt of [...t.productTypes].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const node: ProductTypeNode = {
      productId: pt.productId,
      isAvailable: pt.isAvailable,
      productType: {
        id: pt.id,
        product_id: pt.productId,
        name: pt.name,
        price: pt.price,
        selection_categories: (addOnsByType.get(pt.id) ?? []).sort((a, b) => a.position - b.position || a.id - b.id),
      },
    };
    productTypesById.set(pt.id, node);
    typesByProduct.set(pt.productId, [...(typesByProduct.get(pt.productId) ?? []), node]);
  }

  const productsById = new Map<number, ProductNode>();
  const productsByCategory = new Map<number, ProductNode[]>();
  for (const p of [...t.products].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const types = typesByProduct.get(p.id) ?? [];
    const node: ProductNode = {
      categoryId: p.categoryId,
      isAvailable: p.isAvailable,
      types,
      product: {
        id: p.id,
        name: p.name,
        description: p.description,
        image: p.image,
        is_featured: p.isFeatured,
        is_best_seller: p.isBestSeller,
        is_loyalty_reward: p.isLoyaltyReward,
        base_price: Math.min(...types.filter((x) => x.isAvailable).map((x) => x.productType.price), Number.MAX_SAFE_INTEGER),
      },
    };
    if (node.product.base_price === Number.MAX_SAFE_INTEGER) node.product.base_price = 0;
    productsById.set(p.id, node);
    productsByCategory.set(p.categoryId, [...(productsByCategory.get(p.categoryId) ?? []), node]);
  }

  const categories = [...t.categories]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((c) => ({
      position: c.position,
      products: productsByCategory.get(c.id) ?? [],
      category: {
        id: c.id,
        name: c.name,
        description: c.description,
        is_displayed: c.isDisplayed,
        shipping_type: c.shippingType,
        availabilities: c.availabilities,
      },
    }));
  const categoriesById = new Map(categories.map((c) => [c.category.id, c.category]));
  return { shopId, categories, categoriesById, productsById, productTypesById };
}

/** The catalog never changes while the server runs (there is no menu editing), so it is cached per database. */
const cache = new WeakMap<Database, Map<number, Promise<MenuCatalog>>>();

export function loadMenuCatalog(db: Database, shopId: number): Promise<MenuCatalog> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  let entry = perDb.get(shopId);
  if (!entry) {
    entry = loadMenuTables(db, shopId).then((tables) => assemble(shopId, tables));
    entry.catch(() => perDb!.delete(shopId));
    perDb.set(shopId, entry);
  }
  return entry;
}
