import { invalidRequest, missingParam, unknownParam } from './errors';
import { isHash, paramName, type FormHash, type FormValue } from './form';

/** What Stripe.js adds to the calls it makes from a browser; Stripe ignores them for these purposes, so do we. */
const CLIENT_PARAMS = [
  'key',
  'payment_user_agent',
  'time_on_page',
  'guid',
  'muid',
  'sid',
  'referrer',
  '_stripe_version',
  'pasted_fields',
  'client_attribution_metadata',
];
const MAX_STRING = 5000;

/**
 * Typed reads of Stripe parameters, refusing them as Stripe does: an unknown parameter, a value of the
 * wrong type or a missing required one is a 400 naming the parameter. An empty string is Stripe's "unset".
 */
export class Params {
  constructor(
    private readonly hash: FormHash,
    private readonly path: string[] = [],
  ) {}

  static top(hash: FormHash, allowed: string[]): Params {
    return new Params(hash).only([...allowed, 'expand', ...CLIENT_PARAMS]);
  }

  private name(key: string): string {
    return paramName([...this.path, key]);
  }

  /** Refuses any key not listed. */
  only(allowed: string[]): this {
    for (const key of Object.keys(this.hash)) if (!allowed.includes(key)) throw unknownParam(this.name(key));
    return this;
  }

  has(key: string): boolean {
    const value = this.raw(key);
    return value !== undefined && value !== '';
  }

  /** Sent empty: Stripe's way of unsetting a field on an update. */
  cleared(key: string): boolean {
    return this.raw(key) === '';
  }

  private raw(key: string): FormValue | undefined {
    return Object.hasOwn(this.hash, key) ? this.hash[key] : undefined;
  }

  string(key: string, options: { required?: boolean; max?: number } = {}): string | undefined {
    const value = this.raw(key);
    if (value === undefined || value === '') {
      if (options.required) throw missingParam(this.name(key));
      return undefined;
    }
    if (typeof value !== 'string')
      throw invalidRequest(`Invalid string: ${this.name(key)} must be a single value, not a hash or list.`, this.name(key));
    const max = options.max ?? MAX_STRING;
    if (value.length > max) throw invalidRequest(`Invalid string: ${this.name(key)} must be at most ${max} characters.`, this.name(key));
    return value;
  }

  required(key: string, options: { max?: number } = {}): string {
    return this.string(key, { ...options, required: true }) as string;
  }

  oneOf<const T extends string>(key: string, values: readonly T[], options: { required?: boolean } = {}): T | undefined {
    const value = this.string(key, options);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${values.join(', ')}`, this.name(key));
    }
    return value as T;
  }

  int(key: string, options: { required?: boolean } = {}): number | undefined {
    const value = this.string(key, options);
    if (value === undefined) return undefined;
    if (!/^-?\d{1,15}$/.test(value.trim())) throw invalidRequest(`Invalid integer: ${value}`, this.name(key));
    return Number(value.trim());
  }

  bool(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw invalidRequest(`Invalid boolean: ${value}`, this.name(key));
  }

  /** A nested hash (card[…], billing_details[…]); undefined when absent or sent empty. */
  sub(key: string, allowed: string[]): Params | undefined {
    const value = this.raw(key);
    if (value === undefined || value === '') return undefined;
    if (!isHash(value)) throw invalidRequest(`Invalid object: ${this.name(key)} must be a hash (${this.name(key)}[…]=…).`, this.name(key));
    return new Params(value, [...this.path, key]).only(allowed);
  }

  /** A list of strings: `k[]=a&k[]=b` or `k[0]=a&k[1]=b`. */
  list(key: string): string[] | undefined {
    const value = this.raw(key);
    if (value === undefined || value === '') return undefined;
    let items: FormValue[];
    if (Array.isArray(value)) items = value;
    else if (isHash(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) {
      items = Object.keys(value)
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => value[k]);
    } else throw invalidRequest(`Invalid array: ${this.name(key)} must be a list (${this.name(key)}[]=…).`, this.name(key));
    return items.map((item, index) => {
      if (typeof item !== 'string')
        throw invalidRequest(`Invalid string: ${this.name(key)}[${index}] must be a single value.`, `${this.name(key)}[${index}]`);
      return item;
    });
  }

  /** Stripe's metadata rules: up to 50 keys of 40 characters, values of 500; an empty value removes the key. */
  metadata(key = 'metadata'): Record<string, string | null> | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (!isHash(value))
      throw invalidRequest(`Invalid object: ${this.name(key)} must be a hash (${this.name(key)}[name]=value).`, this.name(key));
    const entries = Object.entries(value);
    if (entries.length > 50) throw invalidRequest('You can specify up to 50 metadata keys.', this.name(key));
    // a null prototype: a key named __proto__ is a key like any other
    const out = Object.create(null) as Record<string, string | null>;
    for (const [name, item] of entries) {
      const param = paramName([...this.path, key, name]);
      if (typeof item !== 'string') throw invalidRequest(`Invalid string: ${param} must be a single value.`, param);
      if (name.length > 40)
        throw invalidRequest(
          `Metadata keys can have up to 40 characters, but you passed in a key that is ${name.length} characters.`,
          param,
        );
      if (item.length > 500)
        throw invalidRequest(
          `Metadata values can have up to 500 characters, but you passed in a value that is ${item.length} characters.`,
          param,
        );
      out[name] = item === '' ? null : item;
    }
    return out;
  }
}

/** Metadata after an update: a null value deletes its key. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string | null> | undefined): Record<string, string> {
  if (!update) return current;
  const next = Object.assign(Object.create(null) as Record<string, string>, current);
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}
