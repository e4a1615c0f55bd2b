import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_SANDBOX_PATH } from '../../contract/payments';
import { stripeSandboxObjects } from '../../db/schema';
import { databaseKinds } from '../../test/harness';
import { SANDBOX_SECRET_KEY, sandboxFetch } from './index';
import {
  card,
  challengePath,
  openSandbox,
  publishable,
  rejection,
  RETURN_URL,
  sandboxApp,
  SHOP_ORIGIN,
  type Sandbox,
} from './sandbox-test-app';

describe.each(databaseKinds)('stripe sandbox: payment and setup intents on %s', (kind) => {
  let sandbox: Sandbox;
  let stripe: Stripe;
  beforeAll(async () => {
    sandbox = await openSandbox(kind);
    stripe = sandbox.stripe;
  });
  afterAll(async () => sandbox?.close());

  const pay = async (number: string, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) => {
    const pm = await stripe.paymentMethods.create(card(number));
    return stripe.paymentIntents.create({
      amount: 2599,
      currency: 'usd',
      payment_method: pm.id,
      confirm: true,
      return_url: RETURN_URL,
      ...extra,
    });
  };

  const answerChallenge = (path: string, outcome: string) =>
    sandbox.app.inject({
      method: 'POST',
      url: path,
      payload: `outcome=${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  describe('payment intents', () => {
    it.each(['4242424242424242', '5555555555554444', '378282246310005'])('charges %s: succeeded', async (number) => {
      const intent = await pay(number, { metadata: { order_uuid: 'o-1' } });
      expect(intent).toMatchObject({
        object: 'payment_intent',
        status: 'succeeded',
        amount: 2599,
        amount_received: 2599,
        currency: 'usd',
        next_action: null,
        last_payment_error: null,
        metadata: { order_uuid: 'o-1' },
        livemode: false,
      });
      expect(intent.id).toMatch(/^pi_/);
      expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
      expect(intent.latest_charge).toMatch(/^ch_/);
    });

    it("asks 4000 0027 6000 3184 for 3-D Secure on the return_url's origin", async () => {
      const intent = await pay('4000002760003184');
      expect(intent.status).toBe('requires_action');
      expect(intent.next_action).toEqual({
        type: 'redirect_to_url',
        redirect_to_url: { url: `${SHOP_ORIGIN}${STRIPE_SANDBOX_PATH}/3ds/${intent.id}`, return_url: RETURN_URL },
      });
    });

    it.each([
      ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
      ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
      ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.'],
      ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
      ['4000000000000341', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ])('declines %s: 402 %s, the intent left needing another card', async (number, code, declineCode, message) => {
      const error = await rejection(pay(number));
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({ statusCode: 402, code, decline_code: declineCode, message });
      const left = error.payment_intent!;
      expect(left).toMatchObject({ status: 'requires_payment_method', payment_method: null, amount_received: 0 });
      expect(left.last_payment_error).toMatchObject({ type: 'card_error', code, decline_code: declineCode, message });
      expect(left.last_payment_error?.payment_method?.card?.last4).toBe(number.slice(-4));
      // as stored
      const stored = await stripe.paymentIntents.retrieve(left.id);
      expect(stored).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code } });
    });

    it('takes another card after a decline', async () => {
      const declined = (await rejection(pay('4000000000000002'))).payment_intent!;
      const good = await stripe.paymentMethods.create(card('4242424242424242'));
      const paid = await stripe.paymentIntents.confirm(declined.id, { return_url: RETURN_URL, payment_method: good.id });
      expect(paid).toMatchObject({ id: declined.id, status: 'succeeded', last_payment_error: null, payment_method: good.id });
    });

    it('creates an unconfirmed intent, confirms it later, and refuses a second confirmation', async () => {
      const bare = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
      expect(bare.status).toBe('requires_payment_method');
      const missing = await rejection(stripe.paymentIntents.confirm(bare.id, { return_url: RETURN_URL }));
      expect(missing).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
      const pm = await stripe.paymentMethods.create(card('4242424242424242'));
      const ready = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: pm.id });
      expect(ready.status).toBe('requires_confirmation');
      expect((await stripe.paymentIntents.confirm(ready.id, { return_url: RETURN_URL })).status).toBe('succeeded');
      const again = await rejection(stripe.paymentIntents.confirm(ready.id, { return_url: RETURN_URL }));
      expect(again).toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      });
      expect(again.payment_intent?.status).toBe('succeeded');
    });

    it('cancels an open intent once', async () => {
      const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
      const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
      expect(canceled).toMatchObject({
        status: 'canceled',
        cancellation_reason: 'abandoned',
        canceled_at: Date.parse('2026-06-15T12:00:00Z') / 1000,
      });
      const again = await rejection(stripe.paymentIntents.cancel(intent.id));
      expect(again).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
      const confirm = await rejection(stripe.paymentIntents.confirm(intent.id, { return_url: RETURN_URL, payment_method: 'pm_card_visa' }));
      expect(confirm.message).toMatch(/has a status of canceled/);
    });

    it('refuses amounts under 50 cents or over the maximum, and unknown currencies', async () => {
      expect(await rejection(stripe.paymentIntents.create({ amount: 49, currency: 'usd' }))).toMatchObject({
        statusCode: 400,
        code: 'amount_too_small',
        param: 'amount',
      });
      expect(await rejection(stripe.paymentIntents.create({ amount: 0, currency: 'usd' }))).toMatchObject({
        statusCode: 400,
        param: 'amount',
      });
      expect(await rejection(stripe.paymentIntents.create({ amount: 100_000_000, currency: 'usd' }))).toMatchObject({
        statusCode: 400,
        code: 'amount_too_large',
      });
      expect(await rejection(stripe.paymentIntents.create({ amount: 1000, currency: 'xyz' }))).toMatchObject({
        statusCode: 400,
        param: 'currency',
      });
      expect((await stripe.paymentIntents.create({ amount: 50, currency: 'USD' })).currency).toBe('usd');
    });

    it('refuses unknown customers and payment methods on the parameter that names them', async () => {
      expect(await rejection(stripe.paymentIntents.create({ amount: 1000, currency: 'usd', customer: 'cus_nobody' }))).toMatchObject({
        statusCode: 400,
        code: 'resource_missing',
        param: 'customer',
      });
      expect(
        await rejection(
          stripe.paymentIntents.create({
            amount: 1000,
            currency: 'usd',
            payment_method: 'pm_nothing',
            confirm: true,
            return_url: RETURN_URL,
          }),
        ),
      ).toMatchObject({
        statusCode: 400,
        code: 'resource_missing',
        param: 'payment_method',
        message: "No such PaymentMethod: 'pm_nothing'",
      });
      expect(await rejection(stripe.paymentIntents.retrieve('pi_nothing'))).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    });

    it("uses a customer's card only with that customer; a guest's card only once; setup_future_usage keeps the card", async () => {
      const customer = await stripe.customers.create({});
      const saved = await stripe.paymentMethods.create(card('4242424242424242'));
      await stripe.paymentMethods.attach(saved.id, { customer: customer.id });
      expect(
        await rejection(
          stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: saved.id, confirm: true, return_url: RETURN_URL }),
        ),
      ).toMatchObject({ statusCode: 400, param: 'payment_method' });
      const twice = [1, 2].map(() =>
        stripe.paymentIntents.create({
          amount: 1000,
          currency: 'usd',
          customer: customer.id,
          payment_method: saved.id,
          confirm: true,
          return_url: RETURN_URL,
        }),
      );
      for (const intent of await Promise.all(twice)) expect(intent.status).toBe('succeeded');

      const guest = await stripe.paymentMethods.create(card('4242424242424242'));
      await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        payment_method: guest.id,
        confirm: true,
        return_url: RETURN_URL,
      });
      const reuse = await rejection(
        stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: guest.id, confirm: true, return_url: RETURN_URL }),
      );
      expect(reuse.message).toMatch(/^The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment/);

      const kept = await stripe.paymentMethods.create(card('4242424242424242'));
      await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: kept.id,
        confirm: true,
        return_url: RETURN_URL,
        setup_future_usage: 'off_session',
      });
      expect((await stripe.paymentMethods.retrieve(kept.id)).customer).toBe(customer.id);
    });

    it('declines 3-D Secure cards off session with authentication_required', async () => {
      const customer = await stripe.customers.create({});
      const pm = await stripe.paymentMethods.create(card('4000002760003184'));
      await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
      const error = await rejection(
        stripe.paymentIntents.create({
          amount: 1000,
          currency: 'usd',
          customer: customer.id,
          payment_method: pm.id,
          confirm: true,
          return_url: RETURN_URL,
          off_session: true,
        }),
      );
      expect(error).toMatchObject({ statusCode: 402, code: 'authentication_required', decline_code: 'authentication_required' });
      expect(error.payment_intent?.status).toBe('requires_payment_method');
    });

    it("accepts Stripe's ready-made test payment methods (pm_card_visa …)", async () => {
      expect(
        (
          await stripe.paymentIntents.create({
            amount: 1000,
            currency: 'usd',
            payment_method: 'pm_card_visa',
            confirm: true,
            return_url: RETURN_URL,
          })
        ).status,
      ).toBe('succeeded');
      expect(
        await rejection(
          stripe.paymentIntents.create({
            amount: 1000,
            currency: 'usd',
            payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
            confirm: true,
            return_url: RETURN_URL,
          }),
        ),
      ).toMatchObject({ decline_code: 'insufficient_funds' });
    });

    it('expands the payment method and the customer', async () => {
      const customer = await stripe.customers.create({ email: 'e@example.com' });
      const intent = await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: 'pm_card_visa',
        confirm: true,
        return_url: RETURN_URL,
        expand: ['payment_method', 'customer'],
      });
      expect(intent.payment_method).toMatchObject({ object: 'payment_method', card: { last4: '4242' } });
      expect(intent.customer).toMatchObject({ object: 'customer', email: 'e@example.com' });
    });

    it('keeps a charge per attempt, expandable as latest_charge', async () => {
      const declined = (await rejection(pay('4000000000009995', { metadata: { order_uuid: 'o-3' } }))).payment_intent!;
      const failedCharge = (await stripe.paymentIntents.retrieve(declined.id, { expand: ['latest_charge'] }))
        .latest_charge as Stripe.Charge;
      expect(failedCharge).toMatchObject({
        object: 'charge',
        status: 'failed',
        paid: false,
        amount: 2599,
        failure_code: 'card_declined',
        payment_intent: declined.id,
        outcome: { type: 'issuer_declined', reason: 'insufficient_funds' },
        payment_method_details: { type: 'card', card: { last4: '9995' } },
        metadata: { order_uuid: 'o-3' },
      });
      const paid = await stripe.paymentIntents.confirm(declined.id, {
        return_url: RETURN_URL,
        payment_method: 'pm_card_visa',
        expand: ['latest_charge'],
      });
      const charge = paid.latest_charge as Stripe.Charge;
      expect(charge).toMatchObject({
        status: 'succeeded',
        paid: true,
        captured: true,
        amount_captured: 2599,
        payment_method_details: { card: { last4: '4242', brand: 'visa' } },
      });
      expect(charge.id).not.toBe(failedCharge.id);
    });
  });

  describe('the hosted 3-D Secure challenge', () => {
    it('shows an accessible page that the storefront may frame', async () => {
      const intent = await pay('4000002760003184');
      const page = await sandbox.app.inject({ url: challengePath(intent) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<title>3-D Secure test page</title>');
      expect(page.body).toContain('a payment of $25.99 with the card ending in 3184');
      expect(page.body).toContain(`<form method="post" action="${STRIPE_SANDBOX_PATH}/3ds/${intent.id}">`);
      expect(page.body).toContain('<button type="submit" name="outcome" value="complete">Complete authentication</button>');
      expect(page.body).toContain('<button type="submit" name="outcome" value="fail">Fail authentication</button>');
      expect(page.body).not.toContain('<script');
    });

    it('complete: the payment succeeds and the page sends the shopper back with the intent; a second answer changes nothing', async () => {
      const intent = await pay('4000002760003184');
      const done = await answerChallenge(challengePath(intent), 'complete');
      expect(done.statusCode).toBe(303);
      expect(done.headers['x-frame-options']).toBe('SAMEORIGIN');
      const location = new URL(String(done.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${SHOP_ORIGIN}/3ds-redirect`);
      expect(Object.fromEntries(location.searchParams)).toEqual({
        order: 'o-1',
        payment_intent: intent.id,
        payment_intent_client_secret: intent.client_secret,
        redirect_status: 'succeeded',
      });
      const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
      expect(paid).toMatchObject({ status: 'succeeded', next_action: null, amount_received: 2599 });
      expect((paid.latest_charge as Stripe.Charge).payment_method_details?.card?.three_d_secure).toMatchObject({ result: 'authenticated' });

      const again = await answerChallenge(challengePath(intent), 'fail');
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(done.headers.location);
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
      const page = await sandbox.app.inject({ url: challengePath(intent) });
      expect(page.body).toContain('This authentication has already been completed');
    });

    it('fail: the intent needs another card, with payment_intent_authentication_failure', async () => {
      const intent = await pay('4000002760003184');
      const failed = await answerChallenge(challengePath(intent), 'fail');
      expect(failed.statusCode).toBe(303);
      expect(new URL(String(failed.headers.location)).searchParams.get('redirect_status')).toBe('failed');
      const left = await stripe.paymentIntents.retrieve(intent.id);
      expect(left).toMatchObject({ status: 'requires_payment_method', payment_method: null, next_action: null });
      expect(left.last_payment_error).toMatchObject({ type: 'invalid_request_error', code: 'payment_intent_authentication_failure' });
      // and it can be confirmed again (a new challenge)
      const retried = await stripe.paymentIntents.confirm(intent.id, {
        return_url: RETURN_URL,
        payment_method: left.last_payment_error!.payment_method!.id,
      });
      expect(retried.status).toBe('requires_action');
      expect((await answerChallenge(challengePath(retried), 'complete')).statusCode).toBe(303);
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    });

    it('answers 404 for an unknown intent or one that never had a challenge, and 400 for an unknown answer', async () => {
      const missing = await sandbox.app.inject({ url: `${STRIPE_SANDBOX_PATH}/3ds/pi_unknown` });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('Authentication not found');
      const scripted = await sandbox.app.inject({ url: `${STRIPE_SANDBOX_PATH}/3ds/%3Cscript%3Ealert(1)%3C%2Fscript%3E` });
      expect(scripted.statusCode).toBe(404);
      expect(scripted.body).not.toContain('<script>');
      const plain = await pay('4242424242424242');
      expect((await sandbox.app.inject({ url: `${STRIPE_SANDBOX_PATH}/3ds/${plain.id}` })).statusCode).toBe(404);
      expect((await answerChallenge(`${STRIPE_SANDBOX_PATH}/3ds/${plain.id}`, 'complete')).statusCode).toBe(404);
      const open = await pay('4000002760003184');
      const bad = await answerChallenge(challengePath(open), 'maybe');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Choose &#34;Complete authentication&#34; or &#34;Fail authentication&#34;.');
      const malformed = await answerChallenge(challengePath(open), '%E0%A4%A');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.headers['content-type']).toBe('text/html; charset=utf-8');
      expect((await stripe.paymentIntents.retrieve(open.id)).status).toBe('requires_action');
    });

    it('without a return_url: a relative challenge URL, and a closing page at the end', async () => {
      // card only: Stripe lets such an intent be confirmed without a return_url
      const intent = await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        allowed_payment_method_types: ['card'],
        payment_method: 'pm_card_authenticationRequired',
        confirm: true,
      });
      expect(intent.next_action?.redirect_to_url).toEqual({ url: `${STRIPE_SANDBOX_PATH}/3ds/${intent.id}`, return_url: null });
      const done = await answerChallenge(challengePath(intent), 'complete');
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('Authentication complete. You can close this window.');
    });
  });

  describe('setup intents', () => {
    it('sets up 4242 for a customer: succeeded, and the card is attached', async () => {
      const customer = await stripe.customers.create({});
      const pm = await stripe.paymentMethods.create(card('4242424242424242'));
      const setup = await stripe.setupIntents.create({
        customer: customer.id,
        payment_method: pm.id,
        confirm: true,
        usage: 'off_session',
        return_url: RETURN_URL,
      });
      expect(setup).toMatchObject({
        object: 'setup_intent',
        status: 'succeeded',
        customer: customer.id,
        payment_method: pm.id,
        usage: 'off_session',
        next_action: null,
      });
      expect(setup.id).toMatch(/^seti_/);
      expect(setup.client_secret).toMatch(new RegExp(`^${setup.id}_secret_`));
      expect((await stripe.paymentMethods.retrieve(pm.id)).customer).toBe(customer.id);
    });

    it('sets up 4000 0000 0000 0341 fine; its later charges are declined', async () => {
      const customer = await stripe.customers.create({});
      const pm = await stripe.paymentMethods.create(card('4000000000000341'));
      expect(
        (await stripe.setupIntents.create({ customer: customer.id, payment_method: pm.id, confirm: true, return_url: RETURN_URL })).status,
      ).toBe('succeeded');
      const error = await rejection(
        stripe.paymentIntents.create({
          amount: 1000,
          currency: 'usd',
          customer: customer.id,
          payment_method: pm.id,
          confirm: true,
          return_url: RETURN_URL,
          off_session: true,
        }),
      );
      expect(error).toMatchObject({ statusCode: 402, code: 'card_declined' });
    });

    it('declines 4000 0000 0000 0002 with the setup intent in the error', async () => {
      const customer = await stripe.customers.create({});
      const pm = await stripe.paymentMethods.create(card('4000000000000002'));
      const error = await rejection(
        stripe.setupIntents.create({ customer: customer.id, payment_method: pm.id, confirm: true, return_url: RETURN_URL }),
      );
      expect(error).toMatchObject({
        statusCode: 402,
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
      expect(error.setup_intent).toMatchObject({ status: 'requires_payment_method', last_setup_error: { code: 'card_declined' } });
      expect((await stripe.paymentMethods.retrieve(pm.id)).customer).toBeNull();
    });

    it('challenges 3184 on setup: complete attaches the card and redirects with the setup intent', async () => {
      const customer = await stripe.customers.create({});
      const pm = await stripe.paymentMethods.create(card('4000002760003184'));
      const setup = await stripe.setupIntents.create({
        customer: customer.id,
        payment_method: pm.id,
        confirm: true,
        return_url: RETURN_URL,
      });
      expect(setup.status).toBe('requires_action');
      expect(setup.next_action?.redirect_to_url?.url).toBe(`${SHOP_ORIGIN}${STRIPE_SANDBOX_PATH}/3ds/${setup.id}`);
      const page = await sandbox.app.inject({ url: challengePath(setup) });
      expect(page.body).toContain('saving the card ending in 3184');
      const done = await answerChallenge(challengePath(setup), 'complete');
      expect(done.statusCode).toBe(303);
      expect(Object.fromEntries(new URL(String(done.headers.location)).searchParams)).toEqual({
        order: 'o-1',
        setup_intent: setup.id,
        setup_intent_client_secret: setup.client_secret,
        redirect_status: 'succeeded',
      });
      expect((await stripe.setupIntents.retrieve(setup.id)).status).toBe('succeeded');
      expect((await stripe.paymentMethods.retrieve(pm.id)).customer).toBe(customer.id);
      // 3184 asks again on every payment, even saved
      const payment = await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: pm.id,
        confirm: true,
        return_url: RETURN_URL,
      });
      expect(payment.status).toBe('requires_action');
    });

    it('challenges 3184 on setup: fail leaves it needing a card, with setup_intent_authentication_failure', async () => {
      const customer = await stripe.customers.create({});
      const pm = await stripe.paymentMethods.create(card('4000002760003184'));
      const setup = await stripe.setupIntents.create({
        customer: customer.id,
        payment_method: pm.id,
        confirm: true,
        return_url: RETURN_URL,
      });
      const failed = await answerChallenge(challengePath(setup), 'fail');
      expect(new URL(String(failed.headers.location)).searchParams.get('redirect_status')).toBe('failed');
      const left = await stripe.setupIntents.retrieve(setup.id);
      expect(left).toMatchObject({ status: 'requires_payment_method', last_setup_error: { code: 'setup_intent_authentication_failure' } });
      expect((await stripe.paymentMethods.retrieve(pm.id)).customer).toBeNull();
    });

    it('confirms and cancels setup intents', async () => {
      const setup = await stripe.setupIntents.create({});
      expect(setup.status).toBe('requires_payment_method');
      const confirmed = await stripe.setupIntents.confirm(setup.id, { return_url: RETURN_URL, payment_method: 'pm_card_visa' });
      expect(confirmed.status).toBe('succeeded');
      const other = await stripe.setupIntents.create({});
      expect((await stripe.setupIntents.cancel(other.id)).status).toBe('canceled');
      expect(await rejection(stripe.setupIntents.cancel(setup.id))).toMatchObject({
        statusCode: 400,
        code: 'setup_intent_unexpected_state',
      });
    });
  });

  describe('the publishable key with a client secret', () => {
    it('reads and confirms an intent only with its client secret, and sees only the browser fields', async () => {
      const browser = sandbox.client(publishable);
      const intent = await stripe.paymentIntents.create({
        amount: 1500,
        currency: 'usd',
        metadata: { order_uuid: 'o-9' },
        customer: (await stripe.customers.create({})).id,
      });
      const read = await browser.paymentIntents.retrieve(intent.id, { client_secret: intent.client_secret! });
      expect(read).toMatchObject({ id: intent.id, status: 'requires_payment_method', amount: 1500 });
      expect(read).not.toHaveProperty('metadata');
      expect(read).not.toHaveProperty('customer');
      expect(await rejection(browser.paymentIntents.retrieve(intent.id))).toMatchObject({ statusCode: 403 });
      expect(await rejection(browser.paymentIntents.retrieve(intent.id, { client_secret: `${intent.id}_secret_wrong` }))).toMatchObject({
        statusCode: 400,
        param: 'client_secret',
      });

      const pm = await browser.paymentMethods.create(card('4000002760003184'));
      expect(await rejection(browser.paymentIntents.confirm(intent.id, { return_url: RETURN_URL, payment_method: pm.id }))).toMatchObject({
        statusCode: 403,
      });
      const confirmed = await browser.paymentIntents.confirm(intent.id, {
        payment_method: pm.id,
        client_secret: intent.client_secret!,
        return_url: RETURN_URL,
      } as Stripe.PaymentIntentConfirmParams);
      expect(confirmed).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
      expect(await rejection(browser.paymentIntents.cancel(intent.id))).toMatchObject({ statusCode: 403 });

      const declinedIntent = await stripe.paymentIntents.create({ amount: 1500, currency: 'usd', metadata: { secret: 'x' } });
      const bad = await browser.paymentMethods.create(card('4000000000009995'));
      const declined = await rejection(
        browser.paymentIntents.confirm(declinedIntent.id, {
          return_url: RETURN_URL,
          payment_method: bad.id,
          client_secret: declinedIntent.client_secret!,
        } as Stripe.PaymentIntentConfirmParams),
      );
      expect(declined).toMatchObject({ statusCode: 402, decline_code: 'insufficient_funds' });
      expect(declined.payment_intent).not.toHaveProperty('metadata');

      const setup = await stripe.setupIntents.create({});
      expect((await browser.setupIntents.retrieve(setup.id, { client_secret: setup.client_secret! })).status).toBe(
        'requires_payment_method',
      );
      expect(await rejection(browser.setupIntents.retrieve(setup.id))).toMatchObject({ statusCode: 403 });
    });
  });

  describe('the browser client', () => {
    it("confirms a saved card with its CVC collected again (payment_method_options[card][cvc]), as the sandbox's Stripe.js sends it", async () => {
      const customer = await stripe.customers.create({});
      const pm = await stripe.paymentMethods.create(card('4242424242424242', { cvc: undefined }));
      await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
      const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', customer: customer.id, payment_method: pm.id });
      const confirm = (cvc: string) =>
        sandbox.raw('POST', `/v1/payment_intents/${intent.id}/confirm`, {
          key: publishable,
          body: `client_secret=${intent.client_secret}&payment_method=${pm.id}&payment_method_options[card][cvc]=${cvc}&return_url=${encodeURIComponent(RETURN_URL)}`,
        });
      const short = await confirm('12');
      expect(short.status).toBe(402);
      expect(short.json.error).toMatchObject({ type: 'card_error', code: 'incomplete_cvc' });
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_confirmation');
      const ok = await confirm('123');
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({ id: intent.id, status: 'succeeded' });
      expect(ok.json).not.toHaveProperty('customer');
      expect((await stripe.paymentMethods.retrieve(pm.id)).card?.checks?.cvc_check).toBe('pass');
    });
  });

  describe('idempotency', () => {
    it('answers the same key with the same parameters with the first answer', async () => {
      const key = `order-${Date.now()}-a`;
      const params = {
        amount: 1999,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: true,
        return_url: RETURN_URL,
        metadata: { order_uuid: 'o-7' },
      };
      const first = await stripe.paymentIntents.create(params, { idempotencyKey: key });
      const second = await stripe.paymentIntents.create(params, { idempotencyKey: key });
      expect(second.id).toBe(first.id);
      // with the fetch client, lastResponse is the fetch Response itself
      expect((second.lastResponse as unknown as Response).headers.get('idempotent-replayed')).toBe('true');
      expect((first.lastResponse as unknown as Response).headers.get('idempotent-replayed')).toBeNull();
      const rows = await sandbox.database.db.select().from(stripeSandboxObjects).where(eq(stripeSandboxObjects.object, 'payment_intent'));
      expect(rows.filter((row) => (row.data.metadata as Record<string, string>).order_uuid === 'o-7')).toHaveLength(1);
    });

    it('replays a decline too, without charging again', async () => {
      const key = `order-${Date.now()}-b`;
      const params = {
        amount: 1999,
        currency: 'usd',
        payment_method: 'pm_card_visa_chargeDeclined',
        confirm: true,
        return_url: RETURN_URL,
      };
      const first = await rejection(stripe.paymentIntents.create(params, { idempotencyKey: key }));
      const second = await rejection(stripe.paymentIntents.create(params, { idempotencyKey: key }));
      expect(second.payment_intent?.id).toBe(first.payment_intent?.id);
      expect(second.statusCode).toBe(402);
    });

    it('refuses the same key with other parameters or on another endpoint', async () => {
      const key = `order-${Date.now()}-c`;
      await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' }, { idempotencyKey: key });
      const other = await rejection(stripe.paymentIntents.create({ amount: 2000, currency: 'usd' }, { idempotencyKey: key }));
      expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
      expect(other.message).toMatch(/^Keys for idempotent requests can only be used with the same parameters they were first used with/);
      const endpoint = await rejection(stripe.customers.create({}, { idempotencyKey: key }));
      expect(endpoint).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
      expect(endpoint.message).toContain("('POST /v1/payment_intents' vs 'POST /v1/customers')");
    });

    it('does not keep a refused request: the corrected retry with the same key runs', async () => {
      const key = `order-${Date.now()}-d`;
      await rejection(stripe.paymentIntents.create({ amount: 10, currency: 'usd' }, { idempotencyKey: key }));
      expect((await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' }, { idempotencyKey: key })).amount).toBe(1000);
    });

    it('runs one of two simultaneous requests with one key; the other is told to retry (409)', async () => {
      const key = `order-${Date.now()}-e`;
      const params = { amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true, return_url: RETURN_URL };
      const settled = await Promise.allSettled([0, 1, 2].map(() => stripe.paymentIntents.create(params, { idempotencyKey: key })));
      const ids = new Set(settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value.id] : [])));
      expect(ids.size).toBe(1);
      for (const result of settled) {
        if (result.status === 'rejected') expect(result.reason).toMatchObject({ statusCode: 409, rawType: 'idempotency_error' });
      }
      // once done, the key answers again
      expect((await stripe.paymentIntents.create(params, { idempotencyKey: key })).id).toBe([...ids][0]);
    });
  });

  describe('storage', () => {
    it('keeps every object as a row a second replica (or a restart) reads', async () => {
      const intent = await pay('4000002760003184');
      const [row] = await sandbox.database.db.select().from(stripeSandboxObjects).where(eq(stripeSandboxObjects.id, intent.id));
      expect(row.object).toBe('payment_intent');
      expect(row.data).toMatchObject({ id: intent.id, status: 'requires_action', amount: 2599 });
      const replica = await sandboxApp(sandbox.database, sandbox.clock);
      try {
        const other = new Stripe(SANDBOX_SECRET_KEY, {
          httpClient: Stripe.createFetchHttpClient(sandboxFetch(replica)),
          maxNetworkRetries: 0,
        });
        // the challenge answered on one replica, read on the other
        expect((await answerChallenge(challengePath(intent), 'complete')).statusCode).toBe(303);
        expect((await other.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
      } finally {
        await replica.close();
      }
    });
  });

  describe('sandboxFetch', () => {
    it("serves any host's /v1 path from the sandbox, and a path already under the sandbox as it is", async () => {
      const fetcher = sandboxFetch(sandbox.app);
      const viaStripeHost = await fetcher('https://api.stripe.com/v1/customers/cus_none', {
        headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
      });
      expect(viaStripeHost.status).toBe(404);
      expect((await viaStripeHost.json()).error.code).toBe('resource_missing');
      const created = await fetcher(new URL('http://localhost:8080/sandbox/stripe/v1/customers'), {
        method: 'POST',
        body: 'email=f%40example.com',
        headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(created.status).toBe(200);
      expect((await created.json()).email).toBe('f@example.com');
    });

    it('honours an aborted signal', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(
        sandboxFetch(sandbox.app)('https://api.stripe.com/v1/customers/cus_x', { signal: controller.signal }),
      ).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
