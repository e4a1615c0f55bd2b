import type { FastifyInstance } from 'fastify';
import { TEST_HOST } from '../identity/oidc-test-client';

export const CORE = '/services/core/api';

/**
 * Calls to the core API as the storefront on TEST_HOST makes them (`headers`: a bearer token, an
 * Idempotency-Key…). `app` is read at each call, so a suite can make it in beforeAll.
 */
export const coreApi =
  (app: () => FastifyInstance) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app().inject({ method, url: `${CORE}${url}`, headers: { host: TEST_HOST, ...headers }, ...(payload ? { payload } : {}) });
