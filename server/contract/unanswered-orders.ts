/**
 * The void reason of an order its pizzeria never answered (issue 36, 'Unanswered orders': past the second limit it
 * is declined with a refund and the shopper told): the board shows it on the card, and the shopper's page says it in
 * its own sentence rather than as the shop's reason.
 */
export const UNANSWERED_DECLINE_REASON = 'Not answered in time';
