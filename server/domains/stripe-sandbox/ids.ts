import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const random = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

function base62(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i += 1) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

let lastMicros = 0;

/**
 * `pm_…`, `pi_…`: 24 characters after the prefix, as Stripe's. The first 9 count real microseconds,
 * so ids made within one `created` second still sort in the order they were made (lists are newest first).
 */
export function newId(prefix: string): string {
  lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
  return `${prefix}_${base62(lastMicros, 9)}${random(15)}`;
}

/** `pi_…_secret_…`: the intent's id and a secret part. */
export const newClientSecret = (id: string) => `${id}_secret_${random(25)}`;

/** Unix seconds, as every `created` in the API. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
