import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAccessTokenProvider, verbatim } from './client';
import { createClient } from './http';
import { toRequestError } from '@machines/shared/request-error';
import { ApiError, isNotFound, normaliseError } from './errors';

type Seen = { method?: string; url?: string; authorization?: string; body: unknown };
let seen: Seen;
let server: Server;
let baseURL: string;

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen = {
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      body: await readBody(request),
    };
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/fail')) {
      response.statusCode = 422;
      response.end(
        JSON.stringify({
          errors: [{ code: 'menu_item_missing', message: 'This item is no longer available', field: 'order_items_attributes' }],
          meta: { errors: { order: ['menu_item_missing'] } },
        }),
      );
      return;
    }
    if (request.url?.startsWith('/missing')) {
      response.statusCode = 404;
      response.end(JSON.stringify({ errors: [{ code: 'not_found', message: 'Shop not found' }], meta: { errors: {} } }));
      return;
    }
    response.end(JSON.stringify({ shop: { web_slug: 'ny/new-york/10001/joes', delivery_info: { min_subtotal_floor: 1000 } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => setAccessTokenProvider(() => null));

describe('api client', () => {
  it('camelCases response keys deeply', async () => {
    const { data } = await createClient(baseURL).get('/shop');
    expect(data).toEqual({ shop: { webSlug: 'ny/new-york/10001/joes', deliveryInfo: { minSubtotalFloor: 1000 } } });
  });

  it('snake_cases request bodies deeply and keeps arrays', async () => {
    await createClient(baseURL).post('/orders', {
      order: { shopId: 7, orderItemsAttributes: [{ productsTypeId: 3, selectionIds: [1, 2] }], deliveryAddress: { address2: '#4' } },
      calculateStrictTotal: true,
    });
    expect(seen.body).toEqual({
      order: { shop_id: 7, order_items_attributes: [{ products_type_id: 3, selection_ids: [1, 2] }], delivery_address: { address2: '#4' } },
      calculate_strict_total: true,
    });
  });

  it("sends a verbatim object (Adyen's own) with its keys as written, wherever it sits, and snake_cases the rest", async () => {
    await createClient(baseURL).post('/v2/payment_methods', {
      singleUse: true,
      data: verbatim({ encryptedCardNumber: 'adyenjs_sandbox$x', nested: { holderName: 'A' } }),
      details: [verbatim({ redirectResult: 'r1' }), { setupIntent: 'seti_1' }],
    });
    expect(seen.body).toEqual({
      single_use: true,
      data: { encryptedCardNumber: 'adyenjs_sandbox$x', nested: { holderName: 'A' } },
      details: [{ redirectResult: 'r1' }, { setup_intent: 'seti_1' }],
    });
  });

  it('sends a bearer token when the session provides one, and none for guests', async () => {
    await createClient(baseURL).get('/shop');
    expect(seen.authorization).toBeUndefined();
    setAccessTokenProvider(async () => 'token-123');
    await createClient(baseURL).get('/shop');
    expect(seen.authorization).toBe('Bearer token-123');
  });

  it("asks nothing of the session for a client without tokens, and keeps a call's own Authorization header", async () => {
    let asked = 0;
    setAccessTokenProvider(() => {
      asked += 1;
      return 'session-token';
    });
    await createClient(baseURL, { withToken: false }).get('/config');
    expect(seen.authorization).toBeUndefined();
    expect(asked).toBe(0);
    await createClient(baseURL).get('/me', { headers: { Authorization: 'Bearer fresh-token' } });
    expect(seen.authorization).toBe('Bearer fresh-token');
    expect(asked).toBe(0);
  });

  it('keeps bracketed query keys readable', async () => {
    await createClient(baseURL).get('/search', { params: { 'filter[order_type]': 'delivery' } });
    expect(decodeURIComponent(seen.url ?? '')).toBe('/search?filter[order_type]=delivery');
  });
});

describe('error normalisation', () => {
  it('turns a contract error response into status, errors and order error codes', async () => {
    const failure = await createClient(baseURL)
      .post('/fail', {})
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      errors: [{ code: 'menu_item_missing', message: 'This item is no longer available', field: 'order_items_attributes' }],
      orderErrorCodes: ['menu_item_missing'],
      message: 'This item is no longer available',
      messages: ['This item is no longer available'],
    });
  });

  it('reads the same way through the machines’ request-error reader', async () => {
    const failure = await createClient(baseURL)
      .post('/fail', {})
      .catch((error: unknown) => error);
    expect(toRequestError(failure)).toEqual({
      status: 422,
      message: 'This item is no longer available',
      messages: ['This item is no longer available'],
    });
  });

  it('keeps a 404 recognisable as not found', async () => {
    const failure = await createClient(baseURL)
      .get('/missing')
      .catch((error: unknown) => error);
    expect(isNotFound(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 404, orderErrorCodes: [] });
  });

  it('uses the error code as the message when no answer came back', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await createClient(`http://127.0.0.1:${port}`)
      .get('/shop')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: null, message: 'ECONNREFUSED', orderErrorCodes: [] });
  });

  it('falls back to the generic message for bodies without errors', () => {
    expect(normaliseError('boom')).toMatchObject({ status: null, message: 'Something went wrong, please try again.' });
  });
});
