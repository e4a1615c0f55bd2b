import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderStatus } from '../../server/contract';
import { brooklynSliceHouse } from './seed';

export type PlacedOrder = { uuid: string; maxEta: string; shippingType: 'pickup' | 'delivery' };

/** A real cash pickup order at Brooklyn Slice House, placed through the API the storefront uses. */
export async function placePickupOrderViaApi(request: APIRequestContext): Promise<PlacedOrder> {
  const response = await request.post('/services/core/api/v2/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order: {
        shop_id: brooklynSliceHouse.id,
        placed_via: 'web',
        shipping_type: 'pickup',
        order_items_attributes: [{ products_type_id: 1001536, products_quantity: 1, selection_ids: [] }],
        payment_method: 'cash',
        email: 'ada@example.com',
        delivery_first_name: 'Ada',
        delivery_last_name: 'Lovelace',
        delivery_telephone: '2125550142',
      },
      order_option_types: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { uuid: string; max_eta: string; shipping_type: 'pickup' | 'delivery' } };
  return { uuid: order.uuid, maxEta: order.max_eta, shippingType: order.shipping_type };
}

const forward: OrderStatus[] = ['placed', 'preparing', 'ready_for_pickup', 'completed'];

/**
 * Moves a real order on the server (dispatch control, DISPATCH_CONTROL=1; automatic dispatch is off
 * in these tests), one status at a time along the pickup timeline, or straight to voided.
 */
export async function advanceOrder(request: APIRequestContext, uuid: string, from: OrderStatus, to: OrderStatus): Promise<void> {
  const steps = to === 'voided' ? [to] : forward.slice(forward.indexOf(from) + 1, forward.indexOf(to) + 1);
  for (const status of steps) {
    const response = await request.post(`/services/dispatch/api/v1/orders/${uuid}/advance`, { data: { status } });
    expect(response.status(), `advance ${uuid} to ${status}: ${await response.text()}`).toBe(200);
    const body = (await response.json()) as { order_status: OrderStatus };
    expect(body.order_status).toBe(status);
  }
}
