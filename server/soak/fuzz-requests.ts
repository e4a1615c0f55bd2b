import fc from 'fast-check';
import type { Known } from './harvest';
import {
  deepJson,
  encodeText,
  junkBodyText,
  junkContentType,
  junkHeaderValue,
  junkQuery,
  junkSegment,
  junkString,
  junkValue,
} from './junk';
import { fillPattern } from './routes';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';
import { validQueries, validSamples } from './valid-samples';

/** What the fuzzer aims at: one route and method, or (with `pathsOf`) those routes' paths with methods they do not take. */
export type FuzzTarget = {
  label: string;
  methods: string[];
  pattern: string;
  slots: string[][];
  pathsOf?: FuzzTarget[];
  /** '<METHOD> <route url>' as the router names the route: the key of valid-samples.ts */
  key: string;
  body: JsonSchema | null;
  querystring: JsonSchema | null;
  headers: JsonSchema | null;
};

export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; payload?: string };

type Body = { payload?: string; headers: Record<string, string> };

const asJson = (value: unknown): Body => ({ payload: JSON.stringify(value) ?? 'null', headers: { 'content-type': 'application/json' } });

/** Storefront addresses: pages, the alternate menu paths that redirect, assets, the server bundle, traversal. */
const storefrontPath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '/',
    '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu',
    '/shop/show/1001',
    '/restaurant/menu/1001',
    '/restaurants/1001/menu',
    '/restaurants/ny/brooklyn/1001/brooklyn-slice-house/menu',
    '/shop/show/9999999999',
    '/restaurant/menu/2147483648',
    '/restaurants/0/menu',
    '/assets/missing.js',
    '/ssr/entry-server.js',
    '/index.html',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/favicon.ico',
    '/checkout',
    '/order/00000000-0000-0000-0000-000000000000',
    '/services',
    '/services/',
    '/services/core/api/v9/nothing',
  ),
  fc.array(junkSegment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
);

/** The value that makes a slot name something real; junk otherwise. */
function validSlotValue(names: string[], pick: number, known: Known, webSlug: string): string {
  const name = names[pick % names.length];
  const parts = webSlug.split('/');
  switch (name) {
    case 'shopId':
    case 'shop_id':
      return known.shopIds[pick % known.shopIds.length];
    case 'webSlug':
      return encodeURIComponent(webSlug);
    case 'state':
      return parts[0];
    case 'city':
      return parts[1];
    case 'zip':
      return parts[2];
    case 'slug':
      return parts[3];
    case 'brand':
      return known.brands[pick % known.brands.length];
    case 'uuid':
      return known.uuids[pick % known.uuids.length];
    default:
      return '1001';
  }
}

function pathArbitrary(target: FuzzTarget, known: Known): fc.Arbitrary<string> {
  if (target.pathsOf) return fc.oneof(...target.pathsOf.map((other) => pathArbitrary(other, known)));
  if (target.pattern === '*') return storefrontPath;
  if (target.slots.length === 0) return fc.constant(target.pattern);
  return fc
    .record({
      allValid: fc.boolean(),
      webSlug: fc.constantFrom(...known.webSlugs),
      picks: fc.array(fc.nat(), { minLength: target.slots.length, maxLength: target.slots.length }),
      junk: fc.array(fc.option(junkSegment, { freq: 2 }), { minLength: target.slots.length, maxLength: target.slots.length }),
    })
    .map(({ allValid, webSlug, picks, junk }) =>
      fillPattern(
        target.pattern,
        target.slots.map((names, i) => (allValid || junk[i] === null ? validSlotValue(names, picks[i], known, webSlug) : junk[i]!)),
      ),
    );
}

const queryText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

function queryFromObject(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeText(key)}=${encodeText(queryText(item))}`);
  }
  return pairs.join('&');
}

function queryArbitrary(target: FuzzTarget, known: Known): fc.Arbitrary<string> {
  const choices: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.constant(''), weight: 1 },
    { arbitrary: junkQuery, weight: 2 },
  ];
  const valid = validQueries[target.key];
  if (valid?.length) choices.push({ arbitrary: fc.constantFrom(...valid), weight: 3 });
  if (target.querystring) choices.push({ arbitrary: arbitraryFor(target.querystring, known).map(queryFromObject), weight: 4 });
  return fc
    .tuple(fc.oneof(...choices), fc.oneof({ arbitrary: fc.constant(''), weight: 6 }, { arbitrary: junkQuery, weight: 1 }))
    .map(([query, extra]) => [query, extra].filter(Boolean).join('&'));
}

function headersArbitrary(target: FuzzTarget): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(target.headers?.properties ?? {});
  if (!names.length) return fc.constant({});
  return fc
    .array(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.uuid(), junkHeaderValue)), { maxLength: names.length })
    .map((pairs) => Object.fromEntries(pairs));
}

type Mutation = {
  at: number;
  op: 'replace' | 'remove' | 'deep' | 'huge' | 'lone-surrogate' | 'wrap' | 'repeat';
  value: unknown;
  depth: number;
};

/** Every place in a JSON value, as key paths (the root excluded). */
function placesIn(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(value))
    value.forEach((item, i) => {
      out.push([...path, i]);
      placesIn(item, [...path, i], out);
    });
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      out.push([...path, key]);
      placesIn(child, [...path, key], out);
    }
  return out;
}

const deepMarker = (depth: number) => `__soak_deep_${depth}__`;

/** The sample with one place changed; deep nesting is spliced into the text (JSON.stringify would recurse as deep). */
function mutate(sample: Record<string, unknown>, mutation: Mutation): Body {
  const places = placesIn(sample);
  const path = places[mutation.at % places.length];
  type Node = Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Node, sample as Node);
  const key = path[path.length - 1];
  const current = parent[key];
  switch (mutation.op) {
    case 'replace':
      parent[key] = mutation.value;
      break;
    case 'remove':
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      break;
    case 'deep':
      parent[key] = deepMarker(mutation.depth);
      break;
    case 'huge':
      parent[key] = 'x'.repeat(mutation.depth * 10);
      break;
    case 'lone-surrogate':
      parent[key] = `${typeof current === 'string' ? current : 'x'}\ud800`;
      break;
    case 'wrap':
      parent[key] = [current];
      break;
    case 'repeat':
      parent[key] = Array.from({ length: mutation.depth }, () => (Array.isArray(current) ? current[0] : current));
      break;
  }
  const body = asJson(sample);
  body.payload = body.payload!.replace(/"__soak_deep_(\d+)__"/, (_match, depth: string) => deepJson(Number(depth), 'array'));
  return body;
}

function bodyArbitrary(target: FuzzTarget, known: Known): fc.Arbitrary<Body> {
  const sample = validSamples[target.key];
  const schemaBody = target.body ? arbitraryFor(target.body, known) : junkValue;
  const choices: fc.WeightedArbitrary<Body>[] = [
    { arbitrary: schemaBody.map(asJson), weight: sample ? 3 : 6 },
    { arbitrary: junkValue.map(asJson), weight: 1 },
    { arbitrary: junkBodyText.map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })), weight: 2 },
    {
      arbitrary: fc
        .tuple(junkContentType, fc.oneof(junkString, junkBodyText))
        .map(([type, payload]): Body => ({ payload, headers: type ? { 'content-type': type } : {} })),
      weight: 1,
    },
    { arbitrary: fc.constantFrom<Body>({ headers: { 'content-type': 'application/json' } }, { headers: {} }), weight: 1 },
  ];
  if (sample) {
    const mutation = fc.record({
      at: fc.nat(),
      op: fc.constantFrom<Mutation['op']>('replace', 'replace', 'replace', 'remove', 'deep', 'huge', 'lone-surrogate', 'wrap', 'repeat'),
      value: fc.oneof(junkValue, schemaBody),
      depth: fc.constantFrom(2, 60, 1_000, 8_000),
    });
    choices.push(
      { arbitrary: mutation.map((m) => mutate(sample(), m)), weight: 6 },
      { arbitrary: fc.constant(null).map(() => asJson(sample())), weight: 3 },
    );
  }
  return fc.oneof(...choices);
}

/** Requests at one target: path slots, query, headers and body each valid or junk, independently. */
export function requestArbitrary(target: FuzzTarget, known: Known): fc.Arbitrary<FuzzRequest> {
  const takesBody = target.methods.some((method) => method !== 'GET');
  return fc
    .record({
      method: fc.constantFrom(...target.methods),
      path: pathArbitrary(target, known),
      query: queryArbitrary(target, known),
      headers: headersArbitrary(target),
      body: takesBody ? bodyArbitrary(target, known) : fc.constant<Body>({ headers: {} }),
    })
    .map(({ method, path, query, headers, body }) => ({
      method,
      url: query ? `${path}?${query}` : path,
      headers: { ...headers, ...body.headers },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}
