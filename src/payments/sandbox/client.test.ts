// @vitest-environment happy-dom
import type { Stripe, StripeCardCvcElement, StripeCardNumberElement, StripeElements } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxStripe, isSandboxStripe, NEXT_ACTION_MESSAGE } from './client';
import { CardSandboxUnsupportedError, IntegrationError } from './errors';
import { CONNECTION_ERROR_MESSAGE } from './stripeApi';
import { fieldNamed, typeInto } from './testing';

// These tests stub `fetch`, the boundary to the server's Stripe sandbox: they check what the client
// sends and how it reads the answers (the sandbox itself is tested on the server).

const futureYear = new Date().getFullYear() + 4;
const futureYY = String(futureYear % 100).padStart(2, '0');

type Call = { url: string; method: string; headers: Record<string, string>; body: string | undefined };
let calls: Call[];
let answers: Array<() => Promise<Response>>;

const json = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const PAYMENT_METHOD = {
  id: 'pm_1Sandbox',
  object: 'payment_method',
  type: 'card',
  billing_details: { address: { postal_code: '11201' }, email: 'ann@example.com' },
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: futureYear },
};

let stripe: Stripe;
let elements: StripeElements;
let host: HTMLElement;

function mountCard(): { number: StripeCardNumberElement; cvc: StripeCardCvcElement } {
  const mounted = (['cardNumber', 'cardExpiry', 'cardCvc'] as const).map((type) => {
    const container = document.createElement('div');
    host.append(container);
    const element = elements.create(type as 'cardNumber');
    element.mount(container);
    return element;
  });
  return { number: mounted[0], cvc: mounted[2] as unknown as StripeCardCvcElement };
}

function typeCard(number = '4242424242424242', expiry = `12${futureYY}`, cvc = '123') {
  typeInto(fieldNamed(host, 'Credit or debit card number'), number);
  typeInto(fieldNamed(host, 'Credit or debit card expiration date'), expiry);
  typeInto(fieldNamed(host, 'Credit or debit card CVC'), cvc);
}

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call to ${url}`);
      return answer();
    }),
  );
  stripe = createSandboxStripe({ apiBase: '/sandbox/stripe', publishableKey: 'pk_sandbox_crust' });
  elements = stripe.elements();
  host = document.createElement('form');
  document.body.append(host);
});

afterEach(() => {
  vi.unstubAllGlobals();
  host.remove();
});

describe('the client', () => {
  it('passes react-stripe-js’s check for a Stripe object and says it is the sandbox', () => {
    for (const method of ['elements', 'createToken', 'createPaymentMethod', 'confirmCardPayment'] as const)
      expect(typeof stripe[method]).toBe('function');
    expect(isSandboxStripe(stripe)).toBe(true);
    expect(isSandboxStripe({})).toBe(false);
    expect('then' in stripe).toBe(false);
  });

  it('throws for the parts of Stripe.js it does not implement', () => {
    expect(() => stripe.confirmPayment({ elements, confirmParams: { return_url: 'x' } })).toThrow(CardSandboxUnsupportedError);
    expect(() => stripe.confirmAlipayPayment('pi_1_secret_2')).toThrow(
      'stripe.confirmAlipayPayment() is not supported by the card sandbox',
    );
    expect(() => stripe.confirmSepaDebitSetup('seti_1_secret_2')).toThrow(CardSandboxUnsupportedError);
  });
});

describe('createPaymentMethod', () => {
  it('posts the card from the group’s fields, form-encoded as Stripe.js does, and answers the API object as is', async () => {
    const { number } = mountCard();
    typeCard();
    answers.push(json(200, PAYMENT_METHOD));
    const result = await stripe.createPaymentMethod({
      type: 'card',
      card: number,
      billing_details: { address: { postal_code: '11201' }, email: 'ann@example.com' },
    });
    expect(result).toEqual({ paymentMethod: PAYMENT_METHOD });
    expect(calls).toEqual([
      {
        url: '/sandbox/stripe/v1/payment_methods',
        method: 'POST',
        headers: {
          Accept: 'application/json',
          Authorization: 'Bearer pk_sandbox_crust',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body:
          'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=' +
          `${futureYear}&card[cvc]=123&billing_details[address][postal_code]=11201&billing_details[email]=ann%40example.com`,
      },
    ]);
  });

  it('answers a 402 with Stripe’s error object as is', async () => {
    const { number } = mountCard();
    typeCard('4000000000000002');
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      param: '',
    };
    answers.push(json(402, { error }));
    await expect(stripe.createPaymentMethod({ type: 'card', card: number })).resolves.toEqual({ error });
  });

  it('answers a network failure with an api_connection_error', async () => {
    const { number } = mountCard();
    typeCard();
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(stripe.createPaymentMethod({ type: 'card', card: number })).resolves.toEqual({
      error: { type: 'api_connection_error', message: CONNECTION_ERROR_MESSAGE },
    });
  });

  it('answers a reply that is not Stripe’s with an api_error', async () => {
    const { number } = mountCard();
    typeCard();
    answers.push(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(stripe.createPaymentMethod({ type: 'card', card: number })).resolves.toEqual({
      error: { type: 'api_error', message: 'The card sandbox answered HTTP 502 without a Stripe object.' },
    });
  });

  it('answers an incomplete card with the first field’s validation error, without calling the API', async () => {
    const { number } = mountCard();
    await expect(stripe.createPaymentMethod({ type: 'card', card: number })).resolves.toEqual({
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    typeInto(fieldNamed(host, 'Credit or debit card number'), '4242424242424242');
    await expect(stripe.createPaymentMethod({ type: 'card', card: number })).resolves.toMatchObject({
      error: { code: 'incomplete_expiry' },
    });
    typeInto(fieldNamed(host, 'Credit or debit card expiration date'), `01${futureYY}`);
    typeInto(fieldNamed(host, 'Credit or debit card CVC'), '12');
    await expect(stripe.createPaymentMethod({ type: 'card', card: number })).resolves.toEqual({
      error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
    });
    expect(calls).toEqual([]);
  });

  it('takes the { elements, params } form and a { token }', async () => {
    mountCard();
    typeCard('378282246310005', `03${futureYY}`, '1234');
    answers.push(json(200, PAYMENT_METHOD), json(200, PAYMENT_METHOD));
    await stripe.createPaymentMethod({ elements, params: { billing_details: { name: 'Ann' } } });
    await stripe.createPaymentMethod({ type: 'card', card: { token: 'tok_1' } });
    expect(calls.map((call) => call.body)).toEqual([
      `type=card&card[number]=378282246310005&card[exp_month]=3&card[exp_year]=${futureYear}&card[cvc]=1234&billing_details[name]=Ann`,
      'type=card&card[token]=tok_1',
    ]);
  });

  it('rejects calling-code mistakes: an unmounted element, another type of payment method', async () => {
    const { number } = mountCard();
    typeCard();
    number.unmount();
    await expect(stripe.createPaymentMethod({ type: 'card', card: number })).rejects.toThrow(IntegrationError);
    await expect(stripe.createPaymentMethod({ type: 'sepa_debit', sepa_debit: { iban: 'x' } } as never)).rejects.toThrow(
      CardSandboxUnsupportedError,
    );
    expect(calls).toEqual([]);
  });
});

describe('createToken', () => {
  it('posts the card and the extra data to /v1/tokens', async () => {
    const { number } = mountCard();
    typeCard();
    const token = { id: 'tok_1', object: 'token', card: { last4: '4242' } };
    answers.push(json(200, token));
    await expect(stripe.createToken(number, { name: 'Ann', address_zip: '11201' })).resolves.toEqual({ token });
    expect(calls[0].url).toBe('/sandbox/stripe/v1/tokens');
    expect(calls[0].body).toBe(
      `card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=${futureYear}&card[cvc]=123&card[name]=Ann&card[address_zip]=11201`,
    );
  });

  it('rejects the other kinds of token', async () => {
    await expect(stripe.createToken('pii', { personal_id_number: '1' })).rejects.toThrow(CardSandboxUnsupportedError);
    expect(calls).toEqual([]);
  });
});

describe('payment and setup intents', () => {
  const intent = { id: 'pi_3Abc', object: 'payment_intent', status: 'succeeded', client_secret: 'pi_3Abc_secret_xyz' };

  it('confirms a payment intent with a payment method id and its client secret', async () => {
    answers.push(json(200, intent));
    await expect(
      stripe.confirmCardPayment(
        'pi_3Abc_secret_xyz',
        { payment_method: 'pm_1', return_url: 'http://localhost/3ds-redirect' },
        { handleActions: false },
      ),
    ).resolves.toEqual({
      paymentIntent: intent,
    });
    expect(calls).toEqual([
      {
        url: '/sandbox/stripe/v1/payment_intents/pi_3Abc/confirm',
        method: 'POST',
        headers: {
          Accept: 'application/json',
          Authorization: 'Bearer pk_sandbox_crust',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'client_secret=pi_3Abc_secret_xyz&payment_method=pm_1&return_url=http%3A%2F%2Flocalhost%2F3ds-redirect',
      },
    ]);
  });

  it('with card Elements, makes the payment method first and confirms with its id', async () => {
    const { number } = mountCard();
    typeCard();
    answers.push(json(200, PAYMENT_METHOD), json(200, { ...intent, status: 'requires_action' }));
    const result = await stripe.confirmCardPayment('pi_3Abc_secret_xyz', {
      payment_method: { card: number, billing_details: { email: 'ann@example.com' } },
    });
    expect(result.paymentIntent?.status).toBe('requires_action');
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [
        '/sandbox/stripe/v1/payment_methods',
        `type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=${futureYear}&card[cvc]=123&billing_details[email]=ann%40example.com`,
      ],
      ['/sandbox/stripe/v1/payment_intents/pi_3Abc/confirm', 'client_secret=pi_3Abc_secret_xyz&payment_method=pm_1Sandbox'],
    ]);
  });

  it('answers a declined confirmation with its error, payment intent included', async () => {
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      payment_intent: intent,
    };
    answers.push(json(402, { error }));
    await expect(stripe.confirmCardPayment('pi_3Abc_secret_xyz', { payment_method: 'pm_1' })).resolves.toEqual({ error });
  });

  it('sends a CVC element’s digits as payment_method_options[card][cvc]', async () => {
    const { cvc } = mountCard();
    typeInto(fieldNamed(host, 'Credit or debit card CVC'), '321');
    answers.push(json(200, intent));
    await stripe.confirmCardPayment('pi_3Abc_secret_xyz', { payment_method: 'pm_1', payment_method_options: { card: { cvc } } });
    expect(calls[0].body).toBe('client_secret=pi_3Abc_secret_xyz&payment_method=pm_1&payment_method_options[card][cvc]=321');
  });

  it('retrieves a payment intent with its client secret in the query', async () => {
    answers.push(json(200, intent));
    await expect(stripe.retrievePaymentIntent('pi_3Abc_secret_xyz')).resolves.toEqual({ paymentIntent: intent });
    expect(calls[0]).toMatchObject({
      url: '/sandbox/stripe/v1/payment_intents/pi_3Abc?client_secret=pi_3Abc_secret_xyz',
      method: 'GET',
      body: undefined,
    });
    expect(calls[0].headers).not.toHaveProperty('Content-Type');
  });

  it('confirms and retrieves setup intents', async () => {
    const setupIntent = { id: 'seti_9', object: 'setup_intent', status: 'succeeded' };
    answers.push(json(200, setupIntent), json(200, setupIntent));
    await expect(stripe.confirmCardSetup('seti_9_secret_k', { payment_method: 'pm_2' })).resolves.toEqual({ setupIntent });
    await expect(stripe.retrieveSetupIntent('seti_9_secret_k')).resolves.toEqual({ setupIntent });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/sandbox/stripe/v1/setup_intents/seti_9/confirm', 'client_secret=seti_9_secret_k&payment_method=pm_2'],
      ['GET', '/sandbox/stripe/v1/setup_intents/seti_9?client_secret=seti_9_secret_k', undefined],
    ]);
  });

  it('rejects a client secret that is not one', async () => {
    await expect(stripe.confirmCardPayment('seti_9_secret_k')).rejects.toThrow(IntegrationError);
    await expect(stripe.retrieveSetupIntent('nonsense')).rejects.toThrow(/client_secret/);
    expect(calls).toEqual([]);
  });

  it('leaves next actions to the storefront: handleCardAction and handleNextAction answer an error', async () => {
    await expect(stripe.handleCardAction('pi_3Abc_secret_xyz')).resolves.toEqual({
      error: { type: 'invalid_request_error', message: NEXT_ACTION_MESSAGE },
    });
    await expect(stripe.handleNextAction({ clientSecret: 'pi_3Abc_secret_xyz' })).resolves.toEqual({
      error: { type: 'invalid_request_error', message: NEXT_ACTION_MESSAGE },
    });
    expect(calls).toEqual([]);
  });
});

describe('the Elements group', () => {
  it('submit checks the card without calling the API', async () => {
    mountCard();
    await expect(elements.submit()).resolves.toMatchObject({ error: { code: 'incomplete_number' } });
    typeCard();
    await expect(elements.submit()).resolves.toEqual({ selectedPaymentMethod: 'card' });
    await expect(elements.fetchUpdates()).resolves.toEqual({});
    const updateEnd = vi.fn();
    elements.on('update-end', updateEnd);
    await elements.update({ locale: 'en' });
    expect(updateEnd).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });
});
