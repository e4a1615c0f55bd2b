import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderPayload } from '@machines/checkout/checkout.payload';
import { client } from './client';
import { createPaypalPayment } from './paypal';

// The boundary stubbed: a local HTTP server stands in for the platform API and records what arrives.
let server: Server;
const bodies: unknown[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      bodies.push(JSON.parse(raw));
      response.statusCode = 201;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ paypal_order: { id: 'PAYPAL-1', total: 2059 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  client.defaults.baseURL = '';
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const order: PlaceOrderPayload['order'] = {
  shopId: 1001,
  placedVia: 'web',
  shippingType: 'delivery',
  paymentMethod: 'credit',
  gateway: 'paypal',
  orderItemsAttributes: [{ productsTypeId: 1001502, productsQuantity: 1, selectionIds: [] }],
  email: 'ann@example.com',
  deliveryFirstName: 'Ann',
  deliveryLastName: 'Lee',
  deliveryTelephone: '7185550100',
  deliveryAddress: '123 Court St',
  deliveryFloor: '#4B',
  deliveryCity: 'Brooklyn',
  deliveryState: 'NY',
  deliveryPostcode: '11201',
  paypal: { billingAgreementId: 'B-1' },
};

describe('createPaypalPayment', () => {
  it("sends a delivery's shipping block with the spec's keys", async () => {
    await expect(createPaypalPayment({ order, orderOptionTypes: [] })).resolves.toEqual({ paymentId: 'PAYPAL-1' });
    expect(bodies.at(-1)).toMatchObject({
      calculate_strict_total: true,
      order: {
        shop_id: 1001,
        shipping_type: 'delivery',
        payment_method: 'paypal',
        paypal: { billing_agreement_id: 'B-1' },
        shipping: {
          name: 'Ann Lee',
          phone: '7185550100',
          address_line_1: '123 Court St',
          address_line_2: '#4B',
          admin_area_1: 'NY',
          admin_area_2: 'Brooklyn',
          postal_code: '11201',
          country_code: 'US',
        },
      },
    });
  });

  it('sends none for a pickup', async () => {
    await createPaypalPayment({ order: { ...order, shippingType: 'pickup' }, orderOptionTypes: [] });
    expect(bodies.at(-1)).not.toHaveProperty('order.shipping');
  });
});
