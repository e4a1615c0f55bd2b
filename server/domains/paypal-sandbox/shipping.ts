import type { ShippingDetail } from './store';

type Json = Record<string, unknown>;
export type ShippingRefusal = { status: 400 | 422; name: string; message: string; issue: string };

const malformed = (issue: string): ShippingRefusal => ({
  status: 400,
  name: 'INVALID_REQUEST',
  message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  issue,
});
const unprocessable = (issue: string, message: string): ShippingRefusal => ({ status: 422, name: 'UNPROCESSABLE_ENTITY', message, issue });

const FULFILLMENT_TYPES = ['SHIPPING', 'PICKUP_IN_PERSON', 'PICKUP_IN_STORE', 'PICKUP_FROM_PERSON'];
const text = (value: unknown, max: number) => value === undefined || (typeof value === 'string' && value.length <= max);

/**
 * purchase_units[].shipping of a v2 order as PayPal checks it (Orders v2 shipping_detail): a fulfilment
 * type PayPal knows, name.full_name, phone_number's E.164 parts, and an address_portable whose
 * country_code is two capitals; a US address needs its city (admin_area_2) and postal code.
 */
export function readShipping(value: unknown): { shipping: ShippingDetail | null } | { refusal: ShippingRefusal } {
  if (value === undefined) return { shipping: null };
  if (!value || typeof value !== 'object') return { refusal: malformed('INVALID_PARAMETER_SYNTAX') };
  const { type, name, phone_number: phone, address } = value as Json;
  if (type !== undefined && !FULFILLMENT_TYPES.includes(String(type))) return { refusal: malformed('INVALID_PARAMETER_VALUE') };
  if (name !== undefined && (typeof name !== 'object' || !name || !text((name as Json).full_name, 300)))
    return { refusal: malformed('INVALID_STRING_LENGTH') };
  if (phone !== undefined) {
    const { country_code: code, national_number: number } = (phone ?? {}) as Json;
    if (!/^[0-9]{1,3}$/.test(String(code ?? '')) || !/^[0-9]{1,14}$/.test(String(number ?? '')))
      return { refusal: malformed('INVALID_PARAMETER_SYNTAX') };
  }
  if (!address || typeof address !== 'object') return { refusal: malformed('MISSING_REQUIRED_PARAMETER') };
  const fields = address as Json;
  if (typeof fields.country_code !== 'string') return { refusal: malformed('MISSING_REQUIRED_PARAMETER') };
  if (!/^([A-Z]{2}|C2)$/.test(fields.country_code)) return { refusal: malformed('INVALID_COUNTRY_CODE') };
  const lengths: [string, number][] = [
    ['address_line_1', 300],
    ['address_line_2', 300],
    ['admin_area_1', 300],
    ['admin_area_2', 120],
    ['postal_code', 60],
  ];
  if (!lengths.every(([key, max]) => text(fields[key], max))) return { refusal: malformed('INVALID_STRING_LENGTH') };
  if (fields.country_code === 'US' && !fields.admin_area_2)
    return { refusal: unprocessable('CITY_REQUIRED', 'The specified country requires a city (address.admin_area_2).') };
  if (fields.country_code === 'US' && !fields.postal_code)
    return { refusal: unprocessable('POSTAL_CODE_REQUIRED', 'The specified country requires a postal code.') };
  return { shipping: value as ShippingDetail };
}
