import { describe, expect, it } from 'vitest';
import { evaluateExpiry, expiryParts, formatExpiry, normaliseExpiry, readExpiryDigits } from './expiryRules';

const now = new Date(2026, 5, 15); // June 2026

describe('readExpiryDigits', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12 / 3', '123'],
    ['12 / 34', '1234'],
    ['1/', '01'],
    ['4/30', '0430'],
    ['04/30', '0430'],
    ['12/2030', '1230'],
    ['12 / 2030', '1230'],
    ['0 / 3', '03'],
    ['ab12cd', '12'],
  ])('%j → %j', (raw, digits) => {
    expect(readExpiryDigits(raw)).toBe(digits);
  });
});

describe('normaliseExpiry', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['1', '1'],
    ['2', '02'],
    ['9', '09'],
    ['10', '10'],
    ['12', '12'],
    ['13', '013'],
    ['19', '019'],
    ['0530', '0530'],
    ['123456', '1234'],
  ])('%j → %j', (digits, normalised) => {
    expect(normaliseExpiry(digits)).toBe(normalised);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', true, ''],
    ['1', true, '1'],
    ['12', true, '12 / '],
    ['12', false, '12'],
    ['123', true, '12 / 3'],
    ['1234', false, '12 / 34'],
  ])('%j (typing forward: %s) → %j', (digits, typingForward, formatted) => {
    expect(formatExpiry(digits, { typingForward })).toBe(formatted);
  });
});

describe('expiryParts', () => {
  it('reads month and four-digit year', () => {
    expect(expiryParts('0430')).toEqual({ month: 4, year: 2030 });
  });
});

describe('evaluateExpiry', () => {
  it('is empty with nothing typed', () => {
    expect(evaluateExpiry('', now)).toMatchObject({ empty: true, complete: false, pendingError: { code: 'incomplete_expiry' } });
  });

  it.each(['1', '12', '123'])('%s is incomplete, shown on blur', (digits) => {
    expect(evaluateExpiry(digits, now)).toEqual({
      empty: false,
      complete: false,
      pendingError: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." },
    });
  });

  it.each(['0626', '1226', '0127', '1276'])('%s is complete in June 2026', (digits) => {
    expect(evaluateExpiry(digits, now)).toEqual({ empty: false, complete: true });
  });

  it('a past year is invalid at once', () => {
    expect(evaluateExpiry('1225', now)).toEqual({
      empty: false,
      complete: false,
      error: { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." },
    });
  });

  it('an earlier month of this year is invalid at once', () => {
    expect(evaluateExpiry('0526', now).error).toEqual({
      type: 'validation_error',
      code: 'invalid_expiry_month_past',
      message: "Your card's expiration date is in the past.",
    });
  });

  it('month 00 or above 12 is invalid as soon as the month is typed', () => {
    expect(evaluateExpiry('00', now).error).toEqual({
      type: 'validation_error',
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
    });
    expect(evaluateExpiry('1330', now).error?.code).toBe('invalid_expiry_month');
  });

  it('a year more than 50 years ahead is invalid', () => {
    expect(evaluateExpiry('1277', now).error).toEqual({
      type: 'validation_error',
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
    });
  });
});
