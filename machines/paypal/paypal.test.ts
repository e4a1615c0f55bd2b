import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { paypalMachine } from './paypal.machine';
import type { PaypalAgreement, PaypalEvent } from './paypal.types';

const agreement: PaypalAgreement = { id: 'B-1', payerId: 'P1', email: 'buyer@example.com' };
const networkCut = { status: null, message: 'ERR_NETWORK', code: 'ERR_NETWORK', errors: [] };

// The platform's two PayPal calls are stubbed boundaries answering as the server would; the window's
// effects are recorded; PayPal's return is sent by the test as /paypal-return would.
function start({
  token = async () => ({ tokenId: 'BA-1', approvalUrl: '/sandbox/paypal/checkoutnow?token=BA-1' }),
  agree = async () => agreement,
} = {}) {
  const calls: string[] = [];
  const reports: Array<PaypalAgreement | null> = [];
  let back: ((event: PaypalEvent) => void) | null = null;
  const machine = paypalMachine.provide({
    actors: {
      startApproval: fromPromise(token),
      createAgreement: fromPromise(async ({ input }) => {
        calls.push(`agree ${input.tokenId}`);
        return agree();
      }),
      watchApproval: fromCallback(({ sendBack }) => {
        back = sendBack;
        return () => (back = null);
      }),
    },
    actions: {
      openApprovalWindow: () => void calls.push('open window'),
      showApproval: (_, { url }) => void calls.push(`show ${url}`),
      closeApprovalWindow: () => void calls.push('close window'),
      report: (_, { agreement: reported }) => void reports.push(reported),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, reports, returns: (event: PaypalEvent) => back?.(event) };
}

describe('paypalMachine', () => {
  it('opens the window inside the click, shows the approval page, and makes the agreement once approved', async () => {
    const { actor, calls, reports, returns } = start();
    actor.send({ type: 'paypal.connect' });
    expect(calls[0]).toBe('open window');
    await waitFor(actor, (s) => s.matches('approving'));
    expect(calls).toContain('show /sandbox/paypal/checkoutnow?token=BA-1');
    returns({ type: 'approval.return', outcome: 'approved', tokenId: 'BA-1' });
    await waitFor(actor, (s) => s.matches('connected'));
    expect(actor.getSnapshot().context).toMatchObject({ agreement, tokenId: null, error: null });
    expect(calls).toContain('agree BA-1');
    expect(reports).toEqual([null, agreement]);
  });

  it("ignores another approval's return; cancelled in PayPal's window or here, nothing is connected", async () => {
    const { actor, calls, returns } = start();
    actor.send({ type: 'paypal.connect' });
    await waitFor(actor, (s) => s.matches('approving'));
    returns({ type: 'approval.return', outcome: 'approved', tokenId: 'BA-OLD' });
    expect(actor.getSnapshot().value).toBe('approving');
    returns({ type: 'approval.return', outcome: 'cancelled', tokenId: 'BA-1' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    actor.send({ type: 'paypal.connect' });
    await waitFor(actor, (s) => s.matches('approving'));
    actor.send({ type: 'paypal.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(calls.filter((c) => c === 'close window')).toHaveLength(1);
    expect(calls.some((c) => c.startsWith('agree'))).toBe(false);
  });

  it("a lost connection is checkout §8's PayPal interruption; PayPal's refusal is the server's message; both can be tried again", async () => {
    const cut = start({
      token: async () => {
        throw networkCut;
      },
    });
    cut.actor.send({ type: 'paypal.connect' });
    await waitFor(cut.actor, (s) => s.matches('failed'));
    expect(cut.actor.getSnapshot().context.error).toBe(
      "We couldn't reach PayPal. Please review your order and try again, or choose another payment method.",
    );
    expect(cut.calls).toEqual(['open window', 'close window']);

    const refusal = {
      status: 422,
      message: 'no',
      errors: [{ code: 'paypal_payment_error', message: "PayPal didn't approve this payment." }],
      messages: ["PayPal didn't approve this payment."],
    };
    const refused = start({
      agree: async () => {
        throw refusal;
      },
    });
    refused.actor.send({ type: 'paypal.connect' });
    await waitFor(refused.actor, (s) => s.matches('approving'));
    refused.returns({ type: 'approval.return', outcome: 'approved', tokenId: 'BA-1' });
    await waitFor(refused.actor, (s) => s.matches('failed'));
    expect(refused.actor.getSnapshot().context.error).toBe("PayPal didn't approve this payment.");
    refused.actor.send({ type: 'paypal.connect' });
    expect(refused.actor.getSnapshot().value).toBe('starting');
    expect(refused.actor.getSnapshot().context.error).toBeNull();
  });
});
