import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CARD_VERIFICATION_CODES as CODES, CARD_VERIFICATION_MESSAGES } from '../../server/contract/payments';
import { cardVerificationMachine } from './cardVerification.machine';
import type { CardVerificationReport } from './cardVerification.types';

// `report` (what checkout is told) is the stubbed boundary: its calls are recorded.
function start() {
  const reports: CardVerificationReport[] = [];
  const actor = createActor(cardVerificationMachine.provide({ actions: { report: (_, report) => void reports.push(report) } })).start();
  return { actor, reports };
}
const fail = (code: keyof typeof CARD_VERIFICATION_MESSAGES) => ({
  type: 'verification.fail' as const,
  code,
  message: CARD_VERIFICATION_MESSAGES[code],
  paymentId: 7,
  lastFour: '0341',
});

describe('cardVerificationMachine', () => {
  it('asks for nothing until the server asks', () => {
    const { actor, reports } = start();
    expect(actor.getSnapshot().value).toBe('notRequired');
    expect(reports).toEqual([{ required: false, paymentId: null, expiry: { month: '', year: '' }, deletedPaymentId: null }]);
  });

  it('follows the server through 3, 2 and 1 attempts remaining, then the card deleted', () => {
    const { actor, reports } = start();
    actor.send(fail(CODES.threeAttemptsRemaining));
    expect(actor.getSnapshot().value).toEqual({ required: 'threeAttemptsRemaining' });
    expect(actor.getSnapshot().context.error).toEqual({
      lastFourDigits: '0341',
      message: "For your security, enter your card's expiration date.",
      paymentId: 7,
      previousAttempts: 0,
      wasCardDeleted: false,
    });
    actor.send({ type: 'verification.expiryChange', month: '01', year: '30' });
    expect(reports.at(-1)).toEqual({ required: true, paymentId: 7, expiry: { month: '01', year: '30' }, deletedPaymentId: null });
    actor.send(fail(CODES.twoAttemptsRemaining));
    expect(actor.getSnapshot().value).toEqual({ required: 'twoAttemptsRemaining' });
    // a new answer asks for the date again, and checkout is told (it sends the date with the order)
    expect(actor.getSnapshot().context.expiry).toEqual({ month: '', year: '' });
    expect(reports.at(-1)).toEqual({ required: true, paymentId: 7, expiry: { month: '', year: '' }, deletedPaymentId: null });
    actor.send(fail(CODES.oneAttemptRemaining));
    expect(actor.getSnapshot().context.error?.previousAttempts).toBe(2);
    actor.send(fail(CODES.cardDeleted));
    expect(actor.getSnapshot().value).toBe('cardDeleted');
    expect(reports.at(-1)).toEqual({ required: false, paymentId: 7, expiry: { month: '', year: '' }, deletedPaymentId: 7 });
  });

  it('climbs the ladder one rung per wrong date, and follows a count another device moved (issue 31 item 4)', () => {
    const { actor } = start();
    actor.send(fail(CODES.threeAttemptsRemaining));
    // the rung below is the state's own answer; a count that jumped (another device) is followed by `required`
    actor.send(fail(CODES.oneAttemptRemaining));
    expect(actor.getSnapshot().value).toEqual({ required: 'oneAttemptRemaining' });
    actor.send(fail(CODES.threeAttemptsRemaining));
    expect(actor.getSnapshot().value).toEqual({ required: 'threeAttemptsRemaining' });
    actor.send(fail(CODES.cardDeleted));
    expect(actor.getSnapshot().value).toBe('cardDeleted');
    // a removed card is never asked about again; a new card saved with the next order starts at 3
    actor.send(fail(CODES.twoAttemptsRemaining));
    expect(actor.getSnapshot().value).toBe('cardDeleted');
    actor.send(fail(CODES.threeAttemptsRemaining));
    expect(actor.getSnapshot().value).toEqual({ required: 'threeAttemptsRemaining' });
  });

  it('names each rung by its code in the diagram: every verification.fail is declared on a state, with a named guard', () => {
    const root = cardVerificationMachine.root;
    expect(root.transitions.size, 'no transition on the machine root').toBe(0);
    const guards = (path: string[]) =>
      (cardVerificationMachine.getStateNodeById(['cardVerification', ...path].join('.')).transitions.get('verification.fail') ?? []).map(
        (t) => t.guard,
      );
    expect(guards(['required', 'threeAttemptsRemaining'])).toEqual(['isTwoAttemptsRemaining']);
    expect(guards(['required', 'twoAttemptsRemaining'])).toEqual(['isOneAttemptRemaining']);
    expect(guards(['required', 'oneAttemptRemaining'])).toEqual(['isCardDeleted']);
  });

  it('a cleared payment (another card, the order placed) asks for nothing', () => {
    const { actor, reports } = start();
    actor.send(fail(CODES.threeAttemptsRemaining));
    actor.send({ type: 'verification.clear' });
    expect(actor.getSnapshot().value).toBe('notRequired');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(reports.at(-1)?.required).toBe(false);
  });

  it('ignores codes that are not card verification', () => {
    const { actor } = start();
    actor.send({ type: 'verification.fail', code: 'payment_error', message: 'x', paymentId: 7, lastFour: '4242' });
    expect(actor.getSnapshot().value).toBe('notRequired');
  });
});
