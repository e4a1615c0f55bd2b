import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bearer, signIn, TEST_HOST } from '../identity/oidc-test-client';
import { createTestApp, testClock, type DatabaseKind, type TestApp } from './harness';
import { cashPickupOrder } from './order-bodies';
import { sseEvents } from './sse-events';

/*
 * Two replicas on one database with a board connected to the second: what board-stream.test.ts checks (every
 * order arrives, none twice, none lost across dropped connections) and server/bench/board-arrival.ts times.
 */
const mondayNight = '2026-11-23T08:00:00Z';
const staffAccount = { email: 'brooklyn-slice-house@staff.crust.example', password: 'crust-board-demo' };

export type Arrival = { id: number; uuid: string; status: string; at: number };

export interface BoardReplicas {
  /** Places a cash pickup order on the first replica: its uuid and when the 201 came back. */
  place(): Promise<{ uuid: string; answered: number }>;
  /** Opens Brooklyn Slice House's board stream on the second replica from `lastEventId`, recording each event. */
  connect(lastEventId: number, arrivals: Arrival[]): { opened: Promise<void>; close: () => void };
  /** The board's last event id, as its first load reads it. */
  lastEventId(): Promise<number>;
  close(): Promise<void>;
}

export async function startBoardReplicas(kind: DatabaseKind): Promise<BoardReplicas> {
  const t: TestApp = await createTestApp(kind, { clock: testClock(mondayNight) });
  const other: FastifyInstance = await buildApp({
    db: t.db,
    config: { dispatchSpeed: 0, staticDir: '/tmp/crust-no-storefront', logLevel: 'silent', rateLimitFactor: 1000 },
    clock: t.clock.now,
  });
  await other.listen({ host: '127.0.0.1', port: 0 });
  const port = (other.server.address() as AddressInfo).port;
  const staff = bearer((await signIn(t.app, staffAccount)).tokens.access_token);
  return {
    async place() {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/services/core/api/v2/orders',
        payload: cashPickupOrder(),
        headers: { host: TEST_HOST },
      });
      if (placed.statusCode !== 201) throw new Error(`placing an order answered ${placed.statusCode}: ${placed.body}`);
      return { uuid: placed.json().order.uuid as string, answered: performance.now() };
    },
    connect(lastEventId, arrivals) {
      const request = http.get({
        host: '127.0.0.1',
        port,
        path: '/services/board/api/v1/shops/1001/events',
        headers: { host: TEST_HOST, ...staff, 'last-event-id': String(lastEventId) },
      });
      const opened = new Promise<void>((resolve, reject) => {
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
        request.on('response', (response) => {
          if (response.statusCode !== 200) return reject(new Error(`the board stream answered ${response.statusCode}`));
          resolve();
          response.setEncoding('utf8');
          response.on(
            'data',
            sseEvents((id, data) => {
              const parsed = data as { status: string; order: { uuid: string } };
              arrivals.push({ id, uuid: parsed.order.uuid, status: parsed.status, at: performance.now() });
            }),
          );
        });
      });
      return { opened, close: () => request.destroy() };
    },
    async lastEventId() {
      const board = await t.app.inject({
        method: 'GET',
        url: '/services/board/api/v1/shops/1001/orders',
        headers: { host: TEST_HOST, ...staff },
      });
      return board.json().last_event_id as number;
    },
    async close() {
      await other.close();
      await t.close();
    },
  };
}

/** Resolves once `check` holds, polling every 20 ms; rejects after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
