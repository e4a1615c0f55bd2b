import { describe, expect, it } from 'vitest';
import type { AddOnCategory, ProductType } from '../api';
import {
  addOnHint,
  describeSelections,
  missingRequired,
  placeTopping,
  splitCategories,
  toggleCheckbox,
  toppingPlacement,
  toppingRows,
  translateSelections,
  unitPrice,
} from './options';

function category(partial: Partial<AddOnCategory> & Pick<AddOnCategory, 'id' | 'name'>): AddOnCategory {
  return { type: 'checkbox', limit: 10, mandatory: false, selectionType: 'Topping', area: null, position: 1, selections: [], ...partial };
}

const sel = (id: number, name: string, price: number, position = 1) => ({ id, name, price, position });

function largePizza(offset = 0, basePrice = 1800): ProductType {
  return {
    id: 2 + offset,
    productId: 1,
    name: offset ? 'Medium' : 'Large',
    price: basePrice,
    selectionCategories: [
      category({
        id: 10 + offset,
        name: 'Crust',
        type: 'radio',
        limit: 1,
        mandatory: true,
        selectionType: 'Single',
        position: 1,
        selections: [sel(100 + offset, 'Thin', 0), sel(101 + offset, 'Thick', 150, 2)],
      }),
      category({
        id: 11 + offset,
        name: 'Whole Pizza Toppings',
        area: 'whole',
        position: 2,
        selections: [sel(110 + offset, 'Pepperoni', 200), sel(111 + offset, 'Mushrooms', 200, 2)],
      }),
      category({
        id: 12 + offset,
        name: 'First Half Pizza Toppings',
        area: 'first_half',
        position: 3,
        selections: [sel(120 + offset, 'Pepperoni', 200), sel(121 + offset, 'Mushrooms', 225, 2)],
      }),
      category({
        id: 13 + offset,
        name: 'Second Half Pizza Toppings',
        area: 'second_half',
        position: 4,
        selections: [sel(130 + offset, 'Pepperoni', 200), sel(131 + offset, 'Mushrooms', 225, 2)],
      }),
      category({
        id: 14 + offset,
        name: 'Dips',
        limit: 2,
        position: 5,
        selectionType: 'Single',
        selections: [sel(140 + offset, 'Ranch', 75), sel(141 + offset, 'Garlic', 75, 2), sel(142 + offset, 'Hot honey', 75, 3)],
      }),
    ],
  };
}

describe('addOnHint', () => {
  it('follows the spec wording', () => {
    expect(addOnHint({ limit: 1, mandatory: false })).toBe('Select only one');
    expect(addOnHint({ limit: 3, mandatory: false })).toBe('Select up to 3');
    expect(addOnHint({ limit: 1, mandatory: true })).toBe('Required, select only one');
    expect(addOnHint({ limit: 4, mandatory: true })).toBe('Required, select up to 4');
  });
});

describe('toppings', () => {
  const type = largePizza();
  const { addOns, toppings } = splitCategories(type);
  const rows = toppingRows(toppings);

  it('separates the three topping areas from ordinary add-ons', () => {
    expect(addOns.map((c) => c.name)).toEqual(['Crust', 'Dips']);
    expect(rows.map((r) => r.name)).toEqual(['Pepperoni', 'Mushrooms']);
  });

  it('moves a topping between whole, left and right half, never on two at once', () => {
    let selections = placeTopping({}, rows[0], 'whole');
    expect(selections).toEqual({ '11': [110] });
    selections = placeTopping(selections, rows[0], 'first_half');
    expect(selections).toEqual({ '12': [120] });
    expect(toppingPlacement(selections, rows[0])).toBe('first_half');
    selections = placeTopping(selections, rows[1], 'second_half');
    expect(describeSelections(type, selections)).toEqual(['Pepperoni (Left Half)', 'Mushrooms (Right Half)']);
    expect(placeTopping(selections, rows[0], 'none')).toEqual({ '13': [131] });
  });
});

describe('checkbox limits and prices', () => {
  const type = largePizza();
  const dips = type.selectionCategories[4];

  it('refuses more than the limit and toggles off', () => {
    let selections = toggleCheckbox({}, dips, 140);
    selections = toggleCheckbox(selections, dips, 141);
    expect(toggleCheckbox(selections, dips, 142)).toBe(selections);
    expect(toggleCheckbox(selections, dips, 140)).toEqual({ '14': [141] });
  });

  it('prices the size plus chosen selections and reports missing required groups', () => {
    const selections = { '10': [101], '11': [110], '14': [140] };
    expect(unitPrice(type, selections)).toBe(1800 + 150 + 200 + 75);
    expect(missingRequired(type, {}).map((c) => c.name)).toEqual(['Crust']);
    // half toppings cost half the listed whole price, rounded up to the cent
    expect(unitPrice(type, { '10': [100], '12': [120], '13': [131] })).toBe(1800 + 100 + 113);
    expect(missingRequired(type, selections)).toEqual([]);
  });

  it('carries choices to another size by name', () => {
    const medium = largePizza(1000, 1400);
    expect(translateSelections(type, medium, { '10': [101], '12': [120] })).toEqual({ '1010': [1101], '1012': [1120] });
  });
});
