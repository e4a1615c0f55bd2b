import { invalidRequest } from './errors';

/**
 * Stripe's form encoding: `card[number]=4242…&metadata[order_uuid]=…&expand[]=customer&payment_method_types[0]=card`.
 * A key's brackets make nested hashes; `[]` appends to a list. A numbered segment (`[0]`) makes a hash
 * key: whether it is a list index or a metadata key is the parameter's business (see `asList`).
 */
export type FormValue = string | FormValue[] | FormHash;
export type FormHash = { [key: string]: FormValue };

const MAX_PAIRS = 1000;
const MAX_DEPTH = 6;
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

const newHash = (): FormHash => Object.create(null) as FormHash;

function decode(part: string): string {
  try {
    // PostgreSQL text cannot hold NUL: dropped here, so what is answered is what is stored
    // eslint-disable-next-line no-control-regex -- control characters are what this strips
    return decodeURIComponent(part.replace(/\+/g, ' ')).replace(/\u0000/g, '');
  } catch {
    throw invalidRequest('Invalid request: the body (or query string) is not valid application/x-www-form-urlencoded data.');
  }
}

const isHash = (value: FormValue | undefined): value is FormHash => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a form body or query string into nested hashes; a malformed one is a 400, never a throw of another kind. */
export function parseStripeForm(text: string): FormHash {
  const root = newHash();
  const pairs = text.split('&').filter((pair) => pair !== '');
  if (pairs.length > MAX_PAIRS) throw invalidRequest(`Invalid request: at most ${MAX_PAIRS} parameters may be sent.`);
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    const match = KEY.exec(key);
    if (!match) throw invalidRequest(`Invalid parameter name: ${key}`, key);
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (path.length > MAX_DEPTH)
      throw invalidRequest(`Invalid parameter name: ${key} (parameters nest ${MAX_DEPTH - 1} levels at most)`, key);
    assign(root, path, value, key);
  }
  return root;
}

function assign(root: FormHash, path: string[], value: string, key: string): void {
  let container: FormHash | FormValue[] = root;
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i];
    const last = i === path.length - 1;
    const nextIsList = !last && path[i + 1] === '';
    if (Array.isArray(container)) {
      if (segment !== '') throw invalidRequest(`Invalid parameter name: ${key}`, key);
      if (last) {
        container.push(value);
        return;
      }
      // `a[][b]=…`: each pair starts a new element
      const element: FormHash | FormValue[] = nextIsList ? [] : newHash();
      container.push(element);
      container = element;
      continue;
    }
    if (segment === '') throw invalidRequest(`Invalid parameter name: ${key}`, key);
    const existing: FormValue | undefined = Object.hasOwn(container, segment) ? container[segment] : undefined;
    if (last) {
      if (existing !== undefined && typeof existing !== 'string') throw conflicting(path.slice(0, i + 1));
      container[segment] = value;
      return;
    }
    if (existing === undefined) {
      const child: FormHash | FormValue[] = nextIsList ? [] : newHash();
      container[segment] = child;
      container = child;
    } else if (typeof existing === 'string' || Array.isArray(existing) !== nextIsList) {
      throw conflicting(path.slice(0, i + 1));
    } else {
      container = existing as FormHash | FormValue[];
    }
  }
}

const conflicting = (path: string[]) => {
  const name = paramName(path);
  return invalidRequest(`Invalid request: ${name} was sent both as a single value and as a hash or list.`, name);
};

/** ['card', 'number'] → 'card[number]' */
export const paramName = (path: string[]) =>
  path[0] +
  path
    .slice(1)
    .map((segment) => `[${segment}]`)
    .join('');

export { isHash };
