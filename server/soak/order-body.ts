/** A cash pickup order at shop 1001 (open around the clock in the seed): the soak's valid placement. */
export function soakOrderBody(note = 'soak') {
  return {
    order: {
      shop_id: 1001,
      placed_via: 'web',
      shipping_type: 'pickup',
      payment_method: 'cash',
      order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099], products_instruction: note }],
      email: 'soak@example.com',
      delivery_first_name: 'Sam',
      delivery_last_name: 'Soak',
      delivery_telephone: '7185550123',
      tip_amount: 0,
    },
    order_option_types: [],
  };
}

export const ordersPath = '/services/core/api/v2/orders';
export const orderPath = (uuid: string) => `/services/core/api/v1/orders/${uuid}`;

export type Placement = { status: number; uuid: string | null; body: string };

/** POSTs one order over HTTP; a refused or dropped connection throws. */
export async function placeOrderOver(
  baseURL: string,
  body: unknown,
  options: { idempotencyKey?: string; headers?: Record<string, string> } = {},
): Promise<Placement> {
  const response = await fetch(`${baseURL}${ordersPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let uuid: string | null = null;
  if (response.status === 201) uuid = (JSON.parse(text) as { order: { uuid: string } }).order.uuid;
  return { status: response.status, uuid, body: text };
}
