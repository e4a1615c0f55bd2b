import type { OrderItemAttributes, Receipt } from '../../contract/cart';
import type { AddOnCategory } from '../../contract/menus';
import { ApiError, type ApiErrorDetail } from '../api-error';
import type { MenuCatalog } from '../menus/catalog';
import { isCategoryAvailable } from '../menus/service';
import { halfPrice } from './money';

/** A line as the wire carries it (checkout §3 "Order submitted"); its product is its type's. */
export type PricingItem = OrderItemAttributes;

/** A receipt line plus the product type's own price, which a bundle coupon replaces. */
export type PricedLine = Receipt['items'][number] & { typePrice: number };

const unavailableCombination = 'That combination of options is not available. Please try something else.';

function hint(category: AddOnCategory): string {
  const choose = category.limit === 1 ? 'select only one' : `select up to ${category.limit}`;
  return category.mandatory ? `Required, ${choose}` : choose.charAt(0).toUpperCase() + choose.slice(1);
}

type Choice = { addOn: AddOnCategory; selection: AddOnCategory['selections'][number] };
/** selection id → its add-on category and selection, per product type's category list (the catalog never changes) */
const choiceIndexes = new WeakMap<AddOnCategory[], Map<number, Choice>>();
function choicesOf(categories: AddOnCategory[]): Map<number, Choice> {
  let index = choiceIndexes.get(categories);
  if (!index) {
    index = new Map();
    for (const addOn of categories)
      for (const selection of addOn.selections) if (!index.has(selection.id)) index.set(selection.id, { addOn, selection });
    choiceIndexes.set(categories, index);
  }
  return index;
}

/** Checks one line's selections against its product type's add-on categories; returns refusals. */
function selectionErrors(categories: AddOnCategory[], selectionIds: number[], field: string): ApiErrorDetail[] {
  const errors: ApiErrorDetail[] = [];
  const counts = new Map<number, number>();
  const seen = new Set<number>();
  const choices = choicesOf(categories);
  for (const id of selectionIds) {
    const category = choices.get(id)?.addOn;
    if (!category || seen.has(id)) {
      errors.push({ code: 'invalid_selection', message: unavailableCombination, field });
      continue;
    }
    seen.add(id);
    counts.set(category.id, (counts.get(category.id) ?? 0) + 1);
  }
  // a topping goes on the whole pizza or on halves, not both (the same choice the item modal offers)
  const named = (area: string) =>
    new Set(categories.filter((c) => c.area === area).flatMap((c) => c.selections.filter((s) => seen.has(s.id)).map((s) => s.name)));
  const whole = named('whole');
  if ([...named('first_half'), ...named('second_half')].some((name) => whole.has(name))) {
    errors.push({ code: 'invalid_selection', message: unavailableCombination, field });
  }
  for (const category of categories) {
    const count = counts.get(category.id) ?? 0;
    if (count > category.limit) errors.push({ code: 'selection_limit_exceeded', message: `${category.name}: ${hint(category)}.`, field });
    if (category.mandatory && count === 0)
      errors.push({ code: 'selection_required', message: `${category.name}: ${hint(category)}.`, field });
  }
  return errors;
}

/**
 * Prices each line from the catalog: (product type price + selections) × quantity, a half-area topping at
 * half its listed price rounded up. Items not on the menu now answer 422 with meta.errors.order
 * ['menu_item_missing'] and field `{itemsField}.{index}`; bad selections answer 422 too.
 */
export function priceLines(catalog: MenuCatalog, items: PricingItem[], timezone: string, now: Date, itemsField: string): PricedLine[] {
  const missing: ApiErrorDetail[] = [];
  const refused: ApiErrorDetail[] = [];
  const lines: PricedLine[] = [];
  items.forEach((item, index) => {
    const field = `${itemsField}.${index}`;
    const type = catalog.productTypesById.get(item.products_type_id);
    const product = type ? catalog.productsById.get(type.productId) : undefined;
    const category = product ? catalog.categoriesById.get(product.categoryId) : undefined;
    const onMenu =
      product?.isAvailable && type?.isAvailable && category?.is_displayed && isCategoryAvailable(category.availabilities, timezone, now);
    if (!product || !type || !onMenu) {
      missing.push({ code: 'menu_item_missing', message: 'This item is no longer available', field });
      return;
    }
    const categories = type.productType.selection_categories;
    const errors = selectionErrors(categories, item.selection_ids, `${field}.selection_ids`);
    if (errors.length) {
      refused.push(...errors);
      return;
    }
    const choices = choicesOf(categories);
    const selections = item.selection_ids.map((id) => {
      const { addOn, selection } = choices.get(id)!;
      const half = addOn.area === 'first_half' || addOn.area === 'second_half';
      return { id, name: selection.name, area: addOn.area, price: half ? halfPrice(selection.price) : selection.price };
    });
    const unitPrice = type.productType.price + selections.reduce((sum, s) => sum + s.price, 0);
    lines.push({
      index,
      product_id: product.product.id,
      product_type_id: type.productType.id,
      name: product.product.name,
      product_type_name: type.productType.name,
      quantity: item.products_quantity,
      unit_price: unitPrice,
      total_price: unitPrice * item.products_quantity,
      selections,
      special_request: item.products_instruction?.trim() || null,
      coupon_id: item.coupon_id ?? null,
      typePrice: type.productType.price,
    });
  });
  if (missing.length) throw new ApiError(422, missing, ['menu_item_missing']);
  if (refused.length) throw new ApiError(422, refused);
  return lines;
}
