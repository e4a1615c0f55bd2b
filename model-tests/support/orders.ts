import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderStatus as AnyOrderStatus } from '../../server/contract';

/** The statuses dispatch moves a placed order through (an order awaiting or failing its payment is not dispatched). */
export type OrderStatus = Exclude<AnyOrderStatus, 'awaiting_payment' | 'payment_failed'>;
import { brooklynSliceHouse } from './seed';

export type ShippingKind = 'pickup' | 'delivery';
/** total: what the order costs as placed, in cents */
export type PlacedOrder = { uuid: string; maxEta: string; shippingType: ShippingKind; firstName: string; total: number };

/** A delivery's driver sub-step as dispatch control names it; 'none': the shop takes it out with no driver. */
export type DriverStep = 'en_route_to_shop' | 'awaiting_order' | 'nearby' | 'arrived' | 'none' | null;
/** Where a real order is on the server: its status and, for a delivery, the driver's sub-step. */
export type OrderStep = { status: OrderStatus; driver: DriverStep };

const { deliverable } = brooklynSliceHouse;

/** A real cash order at Brooklyn Slice House (delivery to an address in its zone), placed through the storefront's API. */
export async function placeOrderViaApi(request: APIRequestContext, shippingType: ShippingKind = 'pickup'): Promise<PlacedOrder> {
  const delivery =
    shippingType === 'delivery'
      ? {
          delivery_address: deliverable.address,
          delivery_city: deliverable.city,
          delivery_state: deliverable.state,
          delivery_postcode: deliverable.zipcode,
        }
      : {};
  const response = await request.post('/services/core/api/v2/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order: {
        shop_id: brooklynSliceHouse.id,
        placed_via: 'web',
        shipping_type: shippingType,
        // two pizzas: above the shop's $10 delivery minimum
        order_items_attributes: [{ products_type_id: 1001536, products_quantity: 2, selection_ids: [] }],
        payment_method: 'cash',
        email: 'ada@example.com',
        delivery_first_name: 'Ada',
        delivery_last_name: 'Lovelace',
        delivery_telephone: '2125550142',
        ...delivery,
      },
      order_option_types: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  type Placed = { uuid: string; max_eta: string; shipping_type: ShippingKind; contact: { first_name: string }; receipt: { total: number } };
  const { order } = (await response.json()) as { order: Placed };
  return {
    uuid: order.uuid,
    maxEta: order.max_eta,
    shippingType: order.shipping_type,
    firstName: order.contact.first_name,
    total: order.receipt.total,
  };
}

/** Moves a real order one step on the server (dispatch control, DISPATCH_CONTROL=1; automatic dispatch is off in these tests). */
export async function moveOrder(request: APIRequestContext, uuid: string, to: OrderStep, reason?: string): Promise<void> {
  const response = await request.post(`/services/dispatch/api/v1/orders/${uuid}/advance`, {
    data: { status: to.status, ...(to.driver ? { driver: to.driver } : {}), ...(reason ? { reason } : {}) },
  });
  expect(response.status(), `move ${uuid} to ${JSON.stringify(to)}: ${await response.text()}`).toBe(200);
  expect(((await response.json()) as { order_status: OrderStatus }).order_status).toBe(to.status);
}

/** The shop is running late: its estimate moves back by `minutes` (dispatch control). */
export async function delayOrder(request: APIRequestContext, uuid: string, minutes: number): Promise<void> {
  const response = await request.post(`/services/dispatch/api/v1/orders/${uuid}/delay`, { data: { minutes } });
  expect(response.status(), `delay ${uuid} by ${minutes} min: ${await response.text()}`).toBe(200);
}

const pickupForward: OrderStatus[] = ['placed', 'preparing', 'ready_for_pickup', 'completed'];

/** Moves a pickup order along its timeline, one status at a time, from `from` to `to` (or straight to voided). */
export async function advanceOrder(request: APIRequestContext, uuid: string, from: OrderStatus, to: OrderStatus): Promise<void> {
  const steps = to === 'voided' ? [to] : pickupForward.slice(pickupForward.indexOf(from) + 1, pickupForward.indexOf(to) + 1);
  for (const status of steps) await moveOrder(request, uuid, { status, driver: null });
}

/** The shop adjusts the order: `cents` off its total, for `reason` (dispatch control). */
export async function adjustOrder(request: APIRequestContext, uuid: string, cents: number, reason: string): Promise<void> {
  const response = await request.post(`/services/dispatch/api/v1/orders/${uuid}/adjust`, { data: { amount: cents, reason } });
  expect(response.status(), `adjust ${uuid} by ${cents} cents: ${await response.text()}`).toBe(200);
}
