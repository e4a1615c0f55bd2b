import type { AddOnCategory } from '../../contract/menus';
import type { Coupon } from '../../contract/shops';
import type { MenuCatalog, ProductNode } from '../menus/catalog';
import type { PricingShop } from './pricing';

/** Test fixtures for the pricing engine: a shop and a one-pizza catalog. */
export const testShop: PricingShop = {
  discountPercent: 0,
  doesDelivery: true,
  doesPickup: true,
  deliveryFeeType: 'flat',
  deliveryFee: 299,
  deliveryFeeFloor: null,
  deliveryFeeCeiling: null,
  deliveryMinSubtotal: 1000,
  pickupMinSubtotal: 0,
  serviceFeeFlat: 99,
  serviceFeePercentage: 0,
  taxRate: 8.875,
  taxDeliveryFee: false,
  timezone: 'America/New_York',
};

const addOn = (id: number, name: string, extra: Partial<AddOnCategory>, selections: [number, string, number][]): AddOnCategory => ({
  id,
  name,
  type: 'checkbox',
  limit: 10,
  mandatory: false,
  selection_type: 'Topping',
  area: null,
  position: id,
  selections: selections.map(([sid, sname, price], i) => ({ id: sid, name: sname, price, position: i + 1 })),
  ...extra,
});

/**
 * A small catalog: Large Cheese $18.00 with Crust (radio), whole/half toppings and Extras (limit 2);
 * a 2 Liter Soda $3.99 with no options; and Tiramisu, sold out.
 */
export function tinyCatalog(): MenuCatalog {
  const categories = [
    addOn(1, 'Crust', { type: 'radio', limit: 1, mandatory: true, selection_type: 'Single' }, [
      [11, 'Hand Tossed', 0],
      [12, 'Sicilian', 250],
    ]),
    addOn(2, 'Whole Pizza Toppings', { area: 'whole' }, [
      [21, 'Pepperoni', 250],
      [22, 'Onions', 175],
    ]),
    addOn(3, 'First Half Pizza Toppings', { area: 'first_half' }, [
      [31, 'Pepperoni', 250],
      [32, 'Onions', 175],
    ]),
    addOn(4, 'Second Half Pizza Toppings', { area: 'second_half' }, [
      [41, 'Pepperoni', 250],
      [42, 'Onions', 175],
    ]),
    addOn(5, 'Extras', { limit: 2, selection_type: 'Single' }, [
      [51, 'Garlic Dip', 100],
      [52, 'Ranch Dip', 100],
      [53, 'Well Done', 0],
    ]),
  ];
  const type = {
    productId: 100,
    isAvailable: true,
    productType: { id: 200, product_id: 100, name: 'Large 16"', price: 1800, selection_categories: categories },
  };
  const soldOutType = {
    productId: 101,
    isAvailable: true,
    productType: { id: 201, product_id: 101, name: 'Slice', price: 699, selection_categories: [] },
  };
  const product: ProductNode = {
    categoryId: 1,
    isAvailable: true,
    types: [type],
    product: {
      id: 100,
      name: 'Cheese Pizza',
      description: '',
      base_price: 1800,
      image: null,
      is_featured: false,
      is_best_seller: false,
      is_loyalty_reward: false,
    },
  };
  const soldOut: ProductNode = {
    ...product,
    isAvailable: false,
    types: [soldOutType],
    product: { ...product.product, id: 101, name: 'Tiramisu' },
  };
  const sodaType = {
    productId: 102,
    isAvailable: true,
    productType: { id: 202, product_id: 102, name: '2 Liter', price: 399, selection_categories: [] },
  };
  const soda: ProductNode = { ...product, types: [sodaType], product: { ...product.product, id: 102, name: 'Soda', base_price: 399 } };
  const category = { id: 1, name: 'Pizza', description: '', is_displayed: true, shipping_type: 'both' as const, availabilities: [] };
  return {
    shopId: 1,
    categories: [{ category, position: 1, products: [product, soldOut, soda] }],
    categoriesById: new Map([[1, category]]),
    productsById: new Map([
      [100, product],
      [101, soldOut],
      [102, soda],
    ]),
    productTypesById: new Map([
      [200, type],
      [201, soldOutType],
      [202, sodaType],
    ]),
  };
}

type Condition = Coupon['conditions'][number];
const productCondition = (id: number, typeId: number, quantity: number, name: string): Condition => ({
  id,
  condition_type: 'has_product_type',
  customer_text: `${quantity} × ${name}`,
  quantity,
  minimum_order_subtotal: null,
  product_type: { id: typeId, product_id: typeId - 100, name },
});
const subtotalCondition = (id: number, minimum: number): Condition => ({
  id,
  condition_type: 'order_subtotal',
  customer_text: 'Orders over the minimum',
  quantity: null,
  minimum_order_subtotal: minimum,
  product_type: null,
});

/** Coupons on tinyCatalog: $5 off $30, 10 % off $40, two pizzas for $30, pizza + soda for $19. */
export const testCoupons: Coupon[] = [
  {
    id: 1,
    name: '$5 off $30',
    description: '',
    shop_id: 1,
    pricing_type: 'flat_discount',
    discount_amount: 500,
    conditions: [subtotalCondition(11, 3000)],
  },
  {
    id: 2,
    name: '10% off $40',
    description: '',
    shop_id: 1,
    pricing_type: 'percentage',
    discount_amount: 10,
    conditions: [subtotalCondition(21, 4000)],
  },
  {
    id: 3,
    name: 'Two pizzas',
    description: '',
    shop_id: 1,
    pricing_type: 'bundle_price',
    discount_amount: 3000,
    conditions: [productCondition(31, 200, 2, 'Large 16"')],
  },
  {
    id: 4,
    name: 'Pizza and soda',
    description: '',
    shop_id: 1,
    pricing_type: 'bundle_price',
    discount_amount: 1900,
    conditions: [productCondition(41, 200, 1, 'Large 16"'), productCondition(42, 202, 1, '2 Liter')],
  },
];
export const testCouponMap = () => new Map(testCoupons.map((c) => [c.id, c]));
