import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectBrand, evaluateCardNumber, formatCardNumber, maxNumberLength, normaliseCardNumber, passesLuhn } from './cardNumberRules';

/** The check digit that makes `body` pass Luhn. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('no check digit');
}

describe('detectBrand', () => {
  it.each([
    ['4', 'visa'],
    ['4242424242424242', 'visa'],
    ['5', 'unknown'],
    ['51', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['56', 'unknown'],
    ['2', 'unknown'],
    ['22', 'unknown'],
    ['222', 'unknown'],
    ['2221', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['23', 'mastercard'],
    ['27', 'unknown'],
    ['271', 'mastercard'],
    ['272', 'unknown'],
    ['2720', 'mastercard'],
    ['2721', 'unknown'],
    ['3', 'unknown'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['378282246310005', 'amex'],
    ['35', 'unknown'],
    ['3528', 'jcb'],
    ['3566002020360505', 'jcb'],
    ['36', 'diners'],
    ['30', 'unknown'],
    ['300', 'diners'],
    ['306', 'unknown'],
    ['3095', 'diners'],
    ['38', 'diners'],
    ['6', 'unknown'],
    ['601', 'unknown'],
    ['6011', 'discover'],
    ['6011111111111117', 'discover'],
    ['64', 'unknown'],
    ['644', 'discover'],
    ['65', 'discover'],
    ['62', 'unionpay'],
    ['6200000000000005', 'unionpay'],
    ['81', 'unionpay'],
    ['1', 'unknown'],
    ['9', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand);
  });
});

describe('passesLuhn', () => {
  it.each([
    '4242424242424242',
    '4000002760003184',
    '4000000000000002',
    '4000000000009995',
    '4000000000000069',
    '378282246310005',
    '5555555555554444',
    '6011111111111117',
    '36227206271667',
  ])("Stripe's test card %s passes", (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each(['4242424242424241', '1234123412341234', '', 'abcd'])('%s fails', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it('catches every single-digit mistake', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const number = withCheckDigit(body);
        const index = at % number.length;
        const wrong = number.slice(0, index) + String((Number(number[index]) + delta) % 10) + number.slice(index + 1);
        expect(passesLuhn(number)).toBe(true);
        expect(passesLuhn(wrong)).toBe(false);
      }),
    );
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['42424242424', '4242 4242 424'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['3782', '3782'],
    ['37828', '3782 8'],
    ['3782822463', '3782 822463'],
    ['37828224631', '3782 822463 1'],
    ['378282246310005', '3782 822463 10005'],
    ['36227206271667', '3622 720627 1667'],
    ['3622720627166712', '3622 7206 2716 6712'],
    ['6200000000000000005', '6200 0000 0000 0000 005'],
  ])('%s → %s', (digits, formatted) => {
    expect(formatCardNumber(digits)).toBe(formatted);
  });

  it('keeps every digit, in order, for any brand', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,19}$/), (digits) => {
        expect(formatCardNumber(digits).replace(/ /g, '')).toBe(digits);
        expect(formatCardNumber(digits)).not.toMatch(/^ | $| {2}/);
      }),
    );
  });
});

describe('normaliseCardNumber', () => {
  it('cuts to the most digits the brand takes', () => {
    expect(maxNumberLength('visa')).toBe(16);
    expect(maxNumberLength('amex')).toBe(15);
    expect(maxNumberLength('diners')).toBe(16);
    expect(maxNumberLength('unionpay')).toBe(19);
    expect(maxNumberLength('unknown')).toBe(16);
    expect(normaliseCardNumber('42424242424242429')).toBe('4242424242424242');
    expect(normaliseCardNumber('3782822463100051')).toBe('378282246310005');
    expect(normaliseCardNumber('62000000000000000051')).toBe('6200000000000000005');
  });
});

describe('evaluateCardNumber', () => {
  it('is empty with nothing typed, and would be incomplete', () => {
    expect(evaluateCardNumber('')).toEqual({
      brand: 'unknown',
      empty: true,
      complete: false,
      pendingError: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
  });

  it('is incomplete (shown on blur) while too short', () => {
    expect(evaluateCardNumber('424242')).toEqual({
      brand: 'visa',
      empty: false,
      complete: false,
      pendingError: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
  });

  it.each(['4242424242424242', '378282246310005', '5555555555554444', '6011111111111117', '36227206271667', '3566002020360505'])(
    '%s is complete',
    (digits) => {
      const status = evaluateCardNumber(digits);
      expect(status.complete).toBe(true);
      expect(status.error).toBeUndefined();
      expect(status.pendingError).toBeUndefined();
    },
  );

  it('is invalid at once at the full length when the Luhn check fails', () => {
    expect(evaluateCardNumber('4242424242424241')).toEqual({
      brand: 'visa',
      empty: false,
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    expect(evaluateCardNumber('1234123412341234').error?.code).toBe('invalid_number');
    expect(evaluateCardNumber('378282246310006').error?.code).toBe('invalid_number');
  });

  it('is invalid on blur at a shorter allowed length that fails the check (a 14-digit diners)', () => {
    const status = evaluateCardNumber('36227206271668');
    expect(status.error).toBeUndefined();
    expect(status.pendingError?.code).toBe('invalid_number');
  });

  it('calls a number longer than its brand allows invalid', () => {
    expect(evaluateCardNumber('42424242424242424').error?.code).toBe('invalid_number');
  });
});
