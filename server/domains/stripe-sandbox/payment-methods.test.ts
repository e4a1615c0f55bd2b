import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness';
import { card, openSandbox, publishable, rejection, type Sandbox } from './sandbox-test-app';

describe.each(databaseKinds)('stripe sandbox: cards, tokens and customers on %s', (kind) => {
  let sandbox: Sandbox;
  let stripe: Stripe;
  beforeAll(async () => {
    sandbox = await openSandbox(kind);
    stripe = sandbox.stripe;
  });
  afterAll(async () => sandbox?.close());

  describe('payment methods', () => {
    it('makes a card payment method as Stripe answers it, without the card number', async () => {
      const pm = await stripe.paymentMethods.create({
        ...card('4242 4242 4242 4242'),
        billing_details: { address: { postal_code: '10001' }, email: 'pat@example.com' },
      });
      expect(pm.id).toMatch(/^pm_[A-Za-z0-9]{24}$/);
      expect(pm).toMatchObject({
        object: 'payment_method',
        type: 'card',
        customer: null,
        livemode: false,
        card: {
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2030,
          funding: 'credit',
          checks: { cvc_check: 'unchecked', address_postal_code_check: 'unchecked' },
        },
        billing_details: { email: 'pat@example.com', address: { postal_code: '10001' } },
      });
      expect(pm.created).toBe(Date.parse('2026-06-15T12:00:00Z') / 1000);
      expect(JSON.stringify(pm)).not.toContain('4242424242424242');
      expect(pm).not.toHaveProperty('_sandbox');
      expect(Object.keys(pm).slice(0, 2)).toEqual(['id', 'object']);
      // nor does the stored object keep the number
      const stored = await sandbox.raw('GET', `/v1/payment_methods/${pm.id}`);
      expect(stored.json).toEqual(JSON.parse(JSON.stringify(pm)));
    });

    it.each([
      ['5555555555554444', 'mastercard', '4444'],
      ['378282246310005', 'amex', '0005'],
      ['6011111111111117', 'discover', '1117'],
    ])('knows the brand of %s', async (number, brand, last4) => {
      const pm = await stripe.paymentMethods.create(card(number));
      expect(pm.card).toMatchObject({ brand, last4 });
    });

    it.each([
      [{ number: '4242424242424241' }, 'invalid_number', 'Your card number is invalid.', 'number'],
      [{ number: '424242424242' }, 'incomplete_number', 'Your card number is incomplete.', 'number'],
      [{ number: '4242x4242' }, 'invalid_number', 'Your card number is invalid.', 'number'],
      [{ exp_month: 13 }, 'invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month'],
      [{ exp_month: 0 }, 'invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month'],
      [{ exp_year: 2025 }, 'invalid_expiry_year_past', "Your card's expiration year is in the past.", 'exp_year'],
      [{ exp_year: 2026, exp_month: 5 }, 'invalid_expiry_month_past', "Your card's expiration date is in the past.", 'exp_month'],
      [{ exp_year: 2099 }, 'invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year'],
      [{ cvc: '12' }, 'incomplete_cvc', "Your card's security code is incomplete.", 'cvc'],
      [{ cvc: '12a' }, 'invalid_cvc', "Your card's security code is invalid.", 'cvc'],
      [{ cvc: '12345' }, 'invalid_cvc', "Your card's security code is invalid.", 'cvc'],
    ])('refuses %o as Stripe does (402 %s)', async (change, code, message, param) => {
      const { number = '4242424242424242', ...rest } = change as { number?: string };
      const error = await rejection(stripe.paymentMethods.create(card(number, rest)));
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({ statusCode: 402, type: 'StripeCardError', code, message, param });
    });

    it('accepts this month as the expiry, and a two-digit year', async () => {
      await expect(stripe.paymentMethods.create(card('4242424242424242', { exp_year: 2026, exp_month: 6 }))).resolves.toMatchObject({
        card: { exp_year: 2026 },
      });
      await expect(stripe.paymentMethods.create(card('4242424242424242', { exp_year: 31 }))).resolves.toMatchObject({
        card: { exp_year: 2031 },
      });
    });

    it("declines a real (live) card number, as Stripe's test mode does", async () => {
      const error = await rejection(stripe.paymentMethods.create(card('4111111111111111')));
      expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'test_mode_live_card' });
    });

    it('names a missing card field as a missing parameter (400)', async () => {
      const error = await rejection(stripe.paymentMethods.create({ type: 'card', card: { exp_month: 12, exp_year: 2030 } }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error).toMatchObject({
        statusCode: 400,
        code: 'parameter_missing',
        param: 'card[number]',
        message: 'Missing required param: card[number].',
      });
    });

    it('reads a payment method back, and answers 404 resource_missing for an unknown one', async () => {
      const pm = await stripe.paymentMethods.create(card('4242424242424242'));
      expect((await stripe.paymentMethods.retrieve(pm.id)).id).toBe(pm.id);
      const error = await rejection(stripe.paymentMethods.retrieve('pm_doesnotexist'));
      expect(error).toMatchObject({
        statusCode: 404,
        type: 'StripeInvalidRequestError',
        code: 'resource_missing',
        message: "No such PaymentMethod: 'pm_doesnotexist'",
      });
    });
  });

  describe('tokens', () => {
    it('makes a card token (validated the same way) and a payment method from it, once', async () => {
      const token = await stripe.tokens.create({
        card: { number: '5555555555554444', exp_month: '04', exp_year: '2029', cvc: '321', address_zip: '94107' },
      });
      expect(token).toMatchObject({
        object: 'token',
        type: 'card',
        used: false,
        card: { object: 'card', brand: 'MasterCard', last4: '4444', exp_month: 4, exp_year: 2029, address_zip: '94107' },
      });
      expect(token.id).toMatch(/^tok_/);
      const pm = await stripe.paymentMethods.create({ type: 'card', card: { token: token.id } });
      expect(pm.card).toMatchObject({ brand: 'mastercard', last4: '4444', exp_year: 2029 });
      const again = await rejection(stripe.paymentMethods.create({ type: 'card', card: { token: token.id } }));
      expect(again).toMatchObject({ statusCode: 400, message: `You cannot use a Stripe token more than once: ${token.id}.` });
      const invalid = await rejection(stripe.tokens.create({ card: { number: '4242424242424241', exp_month: '12', exp_year: '2030' } }));
      expect(invalid).toMatchObject({ statusCode: 402, code: 'invalid_number' });
    });
  });

  describe('customers and saved cards', () => {
    it('creates and reads a customer; an unknown one is 404', async () => {
      const customer = await stripe.customers.create({ email: 'sam@example.com', metadata: { user_id: '42' } });
      expect(customer).toMatchObject({ object: 'customer', email: 'sam@example.com', metadata: { user_id: '42' }, livemode: false });
      expect(customer.id).toMatch(/^cus_/);
      expect(await stripe.customers.retrieve(customer.id)).toEqual(customer);
      const error = await rejection(stripe.customers.retrieve('cus_missing'));
      expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such customer: 'cus_missing'" });
    });

    it('attaches, lists (newest first) and detaches cards; a detached card cannot be used again', async () => {
      const customer = await stripe.customers.create({ email: 'lee@example.com' });
      const first = await stripe.paymentMethods.create({
        ...card('4242424242424242'),
        billing_details: { address: { postal_code: '10001' } },
      });
      const second = await stripe.paymentMethods.create(card('4000000000000341'));
      const attached = await stripe.paymentMethods.attach(first.id, { customer: customer.id });
      expect(attached).toMatchObject({ customer: customer.id, card: { checks: { cvc_check: 'pass', address_postal_code_check: 'pass' } } });
      // 4000 0000 0000 0341 attaches fine (its charges fail later)
      await stripe.paymentMethods.attach(second.id, { customer: customer.id });
      const list = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
      expect(list).toMatchObject({ object: 'list', has_more: false, url: '/v1/payment_methods' });
      expect(list.data.map((pm) => pm.id)).toEqual([second.id, first.id]);
      expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card', limit: 1 })).has_more).toBe(true);

      const detached = await stripe.paymentMethods.detach(first.id);
      expect(detached.customer).toBeNull();
      expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data.map((pm) => pm.id)).toEqual([second.id]);
      const twice = await rejection(stripe.paymentMethods.detach(first.id));
      expect(twice).toMatchObject({
        statusCode: 400,
        message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
      const reuse = await rejection(stripe.paymentMethods.attach(first.id, { customer: customer.id }));
      expect(reuse).toMatchObject({ statusCode: 400 });
      expect(reuse.message).toMatch(/^The provided PaymentMethod was previously used/);
    });

    it('refuses a card already on another customer, and an unknown customer', async () => {
      const [one, two] = await Promise.all([stripe.customers.create({}), stripe.customers.create({})]);
      const pm = await stripe.paymentMethods.create(card('4242424242424242'));
      await stripe.paymentMethods.attach(pm.id, { customer: one.id });
      // attaching to the same customer again changes nothing
      await expect(stripe.paymentMethods.attach(pm.id, { customer: one.id })).resolves.toMatchObject({ customer: one.id });
      const taken = await rejection(stripe.paymentMethods.attach(pm.id, { customer: two.id }));
      expect(taken).toMatchObject({ statusCode: 400, message: 'The payment method you provided has already been attached to a customer.' });
      const other = await stripe.paymentMethods.create(card('4242424242424242'));
      const unknown = await rejection(stripe.paymentMethods.attach(other.id, { customer: 'cus_nobody' }));
      expect(unknown).toMatchObject({
        statusCode: 400,
        code: 'resource_missing',
        param: 'customer',
        message: "No such customer: 'cus_nobody'",
      });
    });

    it.each([
      ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
      ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
      ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.'],
      ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
    ])('declines attaching %s (%s)', async (number, code, declineCode, message) => {
      const customer = await stripe.customers.create({});
      const pm = await stripe.paymentMethods.create(card(number));
      const error = await rejection(stripe.paymentMethods.attach(pm.id, { customer: customer.id }));
      expect(error).toMatchObject({ statusCode: 402, type: 'StripeCardError', code, decline_code: declineCode, message });
      expect((await stripe.paymentMethods.retrieve(pm.id)).customer).toBeNull();
    });

    it('lists nothing for a customer without cards; needs a known customer', async () => {
      const customer = await stripe.customers.create({});
      expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toEqual([]);
      const error = await rejection(stripe.paymentMethods.list({ customer: 'cus_nobody', type: 'card' }));
      expect(error).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
    });

    it('expands the customer of a payment method', async () => {
      const customer = await stripe.customers.create({ email: 'x@example.com' });
      const pm = await stripe.paymentMethods.create(card('4242424242424242'));
      await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
      const expanded = await stripe.paymentMethods.retrieve(pm.id, { expand: ['customer'] });
      expect(expanded.customer).toMatchObject({ id: customer.id, object: 'customer', email: 'x@example.com' });
      const error = await rejection(stripe.paymentMethods.retrieve(pm.id, { expand: ['card'] }));
      expect(error).toMatchObject({ statusCode: 400, param: 'expand', message: 'This property cannot be expanded (card).' });
    });
  });

  describe('keys', () => {
    it('answers 401 without a key or with a wrong one (masked)', async () => {
      const none = await sandbox.raw('GET', '/v1/customers/cus_x', { key: null });
      expect(none.status).toBe(401);
      expect(none.json.error).toMatchObject({ type: 'invalid_request_error' });
      expect(none.json.error.message).toMatch(/^You did not provide an API key/);
      const error = await rejection(sandbox.client('sk_test_1234567890abcdef').customers.create({}));
      expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
      expect(error.statusCode).toBe(401);
      expect(error.message).toBe('Invalid API Key provided: sk_test_************cdef');
    });

    it('lets the publishable key make cards and tokens only', async () => {
      const browser = sandbox.client(publishable);
      const pm = await browser.paymentMethods.create(card('4242424242424242'));
      expect(pm.id).toMatch(/^pm_/);
      await expect(
        browser.tokens.create({ card: { number: '4242424242424242', exp_month: '12', exp_year: '2030' } }),
      ).resolves.toMatchObject({ object: 'token' });
      for (const call of [
        () => browser.customers.create({}),
        () => browser.paymentMethods.retrieve(pm.id),
        () => browser.paymentMethods.attach(pm.id, { customer: 'cus_x' }),
        () => browser.paymentIntents.create({ amount: 1000, currency: 'usd' }),
        () => browser.setupIntents.create({}),
      ]) {
        const error = await rejection(call());
        expect(error).toBeInstanceOf(Stripe.errors.StripePermissionError);
        expect(error).toMatchObject({
          statusCode: 403,
          message: expect.stringMatching(/^This API call cannot be made with a publishable API key/),
        });
      }
    });

    it('takes the publishable key as the `key` parameter, as Stripe.js sends it', async () => {
      const body =
        'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2030&card[cvc]=123' +
        '&billing_details[address][postal_code]=10001&key=pk_sandbox_crust&payment_user_agent=stripe.js%2Fv3&time_on_page=1200';
      const answer = await sandbox.raw('POST', '/v1/payment_methods', { body, key: null });
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        object: 'payment_method',
        card: { last4: '4242' },
        billing_details: { address: { postal_code: '10001' } },
      });
      const wrong = await sandbox.raw('POST', '/v1/payment_methods', {
        body: body.replace('pk_sandbox_crust', 'pk_test_other'),
        key: null,
      });
      expect(wrong.status).toBe(401);
    });
  });

  describe('malformed requests: 400 in Stripe shape, never a 5xx', () => {
    it.each([
      ['invalid percent-encoding', 'type=card&card[number]=%E0%A4%A'],
      ['a value and a hash under one name', 'type=card&card=4242&card[number]=4242424242424242'],
      ['an unclosed bracket', 'type=card&card[number=4242424242424242'],
      ['an unknown parameter', 'type=card&card[number]=4242424242424242&card[exp_month]=1&card[exp_year]=2030&surprise=1'],
      ['an unknown nested parameter', 'type=card&card[number]=4242424242424242&card[pin]=1234'],
      ['a hash where a value belongs', 'type=card&card[number][x]=1'],
      ['nesting far too deep', 'type=card&card[a][b][c][d][e][f][g]=1'],
      ['another payment method type', 'type=sepa_debit'],
      ['a JSON body', '{"type":"card","card":{"number":"4242424242424242"}}'],
      ['an empty body', ''],
    ])('%s', async (_name, body) => {
      const answer = await sandbox.raw('POST', '/v1/payment_methods', { body });
      expect(answer.status).toBe(400);
      expect(answer.json.error.type).toBe('invalid_request_error');
      expect(typeof answer.json.error.message).toBe('string');
    });

    it('names unknown and mistyped parameters as Stripe does', async () => {
      const unknown = await sandbox.raw('POST', '/v1/customers', { body: 'emial=a@b.co' });
      expect(unknown.json.error).toMatchObject({ code: 'parameter_unknown', param: 'emial', message: 'Received unknown parameter: emial' });
      const amount = await sandbox.raw('POST', '/v1/payment_intents', { body: 'amount=abc&currency=usd' });
      expect(amount.status).toBe(400);
      expect(amount.json.error).toMatchObject({ param: 'amount', message: 'Invalid integer: abc' });
      const confirm = await sandbox.raw('POST', '/v1/payment_intents', { body: 'amount=1000&currency=usd&confirm=maybe' });
      expect(confirm.json.error).toMatchObject({ param: 'confirm', message: 'Invalid boolean: maybe' });
      const missing = await sandbox.raw('POST', '/v1/payment_intents', { body: 'currency=usd' });
      expect(missing.json.error).toMatchObject({ code: 'parameter_missing', param: 'amount' });
      const email = await sandbox.raw('POST', '/v1/customers', { body: 'email=not-an-email' });
      expect(email.json.error).toMatchObject({ param: 'email', code: 'email_invalid' });
    });

    it('keeps text PostgreSQL cannot store from failing a request (a NUL in metadata)', async () => {
      const answer = await sandbox.raw('POST', '/v1/customers', { body: 'email=a@b.co&metadata[note]=x%00y&metadata[emoji]=%F0%9F%8D%95' });
      expect(answer.status).toBe(200);
      expect(answer.json.metadata).toEqual({ note: 'xy', emoji: '🍕' });
    });

    it('answers an unknown URL or method with 404 in Stripe shape', async () => {
      const unknown = await sandbox.raw('GET', '/v1/charges');
      expect(unknown.status).toBe(404);
      expect(unknown.json.error.message).toBe(
        'Unrecognized request URL (GET: /v1/charges). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.',
      );
      expect((await sandbox.raw('POST', '/v1/customers/cus_x')).status).toBe(404);
    });

    it('answers a body over the size limit with a 4xx', async () => {
      const answer = await sandbox.raw('POST', '/v1/customers', { body: `description=${'x'.repeat(2 * 1024 * 1024)}` });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.json.error.type).toBe('invalid_request_error');
    });
  });
});
