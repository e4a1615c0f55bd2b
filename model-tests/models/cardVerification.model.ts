import type { AnyMachineSnapshot } from 'xstate';
import { cardVerificationMachine } from '../../machines/cardVerification/cardVerification.machine';
import type { CardExpiry, CardVerificationContext } from '../../machines/cardVerification/cardVerification.types';
import { CARD_VERIFICATION_CODES, CARD_VERIFICATION_MESSAGES, type CardVerificationCode } from '../../server/contract/payments';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

/*
 * Card verification of a saved card at checkout (checkout §4 "Card verification", §5, §8). The shopper's
 * account holds one card, the sandbox's 4000 0000 0000 0341 (it saves fine; every charge is declined),
 * saved through the API before checkout opens, as another device of the shopper's would. Each
 * `verification.fail` is the real server's answer to Place order: which one it gives follows from where
 * the server's count stands and from the expiry typed, so the walk only asks for answers the server gives.
 */

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CardVerificationContext;

/** The saved card: its last four and the expiry the server compares with. */
export const savedCard = { number: '4000000000000341', lastFour: '0341', expMonth: 12, expYear: 2030 } as const;

/** What the shopper types in "Expiration month (MM)" / "Expiration year (YY)". */
export const typedExpiry = {
  right: { month: '12', year: '30' },
  wrong: { month: '11', year: '30' },
} as const satisfies Record<string, CardExpiry>;
export type TypedExpiry = keyof typeof typedExpiry | 'none';

export const expiryKind = (expiry: CardExpiry): TypedExpiry =>
  (Object.keys(typedExpiry) as (keyof typeof typedExpiry)[]).find((kind) => typedExpiry[kind].month === expiry.month && typedExpiry[kind].year === expiry.year) ?? 'none';

const { threeAttemptsRemaining, twoAttemptsRemaining, oneAttemptRemaining, cardDeleted } = CARD_VERIFICATION_CODES;

/** The server's count for the card: never asked yet, attempts left, or removed. */
export type ServerCard = 'fresh' | 3 | 2 | 1 | 'deleted';
export const serverCardOf: Record<CardVerificationCode, Exclude<ServerCard, 'fresh'>> = {
  [threeAttemptsRemaining]: 3,
  [twoAttemptsRemaining]: 2,
  [oneAttemptRemaining]: 1,
  [cardDeleted]: 'deleted',
};
const codeOf = (card: Exclude<ServerCard, 'fresh'>): CardVerificationCode =>
  (Object.keys(serverCardOf) as CardVerificationCode[]).find((code) => serverCardOf[code] === card)!;

/**
 * The server's rule (server/domains/payments/verification.ts, checkout §4): the first declined charge on
 * a saved card asks for its expiry with 3 attempts; no expiry keeps the count; a wrong one spends an
 * attempt and the last one removes the card; the right one clears it, and the charge (declined again)
 * starts over at 3. A removed card answers card-deleted.
 */
export function serverAnswer(card: ServerCard, typed: TypedExpiry): { code: CardVerificationCode; card: Exclude<ServerCard, 'fresh'> } {
  let next: Exclude<ServerCard, 'fresh'>;
  if (card === 'fresh' || card === 'deleted') next = card === 'fresh' ? 3 : 'deleted';
  else if (typed === 'right') next = 3;
  else if (typed === 'wrong') next = card === 1 ? 'deleted' : ((card - 1) as 2 | 1);
  else next = card;
  return { code: codeOf(next), card: next };
}

/** The attempts the state shows (the server's count while it asks). */
const REQUIRED_COUNT: Record<string, 3 | 2 | 1> = { threeAttemptsRemaining: 3, twoAttemptsRemaining: 2, oneAttemptRemaining: 1 };
export const requiredCount = (snapshot: AnyMachineSnapshot): 3 | 2 | 1 | null => {
  const value = snapshot.value as string | { required: string };
  return typeof value === 'object' ? REQUIRED_COUNT[value.required] : null;
};

/** The server's answer as checkout passes it on (the card's id is the server's: the graph never keys on it). */
const failWith = (code: CardVerificationCode): ModelEvent => ({
  type: 'verification.fail',
  code,
  message: CARD_VERIFICATION_MESSAGES[code].replace('{last4}', savedCard.lastFour),
  paymentId: 0,
  lastFour: savedCard.lastFour,
});

const SHORT: Record<CardVerificationCode, string> = {
  [threeAttemptsRemaining]: '3 attempts left',
  [twoAttemptsRemaining]: '2 attempts left',
  [oneAttemptRemaining]: '1 attempt left',
  [cardDeleted]: 'card deleted',
};

/**
 * `elsewhere`: whether another device of the shopper's may spend (or restore) the card's attempts
 * before this page places an order that nothing asks the expiry for yet.
 */
const modelOf = ({ elsewhere }: { elsewhere: boolean }): ModelDefinition<typeof cardVerificationMachine> => ({
  name: 'cardVerification',
  machine: cardVerificationMachine,
  outcomes: {
    'verification.fail': Object.values(CARD_VERIFICATION_CODES).map(failWith),
    'verification.expiryChange': (Object.keys(typedExpiry) as (keyof typeof typedExpiry)[]).map((kind) => ({ type: 'verification.expiryChange', ...typedExpiry[kind] })),
    // another card ("A new card") or another tender (Cash): checkout tells verification to stop asking
    'verification.clear': [
      { type: 'verification.clear', by: 'newCard' },
      { type: 'verification.clear', by: 'cash' },
    ],
  },
  contextKey: (snapshot) => ({ typed: expiryKind(contextOf(snapshot).expiry) }),
  filterEvents: (snapshot, event) => {
    const { expiry } = contextOf(snapshot);
    if (event.type === 'verification.fail') {
      const code = event.code as CardVerificationCode;
      // Nothing asked yet (or no longer, after another card or tender): the shopper picks the saved card and
      // places with no expiry, so the server answers where its count stands. On this page alone that is the
      // first declined charge (3 attempts). In the walk `elsewhere`, another device of the shopper's has spent
      // attempts first (or the last one, removing the card this page still lists): the count is the server's,
      // kept across pages and devices (§4), and this page shows what is left (3 is the other walk's).
      if (snapshot.matches('notRequired')) return elsewhere ? code !== threeAttemptsRemaining : code === threeAttemptsRemaining;
      // Removed: the card left the saved list, so no order can name it again from this page.
      if (snapshot.matches('cardDeleted')) return false;
      // Asked: the expiry typed decides. Both fields are required before placing (checkout §5 'Please enter your
      // card's expiration date'), so a missing or partial date never reaches the server.
      const typed = expiryKind(expiry);
      if (typed === 'none') return false;
      return serverAnswer(requiredCount(snapshot)!, typed).code === code;
    }
    if (event.type === 'verification.expiryChange') {
      // typing the date already in the fields changes nothing
      return !(event.month === expiry.month && event.year === expiry.year);
    }
    if (event.type === 'verification.clear' && event.by === 'newCard') {
      // the removed card was the account's only one: the saved-card picker (and its "A new card") is gone
      return !snapshot.matches('cardDeleted');
    }
    return true;
  },
  eventLabel: (event) => {
    switch (event.type) {
      case 'verification.fail':
        return `Place order → ${SHORT[event.code as CardVerificationCode]}`;
      case 'verification.expiryChange':
        return `type ${event.month}/${event.year} (${expiryKind(event as unknown as CardExpiry)})`;
      case 'verification.clear':
        return event.by === 'cash' ? 'choose Cash' : 'choose A new card';
      default:
        return event.type;
    }
  },
  unreachable: {},
});

/** One shopper on this checkout page: 3, 2, 1 attempts, then the card removed, and each way out. */
export const cardVerificationModel = modelOf({ elsewhere: false });
/** The count is the server's: attempts spent on another device show here when this page places. */
export const cardVerificationAcrossDevicesModel = modelOf({ elsewhere: true });
