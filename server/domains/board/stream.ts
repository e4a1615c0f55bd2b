import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { Database } from '../../db/database';
import { BOARD_SEEN_EVERY_MS, eventsAfter, markBoardSeen, ordersByIds } from './repository';
import { toBoardOrder } from './service';

export type StreamTiming = {
  /** how often an open stream asks the database for its shop's new events (every replica sees every commit) */
  pollMs: number;
  /** a comment line this often keeps proxies from closing an idle stream */
  keepAliveMs: number;
};
export const defaultStreamTiming: StreamTiming = { pollMs: 200, keepAliveMs: 15_000 };

/** Streams of this process poll at once when an action here changed their shop (others find it within pollMs). */
const wakeups = new EventEmitter();
wakeups.setMaxListeners(0);
export const wakeBoards = (shopId: number) => {
  wakeups.emit(String(shopId));
};

const batch = 200;

/**
 * One board's Server-Sent Events: every event of its shop after `afterId`, in id order, each with its id (the
 * browser's Last-Event-ID when it reconnects) and the order as it is now. Keeps the shop's board presence fresh
 * while open. Answers a function that ends the stream (the server closing).
 */
export function streamBoardEvents(
  db: Database,
  shopId: number,
  afterId: number,
  raw: ServerResponse,
  clock: () => Date,
  timing: StreamTiming,
  log: (error: unknown) => void,
): () => void {
  let cursor = afterId;
  let closed = false;
  let polling = false;
  let again = false;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 1000\n\n');

  const poll = async (): Promise<void> => {
    if (closed) return;
    if (polling) {
      again = true;
      return;
    }
    polling = true;
    try {
      for (;;) {
        const events = await eventsAfter(db, shopId, cursor, batch);
        if (events.length === 0 || closed) break;
        const orders = new Map((await ordersByIds(db, [...new Set(events.map((event) => event.orderId))])).map((row) => [row.id, row]));
        let text = '';
        for (const event of events) {
          const order = orders.get(event.orderId);
          if (order)
            text += `id: ${event.id}\nevent: order\ndata: ${JSON.stringify({ event_id: event.id, status: event.status, order: toBoardOrder(order) })}\n\n`;
          cursor = event.id;
        }
        if (!closed && text) raw.write(text);
        if (events.length < batch) break;
      }
    } catch (error) {
      log(error);
    } finally {
      polling = false;
    }
    if (again) {
      again = false;
      await poll();
    }
  };

  const seen = () => markBoardSeen(db, shopId, clock()).catch(log);
  const wake = () => {
    void poll();
  };
  wakeups.on(String(shopId), wake);
  const pollTimer = setInterval(wake, timing.pollMs);
  const seenTimer = setInterval(() => {
    void seen();
  }, BOARD_SEEN_EVERY_MS);
  const aliveTimer = setInterval(() => {
    if (!closed) raw.write(': keep-alive\n\n');
  }, timing.keepAliveMs);
  void seen();
  void poll();

  const stop = () => {
    if (closed) return;
    closed = true;
    clearInterval(pollTimer);
    clearInterval(seenTimer);
    clearInterval(aliveTimer);
    wakeups.off(String(shopId), wake);
  };
  raw.on('close', stop);
  return () => {
    stop();
    raw.end();
  };
}
