import type { Menu, Product, ProductType } from '../../contract/menus';
import { notFound } from '../api-error';
import { localDay, minutesOf } from '../schedule/service';
import type { MenuCatalog, ProductNode } from './catalog';

type Availability = { day_of_week: number; start_time: string; end_time: string };

const minutesPerDay = 24 * 60;

/**
 * A category with availabilities shows only inside one of them (shop's local time, day 0 = Monday).
 * A window whose end is not after its start ('22:00'–'02:00'), or ends past '24:00', runs into the next day.
 */
export function isCategoryAvailable(availabilities: Availability[], zone: string, now: Date): boolean {
  if (availabilities.length === 0) return true;
  const { weekday, minutes } = localDay(now, zone);
  const yesterday = (weekday + 6) % 7;
  return availabilities.some((a) => {
    const start = minutesOf(a.start_time);
    let end = minutesOf(a.end_time);
    if (!(start >= 0 && end >= 0)) return false;
    if (end <= start) end += minutesPerDay;
    if (a.day_of_week === weekday && start <= minutes && minutes < end) return true;
    return a.day_of_week === yesterday && minutes + minutesPerDay < end;
  });
}

function displayedProduct(node: ProductNode) {
  if (!node.isAvailable) return null;
  const types = node.types.filter((t) => t.isAvailable).map((t) => t.productType);
  return types.length === 0 ? null : { ...node.product, product_types: types };
}

/** The shopper's menu: unavailable products and types dropped, hidden or empty categories dropped. */
export function shopperMenu(catalog: MenuCatalog, zone: string, now: Date): Menu {
  const categories = catalog.categories.flatMap(({ category, products }) => {
    if (!category.is_displayed || !isCategoryAvailable(category.availabilities, zone, now)) return [];
    const grouped = products.map(displayedProduct).filter((p) => p !== null);
    return grouped.length ? [{ ...category, grouped_products: grouped }] : [];
  });
  return { shop_id: catalog.shopId, categories };
}

/** The requested product types; any unknown or unavailable one answers 404, unless missing ones may be left out. */
export function findProductTypes(catalog: MenuCatalog, ids: number[], allowMissing = false): ProductType[] {
  const found = ids.map((id) => {
    const node = catalog.productTypesById.get(id);
    const product = node ? catalog.productsById.get(node.productId) : undefined;
    return node && node.isAvailable && product?.isAvailable ? node.productType : null;
  });
  if (allowMissing) return found.filter((t) => t !== null);
  if (found.some((t) => t === null)) throw notFound('product_types_not_found', 'could not find product types');
  return found as ProductType[];
}

const recommendedCategories = new Set(['Sides', 'Drinks', 'Desserts', 'Salads']);

/** Up to `limit` products from the shopper's menu to go with a cart: not in it, best sellers and featured first. */
export function recommendProducts(menu: Menu, inCart: number[], limit = 6): Product[] {
  const taken = new Set(inCart);
  const names = new Set<string>();
  const candidates = menu.categories
    .filter((c) => recommendedCategories.has(c.name))
    .flatMap((c) => c.grouped_products)
    .filter((p) => !taken.has(p.id));
  const ranked = [...candidates].sort(
    (a, b) => Number(b.is_best_seller) - Number(a.is_best_seller) || Number(b.is_featured) - Number(a.is_featured),
  );
  // the same product listed twice (by name) is offered once
  return ranked.filter((p) => !names.has(p.name) && names.add(p.name)).slice(0, limit);
}
