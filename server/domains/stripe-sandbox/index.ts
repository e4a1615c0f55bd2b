import type { FastifyInstance } from 'fastify';
import { STRIPE_SANDBOX_PATH } from '../../contract/payments';

export { SANDBOX_SECRET_KEY } from './constants';
export { SANDBOX_TEST_CARDS, type CardBehaviour, type TestCard } from './cards';
export { stripeSandboxRoutes, type StripeSandboxOptions } from './routes';

/** Request headers that describe the connection, not the request: inject sets its own. */
const HOP_HEADERS = new Set(['host', 'content-length', 'connection', 'transfer-encoding', 'keep-alive']);

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * A `fetch` that serves API calls from an embedded sandbox of this same process, without a socket:
 * `https://api.stripe.com/v1/…` (whatever host) becomes `${basePath}/v1/…` through `app.inject`. The
 * platform hands it to the real Stripe SDK:
 * `new Stripe(SANDBOX_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient(sandboxFetch(app)) })`,
 * and to its PayPal client with PAYPAL_SANDBOX_PATH.
 */
export function sandboxFetch(app: Pick<FastifyInstance, 'inject'>, basePath = STRIPE_SANDBOX_PATH): typeof fetch {
  const sandboxed = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const signal = request.signal;
    if (signal.aborted) throw abortError(signal);
    const url = new URL(request.url);
    const path = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`) ? url.pathname : `${basePath}${url.pathname}`;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) headers[name] = value;
    });
    const payload = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const injected = app.inject({ method: request.method as 'GET', url: `${path}${url.search}`, headers, ...(payload ? { payload } : {}) });
    const response = await new Promise<Awaited<typeof injected>>((resolve, reject) => {
      const onAbort = () => reject(abortError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      injected.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const nullBody = [101, 204, 205, 304].includes(response.statusCode) || request.method === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
  return sandboxed as typeof fetch;
}
