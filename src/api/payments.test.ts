import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithoutToken, setAccessTokenProvider } from './client';
import { getPaymentsConfig } from './payments';

let server: Server;
const seen: Array<{ url?: string; authorization?: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url, authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ mode: 'sandbox', publishable_key: 'pk_sandbox_crust', api_base: '/sandbox/stripe' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  clientWithoutToken.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  clientWithoutToken.defaults.baseURL = '';
  setAccessTokenProvider(() => null);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('getPaymentsConfig', () => {
  it('GETs payments/config without a token and answers it camelCased', async () => {
    setAccessTokenProvider(() => 'a-token');
    await expect(getPaymentsConfig()).resolves.toEqual({ mode: 'sandbox', publishableKey: 'pk_sandbox_crust', apiBase: '/sandbox/stripe' });
    expect(seen).toEqual([{ url: '/services/core/api/v1/payments/config', authorization: undefined }]);
  });
});
