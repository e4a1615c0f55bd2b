/**
 * How big one online order may be. A catering-size order still fits; 100 lines × 99 pizzas does not.
 * The cart clamps a line's quantity to the same cap, so the storefront never builds what the API refuses.
 */
export const ORDER_LIMITS = {
  /** of one item (one line) */
  lineQuantity: 50,
  /** different lines in one order */
  lines: 50,
  /** items in all */
  items: 200,
  /** the order total, in cents */
  totalCents: 300_000,
} as const;

export const ORDER_LIMIT_MESSAGES = {
  lineQuantity: `You can order up to ${ORDER_LIMITS.lineQuantity} of one item.`,
  lines: `An order can hold up to ${ORDER_LIMITS.lines} different items.`,
  items: `An order can hold up to ${ORDER_LIMITS.items} items. For a larger order, please call the pizzeria.`,
  total: `Orders over $${(ORDER_LIMITS.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} cannot be placed online. Please call the pizzeria.`,
} as const;
