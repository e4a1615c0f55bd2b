import { validationError, type FieldStatus } from './validationErrors';

/** The brands Stripe's cardNumber element reports in `brand`. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

type BrandSpec = {
  /** inclusive IIN ranges, as [low, high] of the same number of digits */
  ranges: Array<[string, string]>;
  /** the lengths a complete number may have, ascending; the last is the most the field takes */
  lengths: number[];
};

const BRANDS: Record<Exclude<CardBrand, 'unknown'>, BrandSpec> = {
  visa: { ranges: [['4', '4']], lengths: [16] },
  mastercard: {
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  amex: {
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  },
  discover: {
    ranges: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
    ],
    lengths: [16],
  },
  diners: {
    ranges: [
      ['300', '305'],
      ['3095', '3095'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 16],
  },
  jcb: { ranges: [['3528', '3589']], lengths: [16] },
  unionpay: {
    ranges: [
      ['62', '62'],
      ['81', '81'],
    ],
    lengths: [16, 17, 18, 19],
  },
};

const UNKNOWN: BrandSpec = { ranges: [], lengths: [16] };

/** True when every number starting with `digits` falls inside [low, high] (compared on low's length). */
function prefixWithin(digits: string, [low, high]: [string, string]): boolean {
  const width = low.length;
  if (digits.length >= width) {
    const head = Number(digits.slice(0, width));
    return head >= Number(low) && head <= Number(high);
  }
  const scale = 10 ** (width - digits.length);
  const first = Number(digits) * scale;
  const last = first + scale - 1;
  return first >= Number(low) && last <= Number(high);
}

/** The brand the digits typed so far already settle (Stripe says 'unknown' until they do). */
export function detectBrand(digits: string): CardBrand {
  if (digits === '') return 'unknown';
  for (const [brand, spec] of Object.entries(BRANDS) as Array<[Exclude<CardBrand, 'unknown'>, BrandSpec]>) {
    if (spec.ranges.some((range) => prefixWithin(digits, range))) return brand;
  }
  return 'unknown';
}

function specOf(brand: CardBrand): BrandSpec {
  return brand === 'unknown' ? UNKNOWN : BRANDS[brand];
}

/** The most digits the number field takes for a brand. */
export function maxNumberLength(brand: CardBrand): number {
  const { lengths } = specOf(brand);
  return lengths[lengths.length - 1];
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Group sizes as Stripe shows them: amex 4-6-5, a 14-digit diners 4-6-4, others 4-4-4-4(-3). */
function groupsOf(brand: CardBrand, length: number): number[] {
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'diners' && length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** '4242424242424242' → '4242 4242 4242 4242'; '378282246310005' → '3782 822463 10005'. */
export function formatCardNumber(digits: string): string {
  const groups = groupsOf(detectBrand(digits), digits.length);
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) parts.push(digits.slice(start));
  return parts.join(' ');
}

/** Digits of whatever was typed or pasted, cut to what the brand allows. */
export function normaliseCardNumber(digits: string): string {
  return digits.slice(0, maxNumberLength(detectBrand(digits)));
}

/**
 * Stripe's rules for the number: complete at a length the brand allows when the Luhn check holds;
 * a number at the brand's full length that fails it is invalid at once; anything shorter is
 * incomplete (or invalid, at an allowed length that fails the check) once the field is left.
 */
export function evaluateCardNumber(digits: string): FieldStatus & { brand: CardBrand } {
  const brand = detectBrand(digits);
  const { lengths } = specOf(brand);
  const luhn = passesLuhn(digits);
  const atAllowedLength = lengths.includes(digits.length);
  if (digits === '') return { brand, empty: true, complete: false, pendingError: validationError('incomplete_number') };
  const max = maxNumberLength(brand);
  if (digits.length > max || (digits.length === max && !luhn))
    return { brand, empty: false, complete: false, error: validationError('invalid_number') };
  if (atAllowedLength && luhn) return { brand, empty: false, complete: true };
  return { brand, empty: false, complete: false, pendingError: validationError(atAllowedLength ? 'invalid_number' : 'incomplete_number') };
}
