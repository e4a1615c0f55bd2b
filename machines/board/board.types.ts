import type { ShopOrderSnapshot } from '../shopOrder/shopOrder.types';

/** One event of the board's stream (server/domains/board/stream.ts): its id, the status it recorded, the order as it is now. */
export type BoardStreamEvent = { event_id: number; status: string; order: ShopOrderSnapshot };

export type BoardContext = {
  shopId: number;
  /** the last event id applied: the stream resumes after it (Last-Event-ID), and an event at or below it is not applied twice */
  lastEventId: number;
  orders: Record<string, ShopOrderSnapshot>;
  /** new orders the staff has not acknowledged yet (the alert sounds until they do) */
  unacknowledged: string[];
  /** waiting orders the server escalated (unanswered past the first limit) that the staff has not acknowledged yet */
  escalated: string[];
  /** reconnections tried since the stream was last live */
  attempts: number;
};

export type BoardInput = { shopId: number };

export type BoardEvent =
  | { type: 'stream.open' }
  | { type: 'stream.event'; event: BoardStreamEvent }
  | { type: 'stream.error' }
  | { type: 'board.acknowledge' }
  | { type: 'board.retry' };

export type LoadBoardOutput = { orders: ShopOrderSnapshot[]; last_event_id: number };

export const selectOrders = (snapshot: { context: BoardContext }) => Object.values(snapshot.context.orders);
export const selectUnacknowledged = (snapshot: { context: BoardContext }) => snapshot.context.unacknowledged;
export const selectEscalated = (snapshot: { context: BoardContext }) => snapshot.context.escalated;
