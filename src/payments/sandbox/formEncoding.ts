/**
 * Stripe's request encoding: application/x-www-form-urlencoded with nested objects and arrays in
 * bracket notation (`card[number]=…`, `billing_details[address][postal_code]=…`, `expand[0]=…`), as
 * Stripe's own libraries write it: keys and values percent-encoded, the brackets left readable.
 * `undefined` is left out; `null` is sent empty (Stripe's way to unset a field).
 */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

function pairs(key: string, value: FormValue): Array<[string, string]> {
  if (value === undefined) return [];
  if (value === null) return [[key, '']];
  if (Array.isArray(value)) return value.flatMap((item, index) => pairs(`${key}[${index}]`, item));
  if (typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => pairs(`${key}[${name}]`, item));
  return [[key, String(value)]];
}

const encode = (text: string) => encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']');

export function encodeForm(params: { [key: string]: FormValue }): string {
  return Object.entries(params)
    .flatMap(([key, value]) => pairs(key, value))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
}
