import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Stripe.js cannot load here (it fetches Stripe's script): loadStripe is stubbed, and the tests check
// that it is called, with what, and only in mode 'stripe'.
const fakeStripe = { elements: () => ({}), createToken: () => {}, createPaymentMethod: () => {}, confirmCardPayment: () => {} };
const loadStripe = vi.fn(async (_key: string): Promise<typeof fakeStripe | null> => fakeStripe);
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));

let server: Server;
let baseURL: string;
let answers: Array<{ status: number; body: unknown }>;
let requests: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    const answer = request.url === '/services/core/api/v1/payments/config' ? answers.shift() : undefined;
    response.statusCode = answer?.status ?? 404;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer?.body ?? { errors: [{ code: 'not_found', message: 'Not found' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A fresh copy of the module (its memo empty), calling the test server. */
async function freshLoader() {
  vi.resetModules();
  const { clientWithoutToken } = await import('@/api/client');
  clientWithoutToken.defaults.baseURL = baseURL;
  const { loadCardGateway } = await import('./loadCardGateway');
  const { isSandboxStripe } = await import('./sandbox');
  return { loadCardGateway, isSandboxStripe };
}

const SANDBOX = { mode: 'sandbox', publishable_key: 'pk_sandbox_crust', api_base: '/sandbox/stripe' };

beforeEach(() => {
  answers = [];
  requests = 0;
  loadStripe.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadCardGateway', () => {
  it("gives the card sandbox's client in mode 'sandbox', without loading Stripe.js, once", async () => {
    const { loadCardGateway, isSandboxStripe } = await freshLoader();
    answers.push({ status: 200, body: SANDBOX });
    const first = loadCardGateway();
    expect(loadCardGateway()).toBe(first);
    const stripe = await first;
    expect(isSandboxStripe(stripe)).toBe(true);
    await expect(loadCardGateway()).resolves.toBe(stripe);
    expect(requests).toBe(1);
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('points the client at api_base with the publishable key, and at /sandbox/stripe when api_base is null', async () => {
    // fetch is stubbed to see where the client calls
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'pi_1', object: 'payment_intent' }), { status: 200 }));
    for (const [apiBase, expected] of [
      ['/elsewhere/stripe', '/elsewhere/stripe/v1/payment_intents/pi_1?client_secret=pi_1_secret_2'],
      [null, '/sandbox/stripe/v1/payment_intents/pi_1?client_secret=pi_1_secret_2'],
    ] as const) {
      const { loadCardGateway } = await freshLoader();
      answers.push({ status: 200, body: { ...SANDBOX, publishable_key: 'pk_sandbox_other', api_base: apiBase } });
      const stripe = await loadCardGateway();
      vi.stubGlobal('fetch', fetch);
      await stripe.retrievePaymentIntent('pi_1_secret_2');
      vi.unstubAllGlobals();
      expect(fetch).toHaveBeenLastCalledWith(
        expected,
        expect.objectContaining({ method: 'GET', headers: expect.objectContaining({ Authorization: 'Bearer pk_sandbox_other' }) }),
      );
    }
  });

  it("loads Stripe.js with the publishable key in mode 'stripe'", async () => {
    const { loadCardGateway, isSandboxStripe } = await freshLoader();
    answers.push({ status: 200, body: { mode: 'stripe', publishable_key: 'pk_test_123', api_base: null } });
    const stripe = await loadCardGateway();
    expect(stripe).toBe(fakeStripe);
    expect(isSandboxStripe(stripe)).toBe(false);
    expect(loadStripe).toHaveBeenCalledExactlyOnceWith('pk_test_123');
  });

  it('rejects when the config cannot be fetched, and the next call asks again', async () => {
    const { loadCardGateway, isSandboxStripe } = await freshLoader();
    answers.push(
      { status: 500, body: { errors: [{ code: 'internal', message: 'Something went wrong, please try again.' }] } },
      { status: 200, body: SANDBOX },
    );
    await expect(loadCardGateway()).rejects.toMatchObject({ status: 500 });
    expect(isSandboxStripe(await loadCardGateway())).toBe(true);
    expect(requests).toBe(2);
  });

  it('rejects when Stripe.js does not load, and the next call tries again', async () => {
    const { loadCardGateway } = await freshLoader();
    answers.push(
      { status: 200, body: { mode: 'stripe', publishable_key: 'pk_test_123', api_base: null } },
      { status: 200, body: { mode: 'stripe', publishable_key: 'pk_test_123', api_base: null } },
    );
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    await expect(loadCardGateway()).rejects.toThrow('Failed to load Stripe.js');
    loadStripe.mockResolvedValueOnce(null);
    await expect(loadCardGateway()).rejects.toThrow('Stripe.js is not available here');
    answers.push({ status: 200, body: { mode: 'stripe', publishable_key: 'pk_test_123', api_base: null } });
    await expect(loadCardGateway()).resolves.toBe(fakeStripe);
    expect(loadStripe).toHaveBeenCalledTimes(3);
  });
});
