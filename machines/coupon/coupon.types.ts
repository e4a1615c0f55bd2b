/** A shop's coupon as the storefront reads it (camelCased contract `Coupon`). */
export type DealCondition = {
  id: number;
  conditionType: 'has_product_type' | 'order_subtotal';
  customerText: string;
  quantity: number | null;
  minimumOrderSubtotal: number | null;
  productType: { id: number; productId: number; name: string } | null;
};
export type Deal = {
  id: number;
  name: string;
  description: string;
  pricingType: 'flat_discount' | 'percentage' | 'bundle_price';
  /** cents for flat_discount and bundle_price, whole percent for percentage */
  discountAmount: number;
  conditions: DealCondition[];
};

/** The shop the deal's lines are added from; its name lets a cart started by a deal say whose it is. */
export type DealsShop = { id: number; webSlug: string; name?: string };

/** What the shopper chose for one item of a bundle: its size and its options (the cart line's fields). */
export type DealItemChoice = { productTypeId: number; selections: Record<string, number[]>; specialRequest: string };

/** A size a deal item may take: the deal's own product type (the server prices a bundle by its types) and its required groups. */
export type DealItemSize = { productTypeId: number; requiredCategoryIds: number[] };

/**
 * One unit of a bundle condition ('2 large cheese pizzas' makes two items), opened with the menu's item
 * options; `choice` is null until the shopper has chosen what its required groups ask for.
 */
export type DealItem = { conditionId: number; productId: number; sizes: DealItemSize[]; choice: DealItemChoice | null };

/** A bundle already in the cart, reopened from its lines (one per item, or a line of several units). */
export type DealEdit = { couponId: number; lines: (DealItemChoice & { quantity: number })[] };

export type CouponContext = {
  shopId: number;
  shop: DealsShop | null;
  deals: Deal[];
  /** The items of each bundle on this menu, by coupon id (loaded with the deals). */
  bundleItems: Record<number, DealItem[]>;
  /** The bundle being built, its items with the choices so far, and the item whose options are open. */
  building: Deal | null;
  items: DealItem[];
  openItem: number | null;
  /** The cart's bundle to edit (input), and whether the bundle being built replaces it. */
  edit: DealEdit | null;
  editing: boolean;
  error: string | null;
};

export type CouponInput = { shopId: number; edit?: DealEdit | null };

export type CouponEvent =
  | { type: 'deals.retry' }
  | { type: 'deal.select'; couponId: number }
  | { type: 'item.open'; index: number }
  | { type: 'item.save'; choice: DealItemChoice }
  | { type: 'item.close' }
  | { type: 'bundle.add' }
  | { type: 'bundle.cancel' };

export const isBundle = (deal: Deal) => deal.pricingType === 'bundle_price';
export const productConditions = (deal: Deal) => deal.conditions.filter((c) => c.conditionType === 'has_product_type');

/** The size a choice names, when the item may take it. */
export const sizeOf = (item: DealItem, productTypeId: number) => item.sizes.find((size) => size.productTypeId === productTypeId);

/** A choice is complete when it names a size the deal allows and every required group of that size has a selection. */
export function isCompleteChoice(item: DealItem, choice: DealItemChoice): boolean {
  const size = sizeOf(item, choice.productTypeId);
  return size !== undefined && size.requiredCategoryIds.every((id) => (choice.selections[String(id)] ?? []).length > 0);
}

const emptyChoice = (item: DealItem): DealItemChoice | null =>
  item.sizes.length === 1 && item.sizes[0].requiredCategoryIds.length === 0
    ? { productTypeId: item.sizes[0].productTypeId, selections: {}, specialRequest: '' }
    : null;

/** A new bundle's items: an item with nothing required (one size, no required group) is ready as it is. */
export const freshItems = (items: DealItem[]): DealItem[] => items.map((item) => ({ ...item, choice: emptyChoice(item) }));

/**
 * The bundle's items filled from the cart's lines: each line unit goes to the next item of its size still
 * empty; an item no line fills (or a line that no longer fits) starts fresh.
 */
export function itemsFromLines(items: DealItem[], lines: DealEdit['lines']): DealItem[] {
  const units = lines.flatMap((line) => Array.from({ length: Math.max(1, line.quantity) }, () => line));
  const used = new Set<number>();
  return freshItems(items).map((item) => {
    const index = units.findIndex((unit, i) => !used.has(i) && isCompleteChoice(item, unit));
    if (index < 0) return item;
    used.add(index);
    const { productTypeId, selections, specialRequest } = units[index];
    return { ...item, choice: { productTypeId, selections, specialRequest } };
  });
}

/** The chosen items of a finished bundle (every item has its choice). */
export const chosenItems = (items: DealItem[]) => items.flatMap((item) => (item.choice ? [{ item, choice: item.choice }] : []));
