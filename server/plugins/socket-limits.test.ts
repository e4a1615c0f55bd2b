import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cutSlowBodies } from './socket-limits';

/** A request answered before its body was read (a 429 from the rate limiter) left the body's deadline running. */
describe('cutSlowBodies after an early answer', () => {
  const errors: unknown[] = [];
  const record = (error: unknown) => void errors.push(error);
  afterEach(() => process.off('uncaughtException', record));

  it("an app.inject request answered before its body was read: no 408 attempt on inject's fake socket once the deadline passes", async () => {
    process.on('uncaughtException', record);
    const app = Fastify();
    cutSlowBodies(app, 50);
    app.addHook('onRequest', async (_request, reply) =>
      reply.status(429).send({ errors: [{ code: 'rate_limited', message: 'Too many requests' }] }),
    );
    app.post('/orders', async () => ({ ok: true }));
    const answer = await app.inject({ method: 'POST', url: '/orders', payload: { order: {} } });
    expect(answer.statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(errors).toEqual([]);
    await app.close();
  });
});
