import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, databaseKinds, openTestDatabase, type TestDatabase } from './harness';

/** A client sending its body a byte at a time held its socket for ever (requestTimeout and connectionTimeout were 0). */
describe.each(databaseKinds)('slow clients on %s', (kind) => {
  it('the server as built has a request timeout, an idle timeout and a connection cap', async () => {
    const t = await createTestApp(kind);
    try {
      expect(t.app.server.requestTimeout).toBeGreaterThan(0);
      expect(t.app.server.requestTimeout).toBeLessThanOrEqual(60_000);
      expect(t.app.server.timeout).toBeGreaterThan(0);
      expect(Number.isFinite(t.app.server.maxConnections)).toBe(true);
    } finally {
      await t.close();
    }
  });

  describe('with the limits shortened', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let port = 0;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      app = await buildApp({
        db: database.db,
        config: { dispatchSpeed: 0, staticDir: path.join(os.tmpdir(), 'crust-no-storefront'), logLevel: 'silent', rateLimitFactor: 1000 },
        socketLimits: { requestTimeout: 600, connectionTimeout: 5_000, checkingInterval: 100, maxConnections: 3 },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as net.AddressInfo).port;
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('a body that never finishes arriving is cut (408) and its socket closed', async () => {
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /services/core/api/v2/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
          );
          // a byte now and then, as a slowloris client does, so the socket is never idle
          const drip = setInterval(() => socket.writable && socket.write(' '), 100);
          socket.on('close', () => clearInterval(drip));
        });
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk;
        });
        socket.on('error', reject);
        socket.on('close', () => resolve(received));
        setTimeout(() => {
          socket.destroy();
          reject(new Error('the slow body still held its socket after 10 s'));
        }, 10_000);
      });
      expect(answer.split(' ')[1]).toBe('408');
      expect(Date.now() - started).toBeLessThan(3_000);
    });

    it('no more sockets than the cap are held at once', async () => {
      const sockets = await Promise.all(
        Array.from(
          { length: 5 },
          () =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
              socket.on('error', () => undefined);
            }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const open = sockets.filter((socket) => !socket.destroyed && !socket.readableEnded).length;
      sockets.forEach((socket) => socket.destroy());
      expect(open).toBe(3);
    });
  });
});
