import { assign, setup } from 'xstate';
import { CARD_VERIFICATION_CODES } from '../../server/contract/card-messages';
import { report } from './cardVerification.actors';
import type { CardVerificationContext, CardVerificationEvent, CardVerificationReport } from './cardVerification.types';

type Fail = Extract<CardVerificationEvent, { type: 'verification.fail' }>;
type Ctx = { context: CardVerificationContext };
type Guard = 'isThreeAttemptsRemaining' | 'isTwoAttemptsRemaining' | 'isOneAttemptRemaining' | 'isCardDeleted';

const emptyExpiry = { month: '', year: '' };
const ATTEMPTS_USED: Record<string, number> = {
  [CARD_VERIFICATION_CODES.threeAttemptsRemaining]: 0,
  [CARD_VERIFICATION_CODES.twoAttemptsRemaining]: 1,
  [CARD_VERIFICATION_CODES.oneAttemptRemaining]: 2,
  [CARD_VERIFICATION_CODES.cardDeleted]: 3,
};
const isCode =
  (code: string) =>
  ({ event }: { event: CardVerificationEvent }) =>
    event.type === 'verification.fail' && event.code === code;

const toReport = (context: CardVerificationContext, required: boolean): CardVerificationReport => ({
  required,
  paymentId: context.error?.paymentId ?? null,
  expiry: context.expiry,
  deletedPaymentId: context.error?.wasCardDeleted ? context.error.paymentId : null,
});
const reportRequired = { type: 'report', params: ({ context }: Ctx) => toReport(context, true) } as const;
const reportNotRequired = { type: 'report', params: ({ context }: Ctx) => toReport(context, false) } as const;
/** The server's answer, guarded by its code, to the state that shows it. */
const answer = (guard: Guard, target: string) =>
  ({ guard, target, actions: { type: 'assignError', params: ({ event }: { event: CardVerificationEvent }) => event as Fail } }) as const;
/** Where the server's count stands when this page did not see it move (its first answer, or another device's attempts). */
const countFromServer = [
  answer('isThreeAttemptsRemaining', '#cardVerification.required.threeAttemptsRemaining'),
  answer('isTwoAttemptsRemaining', '#cardVerification.required.twoAttemptsRemaining'),
  answer('isOneAttemptRemaining', '#cardVerification.required.oneAttemptRemaining'),
  answer('isCardDeleted', '#cardVerification.cardDeleted'),
];

export const cardVerificationMachine = setup({
  types: {} as { context: CardVerificationContext; events: CardVerificationEvent },
  actions: {
    report,
    assignError: assign((_, p: Fail) => ({
      error: {
        lastFourDigits: p.lastFour,
        message: p.message,
        paymentId: p.paymentId,
        previousAttempts: ATTEMPTS_USED[p.code] ?? 0,
        wasCardDeleted: p.code === CARD_VERIFICATION_CODES.cardDeleted,
      },
      expiry: emptyExpiry,
    })),
    assignExpiry: assign((_, p: { month: string; year: string }) => ({ expiry: { month: p.month, year: p.year } })),
    clearError: assign({ error: null, expiry: emptyExpiry }),
  },
  guards: {
    isThreeAttemptsRemaining: isCode(CARD_VERIFICATION_CODES.threeAttemptsRemaining),
    isTwoAttemptsRemaining: isCode(CARD_VERIFICATION_CODES.twoAttemptsRemaining),
    isOneAttemptRemaining: isCode(CARD_VERIFICATION_CODES.oneAttemptRemaining),
    isCardDeleted: isCode(CARD_VERIFICATION_CODES.cardDeleted),
  },
}).createMachine({
  id: 'cardVerification',
  description:
    "Card verification of a saved card (checkout §4, §8). After a card error on a saved card the server asks for the card's expiry month and year; each wrong date spends an attempt (3, 2, 1 remaining) and the third removes the card. The right date passes verification: the server then answers the charge's own outcome (a decline is shown as a decline and clears the payment, so checkout sends verification.clear). This machine shows where the count stands and keeps the expiry typed; checkout sends it with the order.",
  context: { error: null, expiry: emptyExpiry },
  initial: 'notRequired',
  states: {
    notRequired: {
      description:
        "Nothing asked. A saved card's declined charge asks from where the server's count stands (3 on this page; fewer after attempts on another device).",
      entry: reportNotRequired,
      on: { 'verification.fail': countFromServer },
    },
    required: {
      description:
        'The expiry month and year are required for this card before it can be charged. A count this page did not see move (another device spent attempts) is followed.',
      on: {
        'verification.expiryChange': { actions: [{ type: 'assignExpiry', params: ({ event }) => event }, reportRequired] },
        'verification.clear': { target: 'notRequired', actions: 'clearError' },
        'verification.fail': countFromServer,
      },
      initial: 'threeAttemptsRemaining',
      states: {
        // each rung tells checkout (a new answer empties the date typed for the last one)
        threeAttemptsRemaining: {
          entry: reportRequired,
          description: "'For your security, enter your card's expiration date.'",
          on: { 'verification.fail': answer('isTwoAttemptsRemaining', 'twoAttemptsRemaining') },
        },
        twoAttemptsRemaining: {
          entry: reportRequired,
          description: "A wrong date: 'Double check your expiration date. You have two more tries…'",
          on: { 'verification.fail': answer('isOneAttemptRemaining', 'oneAttemptRemaining') },
        },
        oneAttemptRemaining: {
          entry: reportRequired,
          description: 'A second wrong date: the last try before the card is removed.',
          on: { 'verification.fail': answer('isCardDeleted', '#cardVerification.cardDeleted') },
        },
      },
    },
    cardDeleted: {
      description:
        "The third wrong date: 'For your security, we've removed the card ending in {last4}…'; checkout clears the payment and the card leaves the saved list. A new card saved with the next order and declined is new to the server: it asks with 3 attempts.",
      entry: reportNotRequired,
      on: {
        'verification.clear': { target: 'notRequired', actions: 'clearError' },
        'verification.fail': answer('isThreeAttemptsRemaining', '#cardVerification.required.threeAttemptsRemaining'),
      },
    },
  },
});
