/** Discovery §5 'Delivery address messages' (the same three in checkout §8 'Delivery address failure'). */
export const ADDRESS_STATUS = {
  missing: 'Please provide a valid delivery address.',
  undeliverable: "Sorry, this pizzeria doesn't deliver to that location. Use a new address, switch to pickup, or start a new search.",
  deliverable: 'Great news! This pizzeria delivers to your location.',
} as const;

/**
 * Issue 32 item 2 (the embedded maps): 'where it can place only a city it asks for the ZIP ("Add your ZIP code to
 * see pizzerias that deliver to you") instead of searching from the city's centre'.
 */
export const ZIP_ASK = 'Add your ZIP code to see pizzerias that deliver to you';
