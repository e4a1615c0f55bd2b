import type { AddressInfo } from 'node:net';
import { errorResponse } from '../contract/common';
import { RATE_LIMIT_MESSAGE, RATE_LIMITED_ROUTES } from '../plugins/rate-limits';
import { createTestApp } from '../test/harness';
import { soakOrderBody } from './order-body';
import { figure, seconds, type SoakRow } from './table';

/** `statuses`: how many answers had each status */
export type Burst = {
  method: string;
  route: string;
  perMinute: number;
  sent: number;
  forged: boolean;
  statuses: Record<number, number>;
  limited: number;
  limitedOutsideShape: number;
};
export type RateLimitFigures = { bursts: Burst[]; durationMs: number };

/** A real request for the routes the soak knows; any other limited route gets `{}` (the limit counts before validation). */
const bodies: Partial<Record<string, () => unknown>> = {
  '/services/core/api/v2/orders': () => soakOrderBody('rate limit'),
  '/services/core/api/v1/promo_codes/validate': () => ({ order: soakOrderBody().order }),
};

/** `sent` POSTs at once from one client (loopback), with or without a different forged X-Forwarded-For on each. */
async function burst(baseURL: string, method: string, route: string, perMinute: number, sent: number, forged: boolean): Promise<Burst> {
  const answers = await Promise.all(
    Array.from({ length: sent }, async (_, i) => {
      const path = route.replace(/:[^/]+/g, 'soak');
      const response = await fetch(`${baseURL}${path}${route.includes('promo') ? `?tag=GUESS${i}` : ''}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(forged ? { 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i % 250}` } : {}),
        },
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify(bodies[route]?.() ?? {}) }),
      });
      return { status: response.status, body: await response.text() };
    }),
  );
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const limited = answers.filter((answer) => answer.status === 429);
  // the identity provider's sign-in forms answer browsers with their own HTML page, which must still say why
  const ownFormat = !route.startsWith('/services');
  const outside = limited.filter((answer) => {
    if (ownFormat) return !answer.body.includes(RATE_LIMIT_MESSAGE);
    try {
      const parsed = errorResponse.safeParse(JSON.parse(answer.body));
      return !parsed.success || parsed.data.errors[0]?.code !== 'rate_limited';
    } catch {
      return true;
    }
  });
  return { method, route, perMinute, sent, forged, statuses, limited: limited.length, limitedOutsideShape: outside.length };
}

/**
 * Each rate-limited route, at RATE_LIMIT_FACTOR=1 and the default of trusting no proxy, gets a burst
 * of three times its limit from one client; then, on a fresh server, the same burst with a forged
 * X-Forwarded-For on every request, which must not buy any more.
 */
export async function rateLimitBursts(): Promise<RateLimitFigures> {
  const started = Date.now();
  const bursts: Burst[] = [];
  for (const forged of [false, true]) {
    const t = await createTestApp('pglite', { rateLimitFactor: 1, trustProxy: false });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      for (const { method, url, perMinute } of RATE_LIMITED_ROUTES)
        bursts.push(await burst(baseURL, method, url, perMinute, perMinute * 3, forged));
    } finally {
      await t.close();
    }
  }
  return { bursts, durationMs: Date.now() - started };
}

export function rateLimitRows(figures: RateLimitFigures): SoakRow[] {
  return RATE_LIMITED_ROUTES.map(({ method, url, perMinute }) => {
    const plain = figures.bursts.find((b) => b.method === method && b.route === url && !b.forged)!;
    const forged = figures.bursts.find((b) => b.method === method && b.route === url && b.forged)!;
    const describe = (b: Burst) =>
      Object.entries(b.statuses)
        .map(([status, n]) => `${figure(n)} × ${status}`)
        .join(', ');
    // the ones let through reach the route: an order is placed (201), a guessed promo code is refused (4xx, never 5xx)
    const through = (b: Burst) =>
      Object.entries(b.statuses)
        .filter(([status]) => Number(status) !== 429 && Number(status) < 500)
        .reduce((sum, [, n]) => sum + n, 0);
    const pass = [plain, forged].every((b) => through(b) === perMinute && b.limited === b.sent - perMinute && b.limitedOutsideShape === 0);
    const ownFormat = !url.startsWith('/services');
    return {
      check: `rate limit: ${plain.sent} ${method} ${url.replace('/services/core/api', '')} at once from one client`,
      backend: 'PGlite (in process, loopback HTTP)',
      figures:
        `plain: ${describe(plain)}; forged X-Forwarded-For on each: ${describe(forged)}; ` +
        `429s ${ownFormat ? 'whose page lacks the rate-limit message' : 'outside the error shape'}: ${plain.limitedOutsideShape + forged.limitedOutsideShape}; ${seconds(figures.durationMs)} for all bursts`,
      expected: `${perMinute} let through, ${plain.sent - perMinute} × 429 ${ownFormat ? '(a sign-in page saying so)' : '`rate_limited`'}, both ways`,
      result: pass ? 'PASS' : 'FAIL',
    };
  });
}
