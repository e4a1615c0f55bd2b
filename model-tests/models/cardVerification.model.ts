import type { AnyMachineSnapshot } from 'xstate';
import { cardVerificationMachine } from '../../machines/cardVerification/cardVerification.machine';
import type { CardExpiry, CardVerificationContext } from '../../machines/cardVerification/cardVerification.types';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';
import { checkoutBehindCardVerification } from './checkoutParent';

/*
 * Card verification of a saved card at checkout (checkout §4 "Card verification", §5, §8). The shopper's
 * account holds one card, the sandbox's 4000 0000 0000 0341 (it saves fine; every charge is declined),
 * saved through the API before checkout opens, as another device of the shopper's would. Each
 * `verification.fail` is the real server's answer to Place order: which one it gives follows from where
 * the server's count stands and from the expiry typed, so the walk only asks for answers the server gives.
 */

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CardVerificationContext;

/** Checkout §4's codes, by the attempts they leave. */
export const CODES = {
  threeAttemptsRemaining: 'orders/verify-expr/3-attempts-remaining',
  twoAttemptsRemaining: 'orders/verify-expr/2-attempts-remaining',
  oneAttemptRemaining: 'orders/verify-expr/1-attempt-remaining',
  cardDeleted: 'orders/verify-expr/card-deleted',
} as const;
export type CardVerificationCode = (typeof CODES)[keyof typeof CODES];

/**
 * Checkout §8's messages as the server sends them ({last4} filled in). §8 only says the third one warns it
 * is the last attempt: its words are the platform's.
 */
export const SERVER_MESSAGES: Record<CardVerificationCode, string> = {
  [CODES.threeAttemptsRemaining]: "For your security, enter your card's expiration date.",
  [CODES.twoAttemptsRemaining]: 'Double check your expiration date. You have two more tries before this card is removed for your security.',
  [CODES.oneAttemptRemaining]: 'Double check your expiration date. This is your last try before this card is removed for your security.',
  [CODES.cardDeleted]: "For your security, we've removed the card ending in {last4}. Please use another payment method.",
};

/** The saved card: its last four and the expiry the server compares with. */
export const savedCard = { number: '4000000000000341', lastFour: '0341', expMonth: 12, expYear: 2030 } as const;

/** What the shopper types in "Expiration month (MM)" / "Expiration year (YY)". */
export const typedExpiry = {
  right: { month: '12', year: '30' },
  wrong: { month: '11', year: '30' },
} as const satisfies Record<string, CardExpiry>;
export type TypedExpiry = keyof typeof typedExpiry | 'none';

export const expiryKind = (expiry: CardExpiry): TypedExpiry =>
  (Object.keys(typedExpiry) as (keyof typeof typedExpiry)[]).find(
    (kind) => typedExpiry[kind].month === expiry.month && typedExpiry[kind].year === expiry.year,
  ) ?? 'none';

const { threeAttemptsRemaining, twoAttemptsRemaining, oneAttemptRemaining, cardDeleted } = CODES;

/** The server's count for the card: nothing asked (a charge is tried), attempts left, or removed. */
export type ServerCard = 'fresh' | 3 | 2 | 1 | 'deleted';
export const serverCardOf: Record<CardVerificationCode, Exclude<ServerCard, 'fresh'>> = {
  [threeAttemptsRemaining]: 3,
  [twoAttemptsRemaining]: 2,
  [oneAttemptRemaining]: 1,
  [cardDeleted]: 'deleted',
};
const codeOf = (card: Exclude<ServerCard, 'fresh'>): CardVerificationCode =>
  (Object.keys(serverCardOf) as CardVerificationCode[]).find((code) => serverCardOf[code] === card)!;

/** The server's answer to an order: a verification code, or the charge's own decline (422 payment_error). */
export type ServerAnswer = CardVerificationCode | 'declined';

/**
 * The server's rule (checkout §4; issue 31 item 4): a charge on a card that needs nothing is declined and
 * asks for its expiry with 3 attempts; no expiry keeps the count; a wrong one spends an attempt and the last
 * one removes the card; the right one passes verification and the charge is tried: its decline is the answer
 * and the card needs nothing again. A removed card answers card-deleted.
 */
export function serverAnswer(card: ServerCard, typed: TypedExpiry): { answer: ServerAnswer; card: ServerCard } {
  if (card === 'fresh') return { answer: threeAttemptsRemaining, card: 3 };
  if (card === 'deleted') return { answer: cardDeleted, card };
  if (typed === 'right') return { answer: 'declined', card: 'fresh' };
  const next: Exclude<ServerCard, 'fresh'> = typed === 'wrong' ? (card === 1 ? 'deleted' : ((card - 1) as 2 | 1)) : card;
  return { answer: codeOf(next), card: next };
}

/** The counts another device can bring the server to, the fewest orders first (it never removes the card unless asked). */
export function elsewhereRoute(from: ServerCard, to: ServerCard): TypedExpiry[] | null {
  const routes = new Map<ServerCard, TypedExpiry[]>([[from, []]]);
  const queue: ServerCard[] = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) return routes.get(at)!;
    for (const typed of ['none', 'wrong', 'right'] as const) {
      const next = serverAnswer(at, typed).card;
      if (routes.has(next) || (next === 'deleted' && to !== 'deleted')) continue;
      routes.set(next, [...routes.get(at)!, typed]);
      queue.push(next);
    }
  }
  return null;
}

/** Where the server may stand (moved there by another device) for this page's order, typed as it is, to get `answer`. */
export const serverCardsAnswering = (answer: ServerAnswer, typed: TypedExpiry): ServerCard[] =>
  (['fresh', 3, 2, 1, 'deleted'] as const).filter((card) => serverAnswer(card, typed).answer === answer);

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
  message: SERVER_MESSAGES[code].replace('{last4}', savedCard.lastFour),
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
 * `elsewhere`: whether another device of the shopper's may spend (or restore) the card's attempts before
 * this page places: the count is the server's, kept across pages and devices (§4), and this page follows it.
 */
const modelOf = ({ elsewhere }: { elsewhere: boolean }): ModelDefinition<typeof cardVerificationMachine> => ({
  name: 'cardVerification',
  shortestPathsOnly:
    "the card's attempts are the server's (§4), kept across orders: a walk that went on past a deletion would ask the server for attempts the deleted card no longer has",
  // walked at the checkout page: what checkout took behind each step is recorded under its name
  parent: checkoutBehindCardVerification(savedCard),
  machine: cardVerificationMachine,
  outcomes: {
    'verification.fail': Object.values(CODES).map(failWith),
    'verification.expiryChange': (Object.keys(typedExpiry) as (keyof typeof typedExpiry)[]).map((kind) => ({
      type: 'verification.expiryChange',
      ...typedExpiry[kind],
    })),
    // another card ("A new card"), another tender (Cash), or the right expiry answered by the card's decline
    // (payment_error: checkout clears the payment, checkout §8): checkout tells verification to stop asking
    'verification.clear': [
      { type: 'verification.clear', by: 'newCard' },
      { type: 'verification.clear', by: 'cash' },
      { type: 'verification.clear', by: 'declined' },
    ],
  },
  contextKey: (snapshot) => ({ typed: expiryKind(contextOf(snapshot).expiry) }),
  filterEvents: (snapshot, event) => {
    const { expiry } = contextOf(snapshot);
    const typed = expiryKind(expiry);
    if (event.type === 'verification.fail') {
      const code = event.code as CardVerificationCode;
      // Nothing asked yet (or no longer, after another card or tender): the shopper picks the saved card and
      // places with no expiry, so the server answers where its count stands. On this page alone that is the
      // first declined charge (3 attempts). In the walk `elsewhere`, another device of the shopper's has spent
      // attempts first (or the last one, removing the card this page still lists); 3 is the other walk's.
      if (snapshot.matches('notRequired')) return elsewhere ? code !== threeAttemptsRemaining : code === threeAttemptsRemaining;
      // Removed: the card left the saved list. A new 0341 typed with "Save this card" is saved on the way and
      // its charge declined: a card new to the server asks with 3 attempts.
      if (snapshot.matches('cardDeleted')) return code === threeAttemptsRemaining;
      // Asked: the expiry typed decides. Both fields are required before placing (checkout §5 'Please enter your
      // card's expiration date'), so a missing or partial date never reaches the server. On this page alone the
      // server's count is the one shown; elsewhere, another device may have moved it first.
      if (typed === 'none') return false;
      if (!elsewhere) return serverAnswer(requiredCount(snapshot)!, typed).answer === code;
      return serverCardsAnswering(code, typed).length > 0;
    }
    if (event.type === 'verification.expiryChange') {
      // typing the date already in the fields changes nothing
      return !(event.month === expiry.month && event.year === expiry.year);
    }
    if (event.type === 'verification.clear') {
      // the right date typed while asked: Place order, and the card's own decline is the answer
      if (event.by === 'declined') return snapshot.matches('required') && typed === 'right';
      // the removed card was the account's only one: the saved-card picker (and its "A new card") is gone
      if (event.by === 'newCard') return !snapshot.matches('cardDeleted');
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
        return event.by === 'cash' ? 'choose Cash' : event.by === 'declined' ? 'Place order → declined' : 'choose A new card';
      default:
        return event.type;
    }
  },
  unreachable: {},
});

/** One shopper on this checkout page: 3, 2, 1 attempts, then the card removed, and each way out. */
export const cardVerificationModel = modelOf({ elsewhere: false });
/** The count is the server's: attempts spent (or restored) on another device show here when this page places. */
export const cardVerificationAcrossDevicesModel = modelOf({ elsewhere: true });
