/*
 * Issue 36, 'Unanswered orders': 'an order not accepted within a configurable time escalates (the board alerts again;
 * the order's SMS/phone fallback is recorded) and, past a second limit, is declined with a refund and the shopper
 * told.' The spec gives no words and no times: the product's choices are written here with where they were made
 * (src/views/board/BoardView.tsx, OrderCard.tsx, src/views/order/OrderStatusCard.tsx), so changing one is a decision
 * the suite sees, not one it silently follows.
 */
const SECOND = 1_000;

/**
 * The walk's own server's limits (UNANSWERED_ESCALATE_SECONDS / UNANSWERED_DECLINE_SECONDS): short, so a walk waits
 * seconds, not the 5 and 10 minutes a pizzeria gets (README, Configuration).
 */
export const UNANSWERED_LIMITS = { escalateSeconds: 15, declineSeconds: 35 } as const;
/** The server looks for unanswered orders every tenth of the first limit, at least every half second: late by that much at most. */
export const UNANSWERED_SLACK_MS = 5 * SECOND;

export const UNANSWERED_TEXT = {
  /** the board's banner: 'the board alerts again' (and the card's mark, in whole minutes, at least one) */
  stillWaiting: (number: number) => `Order #${number} is still waiting!`,
  waitingMark: (minutes: number) => `Waiting ${minutes} min — accept or decline`,
  /** 'declined with a refund and the shopper told': the brief's wording, with the shop's name */
  shopperTold: (shop: string) => `${shop} didn't answer in time, so your order was canceled.`,
  /** the board's card in Done */
  boardDeclined: 'Declined: Not answered in time.',
} as const;

/** The card's mark counts the minutes the order had waited when it was escalated, at least one: 15 s shows 1. */
export const WALK_WAITING_MINUTES = 1;
