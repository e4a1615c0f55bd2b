import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * How long a client may take and how many sockets it may hold. Node's http server, as Fastify builds it,
 * waits for ever by default (requestTimeout and connectionTimeout 0): a client sending a body a byte a
 * minute kept its socket, and enough of them kept every socket.
 */
export type SocketLimits = {
  /** the whole request, headers and body, must have arrived within this (ms); else 408 and the socket closes */
  requestTimeout: number;
  /** a socket silent this long (ms) is closed */
  connectionTimeout: number;
  /** sockets open at once; more are refused as they come */
  maxConnections: number;
  /** how often Node checks requestTimeout (ms; its default, 30 s, would let a slow body run 30 s over) */
  checkingInterval: number;
};

export const defaultSocketLimits: SocketLimits = {
  requestTimeout: 30_000,
  connectionTimeout: 60_000,
  maxConnections: 2_048,
  checkingInterval: 1_000,
};

/**
 * Node's requestTimeout does not cut a body still dripping in once its request is being handled (checked on
 * Node 20 and 24: a byte every 100 ms kept the socket past any requestTimeout), so the body gets a deadline
 * of its own: not all arrived within requestTimeout, the client is answered 408 and the socket closed.
 */
export function cutSlowBodies(app: FastifyInstance, requestTimeout: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) return done();
    const timer = setTimeout(() => {
      const socket = raw.socket;
      // app.inject's requests have no socket to cut
      if (raw.complete || typeof socket?.end !== 'function') return;
      const body = JSON.stringify(
        errorBody([{ code: 'request_timeout', message: `The request body did not arrive within ${requestTimeout / 1000} seconds.` }]),
      );
      socket.end(
        `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      socket.destroySoon();
    }, requestTimeout);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    // answered before its body arrived (a 429, a 413): the answer stands, no 408 after it
    reply.raw.once('finish', clear);
    done();
  });
}
