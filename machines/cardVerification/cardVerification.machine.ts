import { assign, setup } from 'xstate';
import { CARD_VERIFICATION_CODES } from '../../server/contract/card-messages';
import { report } from './cardVerification.actors';
import type { CardVerificationContext, CardVerificationEvent, CardVerificationReport } from './cardVerification.types';

type Fail = Extract<CardVerificationEvent, { type: 'verification.fail' }>;
type Ctx = { context: CardVerificationContext };

const emptyExpiry = { month: '', year: '' };
const ATTEMPTS_USED: Record<string, number> = {
  [CARD_VERIFICATION_CODES.threeAttemptsRemaining]: 0,
  [CARD_VERIFICATION_CODES.twoAttemptsRemaining]: 1,
  [CARD_VERIFICATION_CODES.oneAttemptRemaining]: 2,
  [CARD_VERIFICATION_CODES.cardDeleted]: 3,
};

const toReport = (context: CardVerificationContext, required: boolean): CardVerificationReport => ({
  required,
  paymentId: context.error?.paymentId ?? null,
  expiry: context.expiry,
  deletedPaymentId: context.error?.wasCardDeleted ? context.error.paymentId : null,
});
const reportRequired = { type: 'report', params: ({ context }: Ctx) => toReport(context, true) } as const;
const reportNotRequired = { type: 'report', params: ({ context }: Ctx) => toReport(context, false) } as const;
const onCode = (code: string, target: string) =>
  ({
    guard: ({ event }: { event: CardVerificationEvent }) => event.type === 'verification.fail' && event.code === code,
    target,
    actions: { type: 'assignError', params: ({ event }: { event: CardVerificationEvent }) => event as Fail },
  }) as const;
const failures = [
  onCode(CARD_VERIFICATION_CODES.threeAttemptsRemaining, '#cardVerification.required.threeAttemptsRemaining'),
  onCode(CARD_VERIFICATION_CODES.twoAttemptsRemaining, '#cardVerification.required.twoAttemptsRemaining'),
  onCode(CARD_VERIFICATION_CODES.oneAttemptRemaining, '#cardVerification.required.oneAttemptRemaining'),
  onCode(CARD_VERIFICATION_CODES.cardDeleted, '#cardVerification.cardDeleted'),
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
}).createMachine({
  id: 'cardVerification',
  description:
    "Card verification of a saved card (checkout §4, §8). After a card error on a saved card the server asks for the card's expiry month and year; it counts the attempts (3, 2, 1 remaining) and removes the card after the third wrong date. This machine shows where that count stands and keeps the expiry typed; checkout sends it with the order.",
  context: { error: null, expiry: emptyExpiry },
  initial: 'notRequired',
  on: { 'verification.fail': failures },
  states: {
    notRequired: { entry: reportNotRequired },
    required: {
      description: 'The expiry month and year are required for this card before it can be charged.',
      entry: reportRequired,
      on: {
        'verification.expiryChange': { actions: [{ type: 'assignExpiry', params: ({ event }) => event }, reportRequired] },
        'verification.clear': { target: 'notRequired', actions: 'clearError' },
      },
      initial: 'threeAttemptsRemaining',
      states: {
        threeAttemptsRemaining: { description: "'For your security, enter your card's expiration date.'" },
        twoAttemptsRemaining: { description: "'Double check your expiration date. You have two more tries…'" },
        oneAttemptRemaining: { description: 'The last try before the card is removed.' },
      },
    },
    cardDeleted: {
      description: "'For your security, we've removed the card ending in {last4}…': checkout clears the payment and the card leaves the saved list.",
      entry: reportNotRequired,
      on: { 'verification.clear': { target: 'notRequired', actions: 'clearError' } },
    },
  },
});
