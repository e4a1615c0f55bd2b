import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness';
import { card, challengePath, openSandbox, publishable, rejection, RETURN_URL, type Sandbox } from './sandbox-test-app';

/*
 * Payments authorised first and captured later (capture_method manual), updating an intent before it
 * is confirmed, and the cards Apple Pay and Google Pay hand over: as Stripe answers them.
 */
describe.each(databaseKinds)('stripe sandbox: manual capture, updates and wallet cards on %s', (kind) => {
  let sandbox: Sandbox;
  let stripe: Stripe;
  beforeAll(async () => {
    sandbox = await openSandbox(kind);
    stripe = sandbox.stripe;
  });
  afterAll(async () => sandbox?.close());

  const authorise = async (number = '4242424242424242', extra: Partial<Stripe.PaymentIntentCreateParams> = {}) => {
    const pm = await stripe.paymentMethods.create(card(number));
    return stripe.paymentIntents.create({
      amount: 2599,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: pm.id,
      confirm: true,
      return_url: RETURN_URL,
      ...extra,
    });
  };
  const chargeOf = async (intentId: string) =>
    (await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge;
  const answerChallenge = (path: string, outcome: string) =>
    sandbox.app.inject({
      method: 'POST',
      url: path,
      payload: `outcome=${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  describe('capture_method manual', () => {
    it('confirming with 4242 authorises only: requires_capture, the charge not captured', async () => {
      const intent = await authorise();
      expect(intent).toMatchObject({
        status: 'requires_capture',
        capture_method: 'manual',
        amount: 2599,
        amount_capturable: 2599,
        amount_received: 0,
        next_action: null,
      });
      expect(await chargeOf(intent.id)).toMatchObject({
        status: 'succeeded',
        paid: true,
        captured: false,
        amount: 2599,
        amount_captured: 0,
        amount_refunded: 0,
      });
    });

    it('captures the whole amount once; a second capture is refused with the status it has', async () => {
      const intent = await authorise();
      const captured = await stripe.paymentIntents.capture(intent.id);
      expect(captured).toMatchObject({ status: 'succeeded', amount_received: 2599, amount_capturable: 0 });
      expect(await chargeOf(intent.id)).toMatchObject({ captured: true, amount_captured: 2599, amount_refunded: 0, refunded: false });
      const again = await rejection(stripe.paymentIntents.capture(intent.id));
      expect(again).toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
        message:
          'This PaymentIntent could not be captured because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
      });
      expect(again.payment_intent?.status).toBe('succeeded');
    });

    it('captures part of it (the rest released), never more than was authorised', async () => {
      const intent = await authorise();
      const tooMuch = await rejection(stripe.paymentIntents.capture(intent.id, { amount_to_capture: 2600 }));
      expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount_to_capture' });
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');
      const part = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 2000 });
      expect(part).toMatchObject({ status: 'succeeded', amount: 2599, amount_received: 2000, amount_capturable: 0 });
      expect(await chargeOf(intent.id)).toMatchObject({ captured: true, amount_captured: 2000, amount_refunded: 599 });
      // only what was captured can be refunded
      expect(await rejection(stripe.refunds.create({ payment_intent: intent.id, amount: 2001 }))).toMatchObject({
        code: 'amount_too_large',
      });
      expect((await stripe.refunds.create({ payment_intent: intent.id, amount: 2000 })).amount).toBe(2000);
    });

    it('refuses to capture what is not authorised: unconfirmed, automatic, cancelled or unknown', async () => {
      const open = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', capture_method: 'manual' });
      expect(await rejection(stripe.paymentIntents.capture(open.id))).toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
        message: expect.stringContaining('because it has a status of requires_payment_method.'),
      });
      const automatic = await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: true,
        return_url: RETURN_URL,
      });
      expect((await rejection(stripe.paymentIntents.capture(automatic.id))).message).toContain('has a status of succeeded');
      const cancelled = await authorise();
      await stripe.paymentIntents.cancel(cancelled.id);
      expect((await rejection(stripe.paymentIntents.capture(cancelled.id))).message).toContain('has a status of canceled');
      expect(await rejection(stripe.paymentIntents.capture('pi_nothing'))).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    });

    it('a declined card is declined at confirmation, as with automatic capture', async () => {
      const error = await rejection(authorise('4000000000000002'));
      expect(error).toMatchObject({ statusCode: 402, code: 'card_declined' });
      expect(error.payment_intent).toMatchObject({ status: 'requires_payment_method', amount_capturable: 0 });
    });

    it('3-D Secure: requires_action, and after the completed challenge requires_capture (the page reports it succeeded)', async () => {
      const intent = await authorise('4000002760003184');
      expect(intent.status).toBe('requires_action');
      const done = await answerChallenge(challengePath(intent), 'complete');
      expect(done.statusCode).toBe(303);
      expect(new URL(String(done.headers.location)).searchParams.get('redirect_status')).toBe('succeeded');
      expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
        status: 'requires_capture',
        amount_capturable: 2599,
        amount_received: 0,
      });
      expect((await sandbox.app.inject({ url: challengePath(intent) })).body).toContain('This authentication has already been completed');
      expect((await stripe.paymentIntents.capture(intent.id)).status).toBe('succeeded');
    });

    it('cancelling an authorisation releases it: canceled, the charge refunded in full, nothing left to refund', async () => {
      const intent = await authorise();
      const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
      expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned', amount_capturable: 0, amount_received: 0 });
      expect(await chargeOf(intent.id)).toMatchObject({ captured: false, amount_refunded: 2599, refunded: true });
      expect(await rejection(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({ code: 'charge_not_refundable' });
    });

    it('refunds a captured payment as an automatic one, in parts, never beyond it', async () => {
      const intent = await authorise();
      await stripe.paymentIntents.capture(intent.id);
      expect(await stripe.refunds.create({ payment_intent: intent.id, amount: 300 })).toMatchObject({
        amount: 300,
        status: 'succeeded',
        payment_intent: intent.id,
      });
      expect(await stripe.refunds.create({ payment_intent: intent.id })).toMatchObject({ amount: 2299 });
      expect(await chargeOf(intent.id)).toMatchObject({ amount_refunded: 2599, refunded: true });
      expect(await rejection(stripe.refunds.create({ payment_intent: intent.id, amount: 1 }))).toMatchObject({ code: 'amount_too_large' });
    });

    it('an authorised intent is not refundable before its capture', async () => {
      const intent = await authorise();
      expect(await rejection(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({
        statusCode: 400,
        code: 'charge_not_refundable',
      });
    });

    it('replays a capture with the same Idempotency-Key', async () => {
      const intent = await authorise();
      const key = `capture-${intent.id}`;
      const first = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: key });
      const second = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: key });
      expect(second).toMatchObject({ id: first.id, status: 'succeeded', amount_received: 2599 });
      expect((second.lastResponse as unknown as Response).headers.get('idempotent-replayed')).toBe('true');
      expect(await rejection(stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `${key}-other` }))).toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
    });

    it('only the secret key captures', async () => {
      const intent = await authorise();
      expect(await rejection(sandbox.client(publishable).paymentIntents.capture(intent.id))).toMatchObject({ statusCode: 403 });
    });
  });

  describe('updating an intent', () => {
    it('changes the amount and description before confirmation; metadata merges, an empty value removes its key', async () => {
      const intent = await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        capture_method: 'manual',
        metadata: { a: '1', b: '2' },
        description: 'first',
      });
      const updated = await stripe.paymentIntents.update(intent.id, { amount: 1500, metadata: { b: '', c: '3' }, description: 'second' });
      expect(updated).toMatchObject({
        id: intent.id,
        amount: 1500,
        metadata: { a: '1', c: '3' },
        description: 'second',
        status: 'requires_payment_method',
      });
      expect(updated.metadata).not.toHaveProperty('b');
      expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ amount: 1500, metadata: { a: '1', c: '3' } });
      const cleared = await stripe.paymentIntents.update(intent.id, { description: '' });
      expect(cleared).toMatchObject({ amount: 1500, description: null, metadata: { a: '1', c: '3' } });
      // with its card set, not yet confirmed
      const ready = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_visa' });
      expect((await stripe.paymentIntents.update(ready.id, { amount: 1200 })).amount).toBe(1200);
      expect((await stripe.paymentIntents.confirm(ready.id, { return_url: RETURN_URL })).amount_received).toBe(1200);
    });

    it.each([
      ['requires_capture', () => authorise()],
      ['requires_action', () => authorise('4000002760003184')],
      [
        'succeeded',
        () =>
          stripe.paymentIntents.create({
            amount: 1000,
            currency: 'usd',
            payment_method: 'pm_card_visa',
            confirm: true,
            return_url: RETURN_URL,
          }),
      ],
      ['canceled', async () => stripe.paymentIntents.cancel((await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' })).id)],
    ])('refuses a new amount once %s, and keeps the old one', async (status, make) => {
      const intent = await make();
      expect(intent.status).toBe(status);
      const refused = await rejection(stripe.paymentIntents.update(intent.id, { amount: 5000 }));
      expect(refused).toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
        param: 'amount',
        message: `This PaymentIntent's amount could not be updated because it has a status of ${status}. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation.`,
      });
      expect((await stripe.paymentIntents.retrieve(intent.id)).amount).toBe(intent.amount);
      // its metadata may still change (the platform notes why it cancels one)
      expect((await stripe.paymentIntents.update(intent.id, { metadata: { note: 'x' } })).metadata).toMatchObject({ note: 'x' });
    });

    it('refuses amounts out of range, unknown parameters, unknown intents and the publishable key', async () => {
      const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
      expect(await rejection(stripe.paymentIntents.update(intent.id, { amount: 49 }))).toMatchObject({
        statusCode: 400,
        code: 'amount_too_small',
      });
      expect(await rejection(stripe.paymentIntents.update(intent.id, { amount: 0 }))).toMatchObject({ statusCode: 400, param: 'amount' });
      expect(await rejection(stripe.paymentIntents.update(intent.id, { currency: 'eur' }))).toMatchObject({
        statusCode: 400,
        code: 'parameter_unknown',
        param: 'currency',
      });
      expect(await rejection(stripe.paymentIntents.update('pi_nothing', { amount: 1000 }))).toMatchObject({
        statusCode: 404,
        code: 'resource_missing',
      });
      expect(await rejection(sandbox.client(publishable).paymentIntents.update(intent.id, { amount: 1000 }))).toMatchObject({
        statusCode: 403,
      });
      expect((await stripe.paymentIntents.retrieve(intent.id)).amount).toBe(1000);
    });
  });

  describe('wallet cards (the sandbox-only `wallet` parameter)', () => {
    const walletCard = (wallet: string, number = '4242424242424242') =>
      sandbox.raw('POST', '/v1/payment_methods', {
        key: publishable,
        body: new URLSearchParams({
          type: 'card',
          'card[number]': number,
          'card[exp_month]': '12',
          'card[exp_year]': '2030',
          wallet,
        }).toString(),
      });

    it.each(['apple_pay', 'google_pay'])('%s: the card says which wallet it came from and its device number', async (wallet) => {
      const made = await walletCard(wallet, '5555555555554444');
      expect(made.status, made.body).toBe(200);
      expect(made.json.card).toMatchObject({
        brand: 'mastercard',
        last4: '4444',
        wallet: { type: wallet, dynamic_last4: '4444', [wallet]: {} },
      });
      expect(made.json).not.toHaveProperty('wallet');
      const intent = await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        capture_method: 'manual',
        payment_method: made.json.id,
        confirm: true,
        return_url: RETURN_URL,
        expand: ['latest_charge'],
      });
      expect(intent.status).toBe('requires_capture');
      expect((intent.latest_charge as Stripe.Charge).payment_method_details?.card?.wallet).toMatchObject({
        type: wallet,
        dynamic_last4: '4444',
      });
    });

    it('a typed card has no wallet; an unknown wallet is refused', async () => {
      expect((await stripe.paymentMethods.create(card('4242424242424242'))).card?.wallet).toBeNull();
      const unknown = await walletCard('samsung_pay');
      expect(unknown.status).toBe(400);
      expect(unknown.json.error).toMatchObject({ type: 'invalid_request_error', param: 'wallet' });
    });
  });
});
