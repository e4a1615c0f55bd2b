import type { NewCartProduct } from '@machines/cart/cart.types';
import type { AddOnCategory, Menu, Product, ProductType, Selection } from '../api';

/** Add-on category id (as a string key) → chosen selection ids; the cart's `selections`. */
export type Selections = Record<string, number[]>;

export type ToppingArea = 'whole' | 'first_half' | 'second_half';
export type ToppingPlacement = 'none' | ToppingArea;

export const TOPPING_CATEGORY_NAMES: Record<ToppingArea, string> = {
  whole: 'Whole Pizza Toppings',
  first_half: 'First Half Pizza Toppings',
  second_half: 'Second Half Pizza Toppings',
};

/** Sides are named Left Half and Right Half (spec): first_half is the left, second_half the right. */
export const PLACEMENT_LABELS: Record<ToppingPlacement, string> = {
  none: 'None',
  whole: 'Whole',
  first_half: 'Left Half',
  second_half: 'Right Half',
};

export function toppingArea(category: AddOnCategory): ToppingArea | null {
  if (category.area) return category.area;
  const found = (Object.entries(TOPPING_CATEGORY_NAMES) as [ToppingArea, string][]).find(([, name]) => name === category.name);
  return found ? found[0] : null;
}

const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;

/** The ordinary add-on groups (sizes aside) in menu order, and the three topping areas. */
export function splitCategories(type: ProductType) {
  const addOns: AddOnCategory[] = [];
  const toppings: Partial<Record<ToppingArea, AddOnCategory>> = {};
  for (const category of [...type.selectionCategories].sort(byPosition)) {
    const area = toppingArea(category);
    if (area) toppings[area] = category;
    else addOns.push(category);
  }
  return { addOns, toppings };
}

export type ToppingRow = {
  name: string;
  /** per area: the selection to use and the category it belongs to */
  choices: Partial<Record<ToppingArea, { categoryId: number; selection: Selection }>>;
};

/** One row per topping name across the three areas, in the whole-pizza list's order. */
export function toppingRows(toppings: Partial<Record<ToppingArea, AddOnCategory>>): ToppingRow[] {
  const rows = new Map<string, ToppingRow>();
  for (const area of ['whole', 'first_half', 'second_half'] as const) {
    const category = toppings[area];
    if (!category) continue;
    for (const selection of [...category.selections].sort(byPosition)) {
      const row = rows.get(selection.name) ?? { name: selection.name, choices: {} };
      row.choices[area] = { categoryId: category.id, selection };
      rows.set(selection.name, row);
    }
  }
  return [...rows.values()];
}

/** 'Select only one' / 'Select up to {n}', prefixed 'Required, ' (rest lowercased) when required. */
export function addOnHint(category: Pick<AddOnCategory, 'limit' | 'mandatory'>): string {
  const hint = category.limit <= 1 ? 'Select only one' : `Select up to ${category.limit}`;
  return category.mandatory ? `Required, ${hint.charAt(0).toLowerCase()}${hint.slice(1)}` : hint;
}

export const isRadioGroup = (category: AddOnCategory) => category.type === 'radio';

const chosen = (selections: Selections, categoryId: number) => selections[String(categoryId)] ?? [];

function withCategory(selections: Selections, categoryId: number, ids: number[]): Selections {
  const next = { ...selections };
  if (ids.length === 0) delete next[String(categoryId)];
  else next[String(categoryId)] = ids;
  return next;
}

export function isChosen(selections: Selections, categoryId: number, selectionId: number): boolean {
  return chosen(selections, categoryId).includes(selectionId);
}

export function isAtLimit(selections: Selections, category: AddOnCategory): boolean {
  return category.limit > 0 && chosen(selections, category.id).length >= category.limit;
}

/** A radio choice (null clears an optional radio group). */
export function chooseRadio(selections: Selections, categoryId: number, selectionId: number | null): Selections {
  return withCategory(selections, categoryId, selectionId === null ? [] : [selectionId]);
}

/** Checkbox toggle; a limit of one swaps the choice, a full group refuses more. */
export function toggleCheckbox(selections: Selections, category: AddOnCategory, selectionId: number): Selections {
  const current = chosen(selections, category.id);
  if (current.includes(selectionId))
    return withCategory(
      selections,
      category.id,
      current.filter((id) => id !== selectionId),
    );
  if (category.limit === 1) return withCategory(selections, category.id, [selectionId]);
  if (isAtLimit(selections, category)) return selections;
  return withCategory(selections, category.id, [...current, selectionId]);
}

export function toppingPlacement(selections: Selections, row: ToppingRow): ToppingPlacement {
  for (const area of ['whole', 'first_half', 'second_half'] as const) {
    const choice = row.choices[area];
    if (choice && isChosen(selections, choice.categoryId, choice.selection.id)) return area;
  }
  return 'none';
}

/** Moves a topping to one area (or removes it): it is never on two areas at once. */
export function placeTopping(selections: Selections, row: ToppingRow, placement: ToppingPlacement): Selections {
  let next = selections;
  for (const area of ['whole', 'first_half', 'second_half'] as const) {
    const choice = row.choices[area];
    if (!choice) continue;
    next = withCategory(
      next,
      choice.categoryId,
      chosen(next, choice.categoryId).filter((id) => id !== choice.selection.id),
    );
  }
  if (placement === 'none') return next;
  const target = row.choices[placement];
  return target ? withCategory(next, target.categoryId, [...chosen(next, target.categoryId), target.selection.id]) : next;
}

/**
 * What one selection adds: menus list a topping's whole-pizza price, and a topping on one half
 * costs half of it, rounded up to the cent (as the server prices it).
 */
export function selectionCharge(category: AddOnCategory, selection: Selection): number {
  const area = toppingArea(category);
  return area === 'first_half' || area === 'second_half' ? Math.ceil(selection.price / 2) : selection.price;
}

/** Display-only unit price in cents: the size plus every chosen selection of that size. */
export function unitPrice(type: ProductType, selections: Selections): number {
  return type.selectionCategories.reduce(
    (sum, category) =>
      sum +
      category.selections
        .filter((s) => isChosen(selections, category.id, s.id))
        .reduce((total, s) => total + selectionCharge(category, s), 0),
    type.price,
  );
}

/** Required groups with nothing chosen. */
export function missingRequired(type: ProductType, selections: Selections): AddOnCategory[] {
  return type.selectionCategories.filter((category) => category.mandatory && chosen(selections, category.id).length === 0);
}

const categoryKey = (category: AddOnCategory) => toppingArea(category) ?? category.name;

/** Carries choices over to another size, matching groups and selections by name. */
export function translateSelections(from: ProductType, to: ProductType, selections: Selections): Selections {
  let next: Selections = {};
  for (const category of from.selectionCategories) {
    const target = to.selectionCategories.find((candidate) => categoryKey(candidate) === categoryKey(category));
    if (!target) continue;
    const names = category.selections.filter((s) => isChosen(selections, category.id, s.id)).map((s) => s.name);
    const ids = target.selections.filter((s) => names.includes(s.name)).map((s) => s.id);
    next = withCategory(next, target.id, ids.slice(0, target.limit > 0 ? target.limit : undefined));
  }
  return next;
}

/** Human lines for a cart product's choices: 'Pepperoni (Left Half)', 'Ranch'. */
export function describeSelections(type: ProductType | undefined, selections: Selections): string[] {
  if (!type) return [];
  return [...type.selectionCategories].sort(byPosition).flatMap((category) => {
    const area = toppingArea(category);
    return category.selections
      .filter((s) => isChosen(selections, category.id, s.id))
      .map((s) => (area && area !== 'whole' ? `${s.name} (${PLACEMENT_LABELS[area]})` : s.name));
  });
}

export function findProduct(menu: Menu | null, productId: number): Product | undefined {
  for (const category of menu?.categories ?? []) {
    const found = category.groupedProducts.find((product) => product.id === productId);
    if (found) return found;
  }
  return undefined;
}

export function findProductType(menu: Menu | null, productId: number, productTypeId: number): ProductType | undefined {
  return findProduct(menu, productId)?.productTypes.find((type) => type.id === productTypeId);
}

/** The cheapest size, for a card's 'from' price. */
export function fromPrice(product: Product): number {
  return product.productTypes.length ? Math.min(...product.productTypes.map((type) => type.price)) : product.basePrice;
}

/**
 * A cart line for a product in one of its sizes. The display price is the menu's for these choices
 * unless one is given (a reopened order shows what it was charged); the receipt re-prices either way.
 */
export function toCartProduct(
  product: Product,
  type: ProductType,
  line: { selections: Selections; specialRequest: string; quantity: number; couponId: number | null; price?: number },
): NewCartProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    productTypeId: type.id,
    productTypeName: type.name,
    selections: line.selections,
    specialRequest: line.specialRequest,
    quantity: line.quantity,
    price: line.price ?? unitPrice(type, line.selections),
    isBestSeller: product.isBestSeller,
    couponId: line.couponId,
  };
}
