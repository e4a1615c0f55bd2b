import { CARD_VERIFICATION_CODES, CARD_VERIFICATION_MESSAGES, type CardVerificationCode } from '../../contract/payments';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { cardRefusal, type CardFailure } from './card-errors';
import { clearVerification, findOwnCard, requireVerification, spendVerificationAttempt, type PaymentMethodRow } from './repository';
import { deleteCard } from './service';
import type { CardGateway } from './stripe-client';

/**
 * Card verification (checkout §4 "Card verification", §8), counted here and never by the browser alone:
 * a charge on a saved card that fails with a card error leaves the card needing its expiry re-entered,
 * with 3 attempts. Missing expiry: the code for the attempts left; a wrong one spends an attempt
 * (2, 1 left), and the last one deletes the card; the right one passes verification and the charge is tried
 * again, its outcome answered as it is (a decline is the decline, never another verification code).
 */
export const VERIFICATION_ATTEMPTS = 3;

const codeFor = (attempts: number): CardVerificationCode =>
  attempts >= 3
    ? CARD_VERIFICATION_CODES.threeAttemptsRemaining
    : attempts === 2
      ? CARD_VERIFICATION_CODES.twoAttemptsRemaining
      : CARD_VERIFICATION_CODES.oneAttemptRemaining;

function verificationError(code: CardVerificationCode, lastFour: string): ApiError {
  const message = CARD_VERIFICATION_MESSAGES[code].replace('{last4}', lastFour);
  return new ApiError(422, { code, message, field: 'expr_month' }, [code]);
}

/** 422 with the code and message for `attempts` left (3, 2 or 1). */
export const attemptsLeftError = (attempts: number, lastFour: string) => verificationError(codeFor(attempts), lastFour);
/** 422 orders/verify-expr/card-deleted, '… the card ending in {last4} …' filled in. */
export const cardDeletedError = (lastFour: string) => verificationError(CARD_VERIFICATION_CODES.cardDeleted, lastFour);

/**
 * A charge on the saved card failed with a card error. `card` is the row as read before this request's
 * verification: when it needed verification, the right expiry was just entered, so verification is passed
 * and the card's own refusal is the answer (else a card that keeps declining would ask for its expiry for
 * ever); otherwise verification starts over at 3 and its 422 is the answer.
 */
export async function startVerification(db: Database, card: PaymentMethodRow, failure: CardFailure): Promise<ApiError> {
  if (card.needsVerification) return cardRefusal(failure);
  await requireVerification(db, card.id, VERIFICATION_ATTEMPTS);
  return attemptsLeftError(VERIFICATION_ATTEMPTS, card.lastFour);
}

export type ExpiryEntry = { expr_month?: number; expr_year?: number };

/**
 * Before charging a saved card: passes when it needs no verification or the right expiry was entered
 * (verification cleared), else throws the verification answer. Every attempt is spent by one conditional
 * UPDATE, so two requests never spend the same attempt and never both pass on the last one.
 */
export async function verifySavedCard(
  db: Database,
  gateway: CardGateway,
  card: PaymentMethodRow,
  entry: ExpiryEntry,
  now: Date,
): Promise<void> {
  if (!card.needsVerification) return;
  const { expr_month: month, expr_year: year } = entry;
  if (month === undefined || year === undefined) throw attemptsLeftError(card.attemptsRemaining ?? VERIFICATION_ATTEMPTS, card.lastFour);

  if (month === card.expMonth && year === card.expYear) {
    if (await clearVerification(db, card.id)) return;
  } else {
    const spent = await spendVerificationAttempt(db, card.id);
    if (spent) {
      const left = spent.attemptsRemaining ?? 0;
      if (left > 0) throw attemptsLeftError(left, card.lastFour);
      await deleteCard(db, gateway, spent, now);
      throw cardDeletedError(card.lastFour);
    }
  }
  // another request changed the card meanwhile: answer from where it is now
  const current = await findOwnCard(db, card.userId ?? 0, card.id);
  if (!current) throw cardDeletedError(card.lastFour);
  if (!current.needsVerification) {
    if (month === current.expMonth && year === current.expYear) return;
    throw attemptsLeftError(VERIFICATION_ATTEMPTS, card.lastFour);
  }
  const left = current.attemptsRemaining ?? VERIFICATION_ATTEMPTS;
  // the last attempt was spent by a request still deleting the card
  throw left > 0 ? attemptsLeftError(left, card.lastFour) : cardDeletedError(card.lastFour);
}
