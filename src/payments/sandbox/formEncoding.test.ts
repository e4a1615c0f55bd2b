import { describe, expect, it } from 'vitest';
import { encodeForm } from './formEncoding';

describe('encodeForm', () => {
  it('writes nested objects in bracket notation, brackets readable', () => {
    expect(encodeForm({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } })).toBe(
      'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2030&card[cvc]=123',
    );
    expect(encodeForm({ billing_details: { address: { postal_code: '11201' }, email: 'ann@example.com' } })).toBe(
      'billing_details[address][postal_code]=11201&billing_details[email]=ann%40example.com',
    );
  });

  it('numbers array items', () => {
    expect(encodeForm({ expand: ['payment_method', 'customer'] })).toBe('expand[0]=payment_method&expand[1]=customer');
    expect(encodeForm({ items: [{ price: 'p_1' }] })).toBe('items[0][price]=p_1');
  });

  it('leaves undefined out and sends null empty', () => {
    expect(encodeForm({ a: undefined, b: null, c: { d: undefined } })).toBe('b=');
  });

  it('writes booleans and numbers as text', () => {
    expect(encodeForm({ save: true, off: false, amount: 1050 })).toBe('save=true&off=false&amount=1050');
  });

  it('percent-encodes keys and values (spaces as %20, & and = escaped)', () => {
    expect(encodeForm({ metadata: { 'a b': 'x&y=z é' } })).toBe('metadata[a%20b]=x%26y%3Dz%20%C3%A9');
  });

  it('round-trips through URLSearchParams', () => {
    const body = encodeForm({ card: { number: '4242 4242' }, billing_details: { name: 'Ann O’Neil+Co' } });
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      'card[number]': '4242 4242',
      'billing_details[name]': 'Ann O’Neil+Co',
    });
  });

  it('is empty for no parameters', () => {
    expect(encodeForm({})).toBe('');
  });
});
