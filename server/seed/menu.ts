import type * as schema from '../db/schema';
import type { City } from './cities';

type CategoryRow = typeof schema.menuCategories.$inferInsert;
type ProductRow = typeof schema.products.$inferInsert;
type ProductTypeRow = typeof schema.productTypes.$inferInsert;
type AddOnCategoryRow = typeof schema.addOnCategories.$inferInsert;
type LinkRow = typeof schema.productTypeAddOnCategories.$inferInsert;
type SelectionRow = typeof schema.selections.$inferInsert;

export type MenuRows = {
  categories: CategoryRow[];
  products: ProductRow[];
  productTypes: ProductTypeRow[];
  addOnCategories: AddOnCategoryRow[];
  links: LinkRow[];
  selections: SelectionRow[];
};

type SizeKey = 'small' | 'medium' | 'large' | 'xl';
const pizzaSizes: Record<SizeKey, { name: string; extra: number; step: number }> = {
  small: { name: 'Small 12"', extra: 0, step: 0 },
  medium: { name: 'Medium 14"', extra: 300, step: 1 },
  large: { name: 'Large 16"', extra: 600, step: 2 },
  xl: { name: 'XL 18"', extra: 900, step: 3 },
};

const meatToppings = ['Pepperoni', 'Sausage', 'Meatball', 'Bacon', 'Ham', 'Grilled Chicken'];
const veggieToppings = ['Mushrooms', 'Onions', 'Green Peppers', 'Black Olives', 'Fresh Garlic', 'Spinach', 'Jalapeños', 'Ricotta'];

const everyDayWindow = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: start, end_time: end }));

type AddOnSpec = {
  name: string;
  limit: number;
  mandatory: boolean;
  selectionType: 'Topping' | 'Single';
  area?: 'whole' | 'first_half' | 'second_half';
  options: [string, number][];
};

/**
 * Builds one shop's menu with ids derived from the shop id, so the catalog is identical on every seed:
 * categories shop*100+n, add-on categories shop*100+50+n, products shop*1000+n,
 * product types shop*1000+500+n, selections shop*10000+n.
 */
/** Extra categories a few shops have; appended after the common ones so every other id stays the same. */
export type MenuExtras = {
  /** a free reward product for loyalty members */
  loyaltyReward?: boolean;
  /** a category offered for pickup orders only */
  pickupSpecials?: boolean;
  /** a category shown from 22:00 to 02:00 (the window passes midnight) */
  lateNight?: boolean;
};

export function buildMenu(shopId: number, city: City, variant: number, extras: MenuExtras = {}): MenuRows {
  const rows: MenuRows = { categories: [], products: [], productTypes: [], addOnCategories: [], links: [], selections: [] };
  const next = { category: 0, addOn: 0, product: 0, productType: 0, selection: 0 };
  const factor = city.priceFactor * (1 + (variant % 3) * 0.05);
  const price = (cents: number) => (cents === 0 ? 0 : Math.max(25, Math.round((cents * factor) / 25) * 25));

  function addCategory(name: string, description: string, extra: Partial<CategoryRow> = {}): number {
    next.category += 1;
    if (next.category >= 50) throw new Error('too many categories');
    const id = shopId * 100 + next.category;
    rows.categories.push({ id, shopId, name, description, position: next.category, availabilities: [], ...extra });
    return id;
  }

  function addAddOn(spec: AddOnSpec, position: number): number {
    if (next.addOn >= 50) throw new Error('too many add-on categories');
    const id = shopId * 100 + 50 + next.addOn;
    next.addOn += 1;
    rows.addOnCategories.push({
      id,
      shopId,
      name: spec.name,
      type: spec.mandatory && spec.limit === 1 ? 'radio' : 'checkbox',
      limit: spec.limit,
      mandatory: spec.mandatory,
      selectionType: spec.selectionType,
      area: spec.area ?? null,
      position,
    });
    spec.options.forEach(([name, cents], index) => {
      next.selection += 1;
      rows.selections.push({
        id: shopId * 10000 + next.selection,
        addOnCategoryId: id,
        shopId,
        name,
        price: price(cents),
        position: index + 1,
      });
    });
    return id;
  }

  function addProduct(
    categoryId: number,
    name: string,
    description: string,
    types: { name: string; price: number; addOns?: number[]; isAvailable?: boolean }[],
    flags: Partial<ProductRow> = {},
  ): void {
    next.product += 1;
    const productId = shopId * 1000 + next.product;
    rows.products.push({ id: productId, shopId, categoryId, name, description, position: next.product, image: null, ...flags });
    types.forEach((type, index) => {
      const typeId = shopId * 1000 + 500 + next.productType;
      next.productType += 1;
      rows.productTypes.push({
        id: typeId,
        productId,
        shopId,
        name: type.name,
        price: price(type.price),
        position: index + 1,
        isAvailable: type.isAvailable ?? true,
      });
      for (const addOnCategoryId of type.addOns ?? []) rows.links.push({ productTypeId: typeId, addOnCategoryId });
    });
  }

  // Pizza add-ons are shared by every pizza of one size; topping prices scale with the size.
  const pizzaAddOns = Object.fromEntries(
    (Object.keys(pizzaSizes) as SizeKey[]).map((size) => {
      const { step, name } = pizzaSizes[size];
      const meat = 150 + step * 50;
      const veggie = 100 + step * 50;
      const toppings: [string, number][] = [
        ...meatToppings.map((topping): [string, number] => [topping, meat]),
        ...veggieToppings.map((topping): [string, number] => [topping, veggie]),
      ];
      const label = name.split(' ')[0];
      const crust = addAddOn(
        {
          name: 'Crust',
          limit: 1,
          mandatory: true,
          selectionType: 'Single',
          options: [
            ['Hand Tossed', 0],
            ['Thin Crust', 0],
            ['Sicilian', 150 + step * 50],
          ],
        },
        1,
      );
      const whole = addAddOn(
        { name: 'Whole Pizza Toppings', limit: 10, mandatory: false, selectionType: 'Topping', area: 'whole', options: toppings },
        2,
      );
      const firstHalf = addAddOn(
        { name: 'First Half Pizza Toppings', limit: 10, mandatory: false, selectionType: 'Topping', area: 'first_half', options: toppings },
        3,
      );
      const secondHalf = addAddOn(
        {
          name: 'Second Half Pizza Toppings',
          limit: 10,
          mandatory: false,
          selectionType: 'Topping',
          area: 'second_half',
          options: toppings,
        },
        4,
      );
      const extras = addAddOn(
        {
          name: 'Extras',
          limit: 3,
          mandatory: false,
          selectionType: 'Single',
          options: [
            ['Extra Cheese', 150 + step * 50],
            ['Garlic Dip', 100],
            ['Ranch Dip', 100],
            ['Well Done', 0],
          ],
        },
        5,
      );
      return [size, { label, all: [crust, whole, firstHalf, secondHalf, extras], toppingsOnly: [whole, firstHalf, secondHalf, extras] }];
    }),
  ) as Record<SizeKey, { label: string; all: number[]; toppingsOnly: number[] }>;

  const pizzaTypes = (base: number, sizes: SizeKey[], options: { noCrust?: boolean; unavailable?: SizeKey[] } = {}) =>
    sizes.map((size) => ({
      name: pizzaSizes[size].name,
      price: base + pizzaSizes[size].extra,
      addOns: options.noCrust ? pizzaAddOns[size].toppingsOnly : pizzaAddOns[size].all,
      isAvailable: !(options.unavailable ?? []).includes(size),
    }));
  const allSizes: SizeKey[] = ['small', 'medium', 'large', 'xl'];

  const pizza = addCategory('Pizza', 'Classic pies, made to order. Add toppings to the whole pie or to either half.');
  addProduct(pizza, 'Cheese Pizza', 'Tomato sauce and whole-milk mozzarella.', pizzaTypes(1299, allSizes), {
    isFeatured: true,
    isBestSeller: true,
  });
  addProduct(pizza, 'Pepperoni Pizza', 'Cup-and-char pepperoni over mozzarella.', pizzaTypes(1499, allSizes), { isBestSeller: true });
  addProduct(pizza, 'Margherita Pizza', 'San Marzano tomatoes, fresh mozzarella, basil, olive oil.', pizzaTypes(1399, ['small', 'large']));
  addProduct(
    pizza,
    'Sicilian Square Pizza',
    'Thick, airy square pie with a crisp bottom.',
    pizzaTypes(1599, ['medium', 'large'], { noCrust: true }),
  );
  addProduct(pizza, 'Seasonal Pumpkin Pizza', 'Back in the fall.', pizzaTypes(1699, ['medium', 'large']), { isAvailable: false });

  const specialty = addCategory('Specialty Pizzas', 'House favourites with everything already on.');
  addProduct(specialty, 'Meat Lovers Pizza', 'Pepperoni, sausage, meatball, bacon and ham.', pizzaTypes(1899, ['medium', 'large', 'xl']), {
    isFeatured: true,
  });
  addProduct(
    specialty,
    'Veggie Supreme Pizza',
    'Mushrooms, onions, peppers, olives and spinach.',
    pizzaTypes(1799, ['medium', 'large', 'xl']),
  );
  addProduct(
    specialty,
    'BBQ Chicken Pizza',
    'Grilled chicken, red onion, cilantro and smoky barbecue sauce.',
    pizzaTypes(1849, ['medium', 'large', 'xl']),
    { isBestSeller: variant % 2 === 0 },
  );
  addProduct(
    specialty,
    'White Pizza',
    'Ricotta, mozzarella, garlic and olive oil, no sauce.',
    pizzaTypes(1699, allSizes, { unavailable: ['xl'] }),
  );
  addProduct(
    specialty,
    'Buffalo Chicken Pizza',
    'Spicy buffalo chicken with a blue cheese drizzle.',
    pizzaTypes(1849, ['medium', 'large']),
  );
  if (city.cityKey === 'chicago') {
    addProduct(
      specialty,
      'Chicago Deep Dish',
      'Buttery crust, mozzarella, chunky tomato sauce on top.',
      pizzaTypes(2299, ['small', 'large'], { noCrust: true }),
      { isFeatured: true },
    );
  } else if (city.cityKey === 'philadelphia') {
    addProduct(
      specialty,
      'Tomato Pie',
      'Served at room temperature, Philly style: sauce, a dusting of romano.',
      pizzaTypes(1399, ['medium', 'large'], { noCrust: true }),
      { isFeatured: true },
    );
  } else {
    addProduct(
      specialty,
      'Grandma Pie',
      'Thin square pie, garlicky plum tomato sauce, fresh mozzarella.',
      pizzaTypes(1799, ['medium', 'large'], { noCrust: true }),
      { isFeatured: true },
    );
  }

  const sides = addCategory('Sides', 'Something to share.');
  const knotSauces = addAddOn(
    {
      name: 'Dipping Sauce',
      limit: 2,
      mandatory: false,
      selectionType: 'Single',
      options: [
        ['Marinara', 75],
        ['Garlic Butter', 75],
      ],
    },
    1,
  );
  addProduct(
    sides,
    'Garlic Knots',
    'Baked to order, brushed with garlic butter and parmesan.',
    [
      { name: '6 pieces', price: 599, addOns: [knotSauces] },
      { name: '12 pieces', price: 999, addOns: [knotSauces] },
    ],
    { isBestSeller: true },
  );
  const wingSauce = addAddOn(
    {
      name: 'Wing Sauce',
      limit: 1,
      mandatory: true,
      selectionType: 'Single',
      options: [
        ['Mild', 0],
        ['Hot', 0],
        ['BBQ', 0],
        ['Honey Garlic', 0],
      ],
    },
    1,
  );
  const wingDip = addAddOn(
    {
      name: 'Dressing',
      limit: 1,
      mandatory: false,
      selectionType: 'Single',
      options: [
        ['Blue Cheese', 75],
        ['Ranch', 75],
      ],
    },
    2,
  );
  addProduct(sides, 'Buffalo Wings', 'Crispy wings tossed in your choice of sauce.', [
    { name: '6 pieces', price: 899, addOns: [wingSauce, wingDip] },
    { name: '12 pieces', price: 1599, addOns: [wingSauce, wingDip] },
    { name: '24 pieces', price: 2899, addOns: [wingSauce, wingDip] },
  ]);
  addProduct(sides, 'Mozzarella Sticks', 'Six sticks with marinara.', [{ name: 'Regular', price: 799 }]);
  addProduct(sides, 'French Fries', 'Hand-cut, sea salt.', [
    { name: 'Regular', price: 499 },
    { name: 'Large', price: 699 },
  ]);

  const salads = addCategory('Salads', 'Crisp and fresh.');
  const caesarDressing = addAddOn(
    {
      name: 'Dressing',
      limit: 1,
      mandatory: true,
      selectionType: 'Single',
      options: [
        ['Caesar', 0],
        ['Light Caesar', 0],
      ],
    },
    1,
  );
  const protein = addAddOn(
    {
      name: 'Add Protein',
      limit: 1,
      mandatory: false,
      selectionType: 'Single',
      options: [
        ['Grilled Chicken', 300],
        ['Shrimp', 500],
      ],
    },
    2,
  );
  addProduct(salads, 'Caesar Salad', 'Romaine, parmesan, croutons.', [
    { name: 'Small', price: 799, addOns: [caesarDressing, protein] },
    { name: 'Large', price: 1099, addOns: [caesarDressing, protein] },
  ]);
  const gardenDressing = addAddOn(
    {
      name: 'Dressing',
      limit: 1,
      mandatory: true,
      selectionType: 'Single',
      options: [
        ['Italian', 0],
        ['Balsamic', 0],
        ['Ranch', 0],
        ['Blue Cheese', 0],
      ],
    },
    1,
  );
  addProduct(salads, 'Garden Salad', 'Mixed greens, tomato, cucumber, red onion.', [
    { name: 'Small', price: 699, addOns: [gardenDressing] },
    { name: 'Large', price: 999, addOns: [gardenDressing] },
  ]);

  const drinks = addCategory('Drinks', 'Cold drinks.');
  const sodaFlavor = addAddOn(
    {
      name: 'Flavor',
      limit: 1,
      mandatory: true,
      selectionType: 'Single',
      options: [
        ['Coke', 0],
        ['Diet Coke', 0],
        ['Sprite', 0],
        ['Ginger Ale', 0],
      ],
    },
    1,
  );
  addProduct(drinks, 'Soda', 'Ice cold.', [
    { name: '20 oz Bottle', price: 275, addOns: [sodaFlavor] },
    { name: '2 Liter', price: 399, addOns: [sodaFlavor] },
  ]);
  addProduct(drinks, 'Bottled Water', '16.9 oz.', [{ name: 'Regular', price: 200 }]);
  const teaFlavor = addAddOn(
    {
      name: 'Flavor',
      limit: 1,
      mandatory: true,
      selectionType: 'Single',
      options: [
        ['Lemon', 0],
        ['Peach', 0],
        ['Raspberry', 0],
      ],
    },
    1,
  );
  addProduct(drinks, 'Iced Tea', 'Brewed and bottled.', [{ name: '16 oz Bottle', price: 299, addOns: [teaFlavor] }]);

  const desserts = addCategory('Desserts', 'Save room.');
  addProduct(desserts, 'New York Cheesecake', 'A thick slice.', [{ name: 'Slice', price: 599 }]);
  addProduct(
    desserts,
    'Cannoli',
    'Filled to order with sweet ricotta.',
    [
      { name: '1 piece', price: 399 },
      { name: '3 pieces', price: 999 },
    ],
    { isBestSeller: true },
  );
  addProduct(desserts, 'Chocolate Chip Cookie', 'Warm and gooey.', [{ name: 'Regular', price: 299 }]);
  addProduct(desserts, 'Tiramisu', 'Sold out for today.', [{ name: 'Slice', price: 699 }], { isAvailable: false });

  const weekdayLunch = [0, 1, 2, 3, 4].map((day) => ({ day_of_week: day, start_time: '11:00', end_time: '15:00' }));
  const lunch = addCategory('Lunch Specials', 'Weekdays 11 AM to 3 PM.', { availabilities: weekdayLunch });
  addProduct(lunch, 'Two Slices & a Soda', 'Two cheese slices and a 20 oz soda.', [{ name: 'Regular', price: 799, addOns: [sodaFlavor] }]);

  const staff = addCategory('Staff Meals', 'Not shown to shoppers.', { isDisplayed: false });
  addProduct(staff, 'Family Meal', 'Kitchen only.', [{ name: 'Regular', price: 0 }]);

  if (extras.loyaltyReward) {
    const rewards = addCategory('Rewards', 'Free with your loyalty points.');
    addProduct(rewards, 'Free Garlic Knots', 'Six knots on the house for loyalty members.', [{ name: '6 pieces', price: 0 }], {
      isLoyaltyReward: true,
    });
  }
  if (extras.pickupSpecials) {
    const pickupOnly = addCategory('Pickup Specials', 'Collect at the counter and save.', { shippingType: 'pickup' });
    addProduct(pickupOnly, 'Pickup Large Cheese Pie', 'A large cheese pizza, pickup orders only.', pizzaTypes(1099, ['large']));
  }
  if (extras.lateNight) {
    const night = everyDayWindow('22:00', '02:00');
    const lateNight = addCategory('Late Night', 'From 10 PM to 2 AM.', { availabilities: night });
    addProduct(lateNight, 'Late Night Slice Pack', 'Four cheese slices, hot out of the oven.', [{ name: 'Regular', price: 999 }], {
      isFeatured: true,
    });
  }

  return rows;
}
