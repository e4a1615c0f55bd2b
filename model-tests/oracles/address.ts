/** Discovery §5 'Delivery address messages' (the same three in checkout §8 'Delivery address failure'). */
export const ADDRESS_STATUS = {
  missing: 'Please provide a valid delivery address.',
  undeliverable: "Sorry, this pizzeria doesn't deliver to that location. Use a new address, switch to pickup, or start a new search.",
  deliverable: 'Great news! This pizzeria delivers to your location.',
} as const;
