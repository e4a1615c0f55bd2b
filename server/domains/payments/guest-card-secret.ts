import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../support/service';

/**
 * The secret a guest's card is saved with (issue 37 item 1): answered once to the browser that saved it,
 * kept here only as its SHA-256. Paying or confirming with the card needs it, so its id and email alone do not.
 */
export function newCardSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashToken(secret) };
}

/** The given secret is the card's, compared in constant time on the two hashes; a card saved with none matches nothing. */
export function cardSecretMatches(storedHash: string | null, given: string | undefined): boolean {
  if (!storedHash || !given) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashToken(given), 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
