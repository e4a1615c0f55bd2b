import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPreferences, getSmsSubscriptions } from './account';
import { getSavedAddresses } from './addresses';
import { client } from './client';
import { ApiError } from './errors';
import { listPaymentMethods } from './paymentMethods';
import { getLastOrderAt, getOrderHistory } from './users';

/*
 * Checkout §6 and §8: "the client treats unauthenticated requests for these as empty results, not errors". The
 * platform API answers the account reads 401 signed out (issue 31 item 14); this stand-in server answers every
 * call with the status under test, in the API's error shape (api-routes.md), so the boundary is stubbed here.
 */
let status = 401;
let server: Server;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        errors: [{ code: status === 401 ? 'not_signed_in' : 'internal', message: 'Please sign in to continue.' }],
        meta: { errors: {} },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete client.defaults.baseURL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const reads: [string, () => Promise<unknown>, unknown][] = [
  ['addresses', () => getSavedAddresses(), []],
  ['payment methods', () => listPaymentMethods('stripe'), []],
  ['preferences', () => getPreferences(), null],
  ['sms subscriptions', () => getSmsSubscriptions('7185550100'), []],
  ['order history', () => getOrderHistory(2), { orders: [], meta: { pagination: { page: 2, perPage: 15, totalCount: 0, totalPages: 0 } } }],
  ['last order at a shop', () => getLastOrderAt('ny/brooklyn/11201/brooklyn-slice-house'), null],
];

describe('account reads signed out', () => {
  it.each(reads)('%s: a 401 is the empty result', async (_, read, empty) => {
    status = 401;
    const before = seen.length;
    expect(await read()).toEqual(empty);
    expect(seen.length).toBe(before + 1);
  });

  it.each(reads)('%s: any other failure is still an error', async (_, read) => {
    status = 500;
    await expect(read()).rejects.toBeInstanceOf(ApiError);
  });
});
