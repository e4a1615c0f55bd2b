import { client, CORE } from './client';
import type { PricedOrderInput, ShoppingCart } from './types';

/** The server prices the cart; the browser never decides a total. */
export async function priceShoppingCart(order: PricedOrderInput, calculateStrictTotal = false): Promise<ShoppingCart> {
  const { data } = await client.post<{ shoppingCart: ShoppingCart }>(`${CORE}/v1/orders/shopping_cart`, {
    order,
    calculateStrictTotal,
  });
  return data.shoppingCart;
}
