/*
 * The shopper cancels an order before the pizzeria accepts it (issue 36: 'The shopper can cancel from the
 * confirmation page until the shop accepts; the payment is refunded and both screens say so'). The issue gives no
 * words for the screens: the product's choices are written here with where they were made (src/views/order/CancelOrder.tsx,
 * OrderStatusCard.tsx, src/views/board/OrderCard.tsx, machines/orderCancel/orderCancel.rules.ts), so changing one is a
 * decision the suite sees, not one it silently follows.
 */
export const CANCEL_TEXT = {
  offer: 'You can cancel until the pizzeria accepts your order.',
  button: 'Cancel order',
  question: 'Cancel this order?',
  confirm: 'Yes, cancel order',
  keep: 'Keep my order',
  sending: 'Canceling…',
  retry: 'Try again',
  dismiss: 'Dismiss',
  /** what cancelling gives back, said before confirming: a cash order was never charged */
  cashPromise: 'Nothing has been charged: you pay in cash.',
  cardPromise: (total: string) => `${total} will be refunded to your card.`,
  /** the confirmation page once cancelled: checkout §4's 'voided (order canceled)', and who canceled it */
  status: 'Order canceled',
  byYou: 'You canceled this order.',
  heading: (firstName: string) => `Sorry, ${firstName}. Your order was canceled.`,
  /** the refund line the page has said for a declined card order since issue 36's decline */
  refunded: (amount: string, lastFour: string) => `Refunded ${amount} to your card ending in ${lastFour}.`,
  /** the cancel never got an answer */
  unreachable: "We couldn't reach the pizzeria's system. Check your connection and try again.",
  /** the brief: the board's card moves to Done as 'Cancelled by the customer' (the storefront spells it the US way) */
  board: 'Canceled by the customer.',
} as const;
