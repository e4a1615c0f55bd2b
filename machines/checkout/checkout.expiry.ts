import type { CardExpiry } from '../cardVerification/cardVerification.types';
import { CHECKOUT_MESSAGES } from './contact.rules';

/** checkout §8: said of a value of the wrong shape where no message of its own says more. */
export const INVALID_VALUE_MESSAGE = 'This value seems to be invalid';

const MONTH = /^(0?[1-9]|1[0-2])$/;
const YEAR = /^(\d{2}|20\d{2})$/;

/**
 * The expiry a saved card's verification asks for (checkout §4, §8): both parts, and ones a card can have
 * (month 1–12, a year as YY or 20YY); "13" or "ab" would otherwise go to the server as no date at all.
 */
export function expiryErrors({ month, year }: CardExpiry): { expiry?: string } {
  if (!month.trim() || !year.trim()) return { expiry: CHECKOUT_MESSAGES.expiryRequired };
  return MONTH.test(month.trim()) && YEAR.test(year.trim()) ? {} : { expiry: INVALID_VALUE_MESSAGE };
}
