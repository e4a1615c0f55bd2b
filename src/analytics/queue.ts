import { ANALYTICS_QUEUE_FLUSH_LIMIT } from './constants';

export type QueuedEvent = { event: string; page: string; occurredAt: string; data: Record<string, unknown> };
export type FlushReason = 'limit' | 'idle' | 'pageHide';
/** Sends one batch; `keepalive` when the page is going away (the request must outlive it). */
export type SendBatch = (events: QueuedEvent[], options: { keepalive: boolean; reason: FlushReason }) => Promise<unknown>;

/**
 * The data-layer queue: events wait here and leave in one batch when 100 are queued (spec §9), when the
 * browser is idle, or when the page is hidden. Analytics is best effort: a batch that fails is dropped
 * rather than retried, so a collector that is down never grows the page's memory.
 */
export function createEventQueue(send: SendBatch, limit = ANALYTICS_QUEUE_FLUSH_LIMIT) {
  let queued: QueuedEvent[] = [];

  function flush(reason: FlushReason): void {
    while (queued.length > 0) {
      const batch = queued.slice(0, limit);
      queued = queued.slice(limit);
      void send(batch, { keepalive: reason === 'pageHide', reason }).catch(() => {});
    }
  }

  return {
    push(event: QueuedEvent): void {
      queued.push(event);
      if (queued.length >= limit) flush('limit');
    },
    flush,
    get size() {
      return queued.length;
    },
  };
}

export type EventQueue = ReturnType<typeof createEventQueue>;
