import fc from 'fast-check';

/**
 * What an attacker or a broken client sends instead of the contract: the building blocks the fuzzer
 * mixes into paths, query strings, headers and bodies.
 */

/** Any UTF-16 code unit, lone surrogates included (fc's own units only make whole code points). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export const oddStrings = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '99999999999999999999',
  '2147483648',
  '0x3e9',
  '1001 ',
  ' 1001',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ufeff',
  '\u202e',
  '🍕'.repeat(50),
  'x'.repeat(600),
  "1' or '1'='1",
  '"; drop table orders; --',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'ny/brooklyn/11201/brooklyn-slice-house',
  '1001',
];
export const oddNumbers = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1e-7,
  5e-324,
];

export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(...oddStrings),
);

export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
  fc.constantFrom<unknown>(...oddNumbers, ...oddStrings, null, true, false, [], {}, [1, 2, 3], { a: 1 }, [[[[[]]]]]),
  fc.array(fc.integer(), { maxLength: 120 }),
  junkString,
);

/** A path segment as it goes on the wire (already percent-encoded, or deliberately not). */
export const junkSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0x3e9',
    '%20',
    '%201001',
    '1001%20',
    '1e3',
    '01001',
    '+1001',
    '-1',
    '0',
    '1001.0',
    '99999999999999999999',
    '9999999999999999',
    '2147483648',
    '9'.repeat(400),
    '%F0%9F%8D%95',
    '%ED%A0%80',
    '%ZZ',
    '%',
    '%00',
    '..',
    '.',
    '%2e%2e',
    '..%2F..%2Fetc%2Fpasswd',
    'x'.repeat(600),
    'null',
    'undefined',
    'true',
    '%7B%7D',
    "1'%20or%20'1'='1",
    'a%2Fb',
    '%2F',
    ';',
    '*',
    '~',
    '%C0%AF',
    '%FF',
    '%E2%80%AE',
    '__proto__',
    'constructor',
  ),
  junkString.map((text) => encodeText(text)),
  junkString.map((text) => encodeText(text).slice(0, 12) + '%'),
);

/** encodeURIComponent throws on a lone surrogate: this writes it as the UTF-8 of the code unit, as a broken client would. */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

/** Raw query-string tails: repeated keys, brackets, bad escapes, thousands of pairs. */
export const junkQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%ZZ=1',
    'a[b][c][d]=1',
    'id=1&id=2&id=3',
    '=',
    '&&&',
    'x',
    '__proto__[admin]=1',
    'constructor[prototype][x]=1',
    'a=%ED%A0%80',
    `${'k=v&'.repeat(2000)}k=v`,
  ),
  fc.tuple(junkString, junkString).map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`),
);

/** A JSON text n levels deep: arrays or objects. */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Bodies that are not the contract's JSON at all: broken, deep, huge, or carrying what PostgreSQL refuses. */
export const junkBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'not json',
    '{',
    '}',
    '[',
    '{"a":}',
    'null',
    '1',
    '"text"',
    'true',
    '[]',
    '{}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":1e309}',
    '{"a":-0}',
    '{"a":123456789012345678901234567890}',
    '{"a":"\\ud800"}',
    '{"\\udc00":1}',
    '{"a":"\\u0000"}',
    '{"order":1,"order":{"shop_id":1001}}',
    '\ufeff{}',
  ),
  fc.constantFrom(10, 100, 1_000, 5_000, 20_000).chain((depth) => fc.constantFrom(deepJson(depth, 'array'), deepJson(depth, 'object'))),
  fc.constantFrom(1_000, 70_000).map((size) => JSON.stringify({ order: { shop_id: 1001, email: 'x'.repeat(size) } })),
  fc.string({ unit: codeUnit, maxLength: 200 }),
);

export const junkContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/xml',
  'application/json-patch+json',
  '*/*',
  '',
);

/** Header values an Idempotency-Key may arrive as (only what HTTP can carry: latin-1, no control characters). */
export const junkHeaderValue = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(300), 'x'.repeat(5000), '\t', 'null', 'caf\u00e9', 'a\u00ffb', "' or 1=1 --"),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((unit) => String.fromCharCode(unit)), maxLength: 40 }),
);
