import { describe, expect, it } from 'vitest';
import { evaluateCvc, maxCvcLength } from './cvcRules';

describe('maxCvcLength', () => {
  it('is 4 for amex and an unknown brand, 3 for the others', () => {
    expect(maxCvcLength('amex')).toBe(4);
    expect(maxCvcLength('unknown')).toBe(4);
    for (const brand of ['visa', 'mastercard', 'discover', 'diners', 'jcb', 'unionpay'] as const) expect(maxCvcLength(brand)).toBe(3);
  });
});

describe('evaluateCvc', () => {
  const incomplete = { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." };

  it('is empty with nothing typed', () => {
    expect(evaluateCvc('', 'visa')).toEqual({ empty: true, complete: false, pendingError: incomplete });
  });

  it.each([
    ['1', 'visa'],
    ['12', 'visa'],
    ['123', 'amex'],
    ['12', 'unknown'],
  ] as const)('%s is incomplete for %s, shown on blur', (digits, brand) => {
    expect(evaluateCvc(digits, brand)).toEqual({ empty: false, complete: false, pendingError: incomplete });
  });

  it.each([
    ['123', 'visa'],
    ['123', 'mastercard'],
    ['1234', 'amex'],
    ['123', 'unknown'],
    ['1234', 'unknown'],
  ] as const)('%s is complete for %s', (digits, brand) => {
    expect(evaluateCvc(digits, brand)).toEqual({ empty: false, complete: true });
  });

  it('four digits for a brand that takes three are invalid at once', () => {
    expect(evaluateCvc('1234', 'visa')).toEqual({
      empty: false,
      complete: false,
      error: { type: 'validation_error', code: 'invalid_cvc', message: "Your card's security code is invalid." },
    });
  });
});
