/*
 * The pizzeria's order board (issue 36) and what the shopper's confirmation page says as the board acts. Written from
 * the spec and the issue, quoted; where neither gives the words, the product's choice is written here with where it
 * was made, so changing it is a decision the board suites see, not one they silently follow.
 */
const SECOND = 1_000;

/**
 * Checkout §4 'Order tracking': 'display states: confirming order, preparing order, ... ready for pickup, ...
 * out for delivery, ..., completed, voided (order canceled)'. The status line capitalises the first word.
 */
export const SHOPPER_STATUS_LINE = {
  placed: 'Confirming order',
  preparing: 'Preparing order',
  ready_for_pickup: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
  completed: 'Completed',
  voided: 'Order canceled',
} as const;

/**
 * Issue 36: 'decline with a reason (the shopper's page says it ...)', 'delay ("running late", the shopper's ETA
 * moves)'. The sentences are issue 14's, as the shopper's page has said them since (model-tests/suites/tracking.spec.ts).
 */
export const shopperDeclined = (shop: string, reason: string) => `${shop} canceled your order: ${reason}.`;
export const shopperRunningLate = (shop: string, minutes: number) =>
  `${shop} is running late: your estimate moved back ${minutes} minutes.`;

/** Issue 36: 'Columns by status'. The product's column names (src/views/board), one per step of the order's life. */
export const BOARD_COLUMNS = {
  placed: 'New',
  preparing: 'In the kitchen',
  ready_for_pickup: 'Ready / out for delivery',
  out_for_delivery: 'Ready / out for delivery',
  completed: 'Done',
  voided: 'Done',
} as const;

/**
 * Issue 36: 'the board machine for the connection: connecting, live, reconnecting, offline banner' and 'a visible
 * alert until acknowledged'. The words are the product's (src/views/board/BoardView.tsx).
 */
export const BOARD_TEXT = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Connection lost. Reconnecting…',
  offline: "You're offline. New orders may be waiting: the board keeps trying to reconnect.",
  retry: 'Reconnect now',
  acknowledge: 'Acknowledge',
  newOrders: (count: number) => (count > 1 ? `${count} new orders!` : 'New order!'),
  notStaff: 'This account is not staff of a shop',
  /** The board's heading names its shop (the product's words, src/views/board/BoardView.tsx). */
  title: (shop: string) => `${shop}: orders`,
  /** Issue 36: 'a role tied to their shop(s)'. The label of the header's shop choice, shown to staff of more than one shop. */
  shopChoice: 'Shop',
} as const;

/**
 * Not in the spec. The brief for issue 36: 'reconnecting 1/2/4 s, offline banner' — the waits before each
 * reconnection, then the banner after the fourth failed try; the offline board tries again every 15 s.
 */
export const BOARD_RECONNECT_WAITS_MS = [1 * SECOND, 2 * SECOND, 4 * SECOND, 8 * SECOND];
export const BOARD_RECONNECT_TRIES = 4;
export const BOARD_OFFLINE_RETRY_MS = 15 * SECOND;

/** Issue 36: 'accept with a prep time', 'decline with a reason', 'delay', 'adjust (partial refund)'. What the walks choose. */
export const BOARD_CHOICES = {
  prepMinutes: 20,
  lateMinutes: 15,
  declineReason: "We're out of an ingredient",
  adjustDollars: '1.50',
  adjustCents: 150,
  adjustReason: 'No ranch left, so we left it off',
} as const;
