/** What the cancel answers that the confirmation page shows at once: the order voided, and what went back to the shopper. */
export type CancelledOrder = { status: string; refundedAmount: number };

export type OrderCancelContext = {
  orderUuid: string;
  /** the order as the cancel answered it (null until cancelled) */
  cancelled: CancelledOrder | null;
  /** the server's reason the cancel did not go through (accepted meanwhile, no connection…) */
  error: string | null;
};

export type OrderCancelInput = { orderUuid: string };

export type OrderCancelEvent =
  | { type: 'cancel.request' }
  | { type: 'cancel.keep' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.retry' }
  | { type: 'cancel.dismiss' };

export const selectCancelError = (snapshot: { context: OrderCancelContext }) => snapshot.context.error;
export const selectCancelled = (snapshot: { context: OrderCancelContext }) => snapshot.context.cancelled;
