import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Shopper } from './accounts';
import { sandboxPaymentMethod, TEST_CARD_NUMBERS } from './cards';
import type { ShippingKind } from './orders';

/*
 * The order board's walks happen at shops no other suite orders from (the others order at Brooklyn Slice House):
 * a board shows every open order of its shop, so another suite's orders would arrive on it mid-walk. Each shop has
 * its seeded demo staff account (README "For pizzerias": `<shop slug>@staff.crust.example`, password `crust-board-demo`).
 */
export type BoardShop = {
  id: number;
  name: string;
  staff: Shopper;
  productTypeId: number;
  quantity: number;
  deliverTo: { address: string; city: string; state: string; zipcode: string };
};

/** A seeded shop's demo staff account, by the last part of its web slug. */
export const staffOf = (slug: string): Shopper => ({
  firstName: 'Staff',
  lastName: slug,
  email: `${slug}@staff.crust.example`,
  password: 'crust-board-demo',
});

/** The shopOrder walks: New York Cheesecake × 4 ($26, above the delivery minimum), delivered in Midtown. */
export const midtownBoard: BoardShop = {
  id: 1101,
  name: 'Midtown Pie Co.',
  staff: staffOf('midtown-pie-co'),
  productTypeId: 1101547,
  quantity: 4,
  deliverTo: { address: '1501 Broadway', city: 'New York', state: 'NY', zipcode: '10036' },
};

export type BoardOrderPlaced = { uuid: string; number: number; firstName: string };

/**
 * A shopper's order at `shop`, placed through the storefront's API (as the shopper's other device would): in cash,
 * or by card (a sandbox Visa ending in 4242; `baseURL` is the server whose card sandbox makes its payment method);
 * for `deliverAt` when given (a shop not open now), else as soon as possible.
 */
export async function placeBoardOrder(
  request: APIRequestContext,
  shop: BoardShop,
  kind: ShippingKind,
  card?: { baseURL: string },
  deliverAt?: Date,
): Promise<{ uuid: string; firstName: string; total: number }> {
  const { deliverTo } = shop;
  const payment = card
    ? {
        payment_method: 'credit',
        gateway: 'stripe',
        payment_token: await sandboxPaymentMethod(request, card.baseURL, { number: TEST_CARD_NUMBERS.visa, expMonth: 12, expYear: 2034 }),
      }
    : { payment_method: 'cash' };
  const response = await request.post('/services/core/api/v2/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order: {
        shop_id: shop.id,
        placed_via: 'web',
        shipping_type: kind,
        ...(deliverAt ? { deliver_at: deliverAt.toISOString() } : {}),
        ...payment,
        order_items_attributes: [{ products_type_id: shop.productTypeId, products_quantity: shop.quantity, selection_ids: [] }],
        email: 'grace@example.com',
        delivery_first_name: 'Grace',
        delivery_last_name: 'Hopper',
        delivery_telephone: '2125550199',
        ...(kind === 'delivery'
          ? {
              delivery_address: deliverTo.address,
              delivery_city: deliverTo.city,
              delivery_state: deliverTo.state,
              delivery_postcode: deliverTo.zipcode,
            }
          : {}),
      },
      order_option_types: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { uuid: string; contact: { first_name: string }; receipt: { total: number } } };
  return { uuid: order.uuid, firstName: order.contact.first_name, total: order.receipt.total };
}

/** The order's number as the board API gives it to the shop's staff (the card's heading is 'Order #<number>'). */
export async function boardNumberOf(request: APIRequestContext, shop: BoardShop, accessToken: string, uuid: string): Promise<number> {
  const response = await request.get(`/services/board/api/v1/shops/${shop.id}/orders`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { orders } = (await response.json()) as { orders: { uuid: string; number: number }[] };
  const found = orders.find((order) => order.uuid === uuid);
  expect(found, `order ${uuid} on the board API`).toBeTruthy();
  return found!.number;
}

/** Closes every open order of the shop on the server (dispatch control), so a walk starts from an empty board. Answers how many. */
export async function closeOpenOrders(request: APIRequestContext, shop: BoardShop, accessToken: string): Promise<number> {
  const response = await request.get(`/services/board/api/v1/shops/${shop.id}/orders`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { orders } = (await response.json()) as { orders: { uuid: string; status: string }[] };
  const open = orders.filter((order) => order.status !== 'completed' && order.status !== 'voided');
  for (const order of open) await voidQuietly(request, order.uuid);
  return open.length;
}

/** Voids an order through dispatch control, if it is still open (a path's clean-up). */
export async function voidQuietly(request: APIRequestContext, uuid: string): Promise<void> {
  await request
    .post(`/services/dispatch/api/v1/orders/${uuid}/advance`, { data: { status: 'voided', reason: 'Closed by the test walk' } })
    .catch(() => undefined);
}

export const orderCard = (page: Page, number: number) => page.getByRole('article', { name: `Order #${number}` });
export const boardColumn = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The board model's walks: Union Square Slice (no other suite orders there), New York Cheesecake × 4 ($24, above its $15 pickup minimum). */
export const unionSquareBoard: BoardShop = {
  id: 1111,
  name: 'Union Square Slice',
  staff: staffOf('union-square-slice'),
  productTypeId: 1111547,
  quantity: 4,
  deliverTo: { address: '1 Union Sq W', city: 'New York', state: 'NY', zipcode: '10003' },
};

/** The two-shop demo account (README "For pizzerias"): staff of Brooklyn Slice House and Carroll Gardens Pizzeria. */
export const ownerStaff: Shopper = {
  firstName: 'Owner',
  lastName: 'Brooklyn',
  email: 'owner@staff.crust.example',
  password: 'crust-board-demo',
};

/** Its first shop: other suites order here, so its board is never empty; the switcher suite only reads its heading. */
export const ownersFirstShop = { id: 1001, name: 'Brooklyn Slice House' } as const;

/**
 * Its second shop (no other suite orders there), New York Cheesecake × 1 for pickup. Open for lunch and dinner only,
 * so the switcher suite orders for a time it is open.
 */
export const ownersSecondShop: BoardShop = {
  id: 1002,
  name: 'Carroll Gardens Pizzeria',
  staff: ownerStaff,
  productTypeId: 1002547,
  quantity: 1,
  deliverTo: { address: '312 Court St', city: 'Brooklyn', state: 'NY', zipcode: '11231' },
};
