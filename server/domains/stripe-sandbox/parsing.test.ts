import { describe, expect, it } from 'vitest';
import { brandOf, luhn, SANDBOX_TEST_CARDS } from './cards';
import { escapeHtml, formatAmount } from './challenge-page';
import { StripeError } from './errors';
import { parseStripeForm } from './form';
import { Params } from './params';
import { stripeOrder } from './routes';

const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe("Stripe's form encoding", () => {
  it('nests brackets into hashes and lists, in both list spellings the SDK and Stripe.js use', () => {
    const form = parseStripeForm(
      'card[number]=4242+4242&metadata[order_uuid]=o%2D1&expand[]=customer&expand[]=payment_method&payment_method_types[0]=card&confirm=true&flag',
    );
    expect(plain(form)).toEqual({
      card: { number: '4242 4242' },
      metadata: { order_uuid: 'o-1' },
      expand: ['customer', 'payment_method'],
      payment_method_types: { 0: 'card' },
      confirm: 'true',
      flag: '',
    });
    expect(new Params(form).list('payment_method_types')).toEqual(['card']);
    expect(new Params(form).list('expand')).toEqual(['customer', 'payment_method']);
  });

  it('reads a query string the way the SDK writes it (brackets unencoded, values encoded)', () => {
    expect(plain(parseStripeForm('client_secret=pi_1_secret_2&expand[0]=payment_method'))).toEqual({
      client_secret: 'pi_1_secret_2',
      expand: { 0: 'payment_method' },
    });
    expect(plain(parseStripeForm('card%5Bnumber%5D=1'))).toEqual({ card: { number: '1' } });
  });

  it('cannot be made to write to an object prototype', () => {
    const form = parseStripeForm('__proto__[polluted]=1&constructor[prototype][x]=2');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => Params.top(form, [])).toThrow(StripeError);
  });

  it.each(['a=%ZZ', 'a[b=1', 'a]=1', 'a=1&a[b]=2', 'a[b]=2&a=1', 'a[]=1&a[x]=2', 'a[b][c][d][e][f][g]=1', 'a[][]=1&a[x]=2'])(
    'refuses %s with a 400',
    (text) => {
      try {
        parseStripeForm(text);
        throw new Error('accepted');
      } catch (error) {
        expect(error).toBeInstanceOf(StripeError);
        expect((error as StripeError).statusCode).toBe(400);
        expect((error as StripeError).body.type).toBe('invalid_request_error');
      }
    },
  );

  it('refuses more than 1000 parameters', () => {
    expect(() => parseStripeForm(Array.from({ length: 1001 }, (_, i) => `metadata[k${i}]=v`).join('&'))).toThrow(StripeError);
  });
});

describe('test cards', () => {
  it('are all valid numbers (Luhn) of a known brand', () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) {
      expect(luhn(number), number).toBe(true);
      expect(brandOf(number).brand, number).not.toBe('unknown');
    }
    expect(luhn('4242424242424241')).toBe(false);
  });

  it('include every card the spec names, with its behaviour', () => {
    expect(SANDBOX_TEST_CARDS['4242424242424242'].behaviour).toBe('succeeds');
    expect(SANDBOX_TEST_CARDS['5555555555554444'].behaviour).toBe('succeeds');
    expect(SANDBOX_TEST_CARDS['378282246310005'].behaviour).toBe('succeeds');
    expect(SANDBOX_TEST_CARDS['4000002760003184'].behaviour).toBe('requires_authentication');
    expect(SANDBOX_TEST_CARDS['4000000000000002'].behaviour).toBe('declined');
    expect(SANDBOX_TEST_CARDS['4000000000009995'].behaviour).toBe('insufficient_funds');
    expect(SANDBOX_TEST_CARDS['4000000000000069'].behaviour).toBe('expired');
    expect(SANDBOX_TEST_CARDS['4000000000000127'].behaviour).toBe('incorrect_cvc');
    expect(SANDBOX_TEST_CARDS['4000000000000341'].behaviour).toBe('declines_charges');
  });
});

describe('answers', () => {
  it("put id and object first, then Stripe's alphabetical order, at every level", () => {
    const ordered = stripeOrder({
      status: 's',
      object: 'payment_intent',
      amount: 1,
      id: 'pi_1',
      card: { last4: '4242', brand: 'visa' },
      data: [{ b: 1, a: 2 }],
    });
    expect(JSON.stringify(ordered)).toBe(
      '{"id":"pi_1","object":"payment_intent","amount":1,"card":{"brand":"visa","last4":"4242"},"data":[{"a":2,"b":1}],"status":"s"}',
    );
  });

  it('escape text for HTML and format amounts', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
    expect(formatAmount(2599, 'usd')).toBe('$25.99');
    expect(formatAmount(100, 'eur')).toBe('€1.00');
  });
});
