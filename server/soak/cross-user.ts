import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';
import type { DatabaseKind } from '../test/harness';
import { openSoakApp } from './soak-app';
import {
  call,
  core,
  freshToken,
  leakIn,
  makeSoakUser,
  ownersOf,
  parseSnapshot,
  readOwn,
  type Owners,
  type Parsed,
  type SoakUser,
} from './cross-user-accounts';
import { causeIn } from './fuzz';
import { browserCard, TEST_CARDS } from '../test/cards';
import { soakOrderBody } from './order-body';

/**
 * Cross-user attempts: N accounts on a fresh app, each in turn the attacker. With its own valid token
 * it goes at every other account's data on every account route (that account's ids in the path, its
 * phone, its shop, its id smuggled in bodies, queries and headers, tokens forged to name it) and at
 * fuzzed ids. Every answer is searched for any other account's data (leaked); after every write the
 * other accounts' rows are compared in the database, and after each attacker's turn every other account
 * reads its own data back with its own token and compares it with what it read before (changed).
 *
 * Not attempted: GET /v1/orders/{uuid} and the tracking service's GET /v2/orders/{uuid}: an order is
 * public to whoever holds its uuid by design (the order page and tracking link work signed out), so
 * reading another account's order there is not a leak. /v1/user-device/latest is keyed by the
 * browser's anonymous id, not by account.
 */
export type Tally = {
  route: string;
  attempts: number;
  refused: number;
  badRequest: number;
  answered: number;
  other: number;
  s5xx: number;
  /** a 2xx where a refusal was expected (another account's id in the path, or a forged token) */
  unexpected2xx: number;
  leaked: number;
  changed: number;
};

export type FindingExample = { request: string; status: number; answer: string };
/** Findings of one kind on one route with one cause (a 5xx's logged error, a leak's or change's description), with the first examples. */
export type FindingGroup = {
  kind: 'leaked' | 'changed' | '5xx' | '2xx where a refusal was expected';
  route: string;
  cause: string;
  count: number;
  examples: FindingExample[];
};

export type CrossUserFigures = {
  kind: DatabaseKind;
  users: number;
  pairs: number;
  perRoute: Tally[];
  total: Tally;
  /** victims whose own read-back differed after an attacker's turn */
  victimReadsChanged: number;
  /** attempts after which the other accounts' rows were compared in the database */
  writes: number;
  /** reads of every victim by its own token, after each attacker's turn */
  victimReads: number;
  findings: FindingGroup[];
  setupMs: number;
  durationMs: number;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Attempt = {
  route: string;
  method: Method;
  url: string;
  token: string | null;
  payload?: unknown;
  headers?: Record<string, string>;
  /** a write: the other accounts' rows are compared after it */
  write: boolean;
  /** refuse: the answer must not be a 2xx; own: the caller's own data (or its empty result) is the right answer */
  intent: 'refuse' | 'own';
};

const v1 = `${core}/v1`;
const route = {
  putUser: `PUT ${v1}/users/:id`,
  putPreferences: `PUT ${v1}/user_preferences/:id`,
  deleteAddress: `DELETE ${v1}/addresses/:id`,
  postAddress: `POST ${v1}/addresses`,
  getAddresses: `GET ${v1}/addresses`,
  postSms: `POST ${v1}/sms_subscriptions`,
  getSms: `GET ${v1}/sms_subscriptions`,
  me: `GET ${v1}/users/me`,
  turnToUser: `GET ${v1}/users/me/turn_to/user_data`,
  turnToLoggedIn: `GET ${v1}/users/me/turn_to/logged_in_data`,
  getPreferences: `GET ${v1}/user_preferences`,
  orders: `GET ${v1}/orders`,
  placeOrder: `POST ${core}/v2/orders`,
  paymentMethods: `GET ${core}/v2/payment_methods`,
  userinfo: 'GET /userinfo',
  postUserinfo: 'POST /userinfo',
  saveCard: `POST ${core}/v2/payment_methods`,
  confirmCard: `POST ${core}/v2/payment_methods/:id/confirm`,
  deleteCard: `DELETE ${core}/v2/payment_methods/:id`,
} as const;
/** every route the check attempts, in the report's order */
export const ATTEMPTED_ROUTES: string[] = Object.values(route);

/** mulberry32: the same seed, the same fuzzed ids */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

/** What a path segment names once the router has decoded it, when it is a valid id; else null. */
function decodedId(segment: string): number | null {
  let text = segment.split('?')[0];
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  return /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null;
}

const fullwidth = (digits: string) => [...digits].map((d) => encodeURIComponent(String.fromCharCode(0xff10 + Number(d)))).join('');
const percentDigits = (digits: string) => [...digits].map((d) => `%3${d}`).join('');

/**
 * A fuzzed id for a route whose own ids (the attacker's) are `own`: another account's id of this kind or
 * of another kind, one near it, a random one, an edge value, or a target id in another spelling.
 * Never one that names the attacker's own row (that would be its own data).
 */
function fuzzedId(rng: Rng, own: Set<number>, targets: number[], everyId: number[]): string {
  for (;;) {
    const target = pick(rng, targets);
    const ownId = pick(rng, [...own]);
    const candidates = [
      () => String(pick(rng, everyId)),
      () => String(target + pick(rng, [-3, -2, -1, 1, 2, 3])),
      () => String(1 + Math.floor(rng() * (Math.max(...everyId) + 200))),
      () =>
        pick(rng, [
          '0',
          '-1',
          '-0',
          '00',
          '999999999999999',
          '1000000000000000',
          '2147483648',
          '9007199254740993',
          'me',
          'null',
          'undefined',
          '%20',
          'NaN',
        ]),
      () =>
        pick(rng, [
          `0${target}`,
          `+${target}`,
          `%20${target}`,
          `${target}%20`,
          `${target}.0`,
          `${target}e0`,
          `0x${target.toString(16)}`,
          percentDigits(String(target)),
          `${target}%00`,
          `${target}%0A`,
          `${target},${ownId}`,
          `${target};${ownId}`,
          `-${target}`,
          fullwidth(String(target)),
          `${target}/`,
          `${target}?id=${ownId}`,
          `${target}%2F..%2F${ownId}`,
          `${target}${'0'.repeat(20)}`,
          `%E2%80%8B${target}`,
          `${target}%23${ownId}`,
        ]),
    ];
    const id = pick(rng, candidates)();
    const names = decodedId(id);
    if (names === null || !own.has(names)) return id;
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens that name another account without its owner's sign-in: each must count as no valid token. */
type Forger = (attackerToken: string, victimSubject: string) => Promise<string>;
async function forgers(app: FastifyInstance): Promise<{ name: string; forge: Forger }[]> {
  const jwks = (await call(app, 'GET', '/.well-known/jwks.json')).json() as { keys: JWK[] };
  const serverKey = jwks.keys[0];
  const { privateKey } = await generateKeyPair('RS256');
  const swapSub = (token: string, sub: string) => ({ ...decodeJwt(token), sub });
  return [
    {
      name: "the caller's token with its payload's sub swapped (signature kept)",
      forge: async (token, sub) => {
        const [header, , signature] = token.split('.');
        return `${header}.${base64url(swapSub(token, sub))}.${signature}`;
      },
    },
    { name: 'alg none', forge: async (token, sub) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(swapSub(token, sub))}.x` },
    {
      name: "HS256 keyed with the server's public JWK",
      forge: async (token, sub) =>
        new SignJWT(swapSub(token, sub))
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: serverKey.kid })
          .sign(new TextEncoder().encode(JSON.stringify(serverKey))),
    },
    {
      name: "RS256 by another key under the server's kid",
      forge: async (token, sub) =>
        new SignJWT(swapSub(token, sub)).setProtectedHeader({ ...decodeProtectedHeader(token), alg: 'RS256' }).sign(privateKey),
    },
  ];
}

/**
 * The other accounts' rows in the database, excluding the caller's: users, saved addresses,
 * preferences, SMS subscriptions, linked orders, saved cards and card customers, each table's rows as text, hashed.
 */
export async function othersDigest(db: Database, callerId: number): Promise<string> {
  const result = await db.execute(sql`select
    (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from users t where t.id <> ${callerId}) as users,
    (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from user_addresses t where t.user_id <> ${callerId}) as addresses,
    (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from user_preferences t where t.user_id <> ${callerId}) as preferences,
    (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from sms_subscriptions t where t.user_id <> ${callerId}) as sms,
    (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from orders t where t.customers_id is not null and t.customers_id <> ${callerId}) as orders,
    (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from payment_methods t where t.user_id <> ${callerId}) as cards,
    (select md5(coalesce(string_agg(t::text, '|' order by t.user_id), '')) from payment_customers t where t.user_id <> ${callerId}) as card_customers`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}

const formatPhone = (digits: string, variant: number) =>
  [
    digits,
    `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}`,
  ][variant % 3];

/** Everything attacker A tries against victim B (p: the pair's number, to vary the spellings). */
async function pairAttempts(
  app: FastifyInstance,
  a: SoakUser,
  aData: Parsed,
  b: SoakUser,
  bData: Parsed,
  p: number,
  token: string,
  forge: { name: string; forge: Forger },
): Promise<Attempt[]> {
  const mallory = {
    first_name: 'Mallory',
    last_name: `Attacker${p}`,
    phone: String(7_185_550_000 + (p % 10_000)).padStart(10, '7'),
    email: `mallory${p}@example.net`,
  };
  const bAddress = bData.addresses[p % bData.addresses.length];
  const bSlug = bData.orders[0]?.shop.web_slug ?? 'ny/brooklyn/11201/brooklyn-slice-house';
  const smuggle = { id: b.id, user_id: b.id, customers_id: b.id, customer_id: b.id };
  const order = soakOrderBody(`cross-user ${p}`);
  // saving one of A's own addresses again answers the stored one (200)
  const { address, address2, city, state, zipcode } = aData.addresses[p % aData.addresses.length];
  const ownAddress = { address, address2, city, state, zipcode };
  const forged = await forge.forge(token, b.subject);
  const bCard = bData.cards[0];
  const forgedTargets: Omit<Attempt, 'token'>[] = [
    { route: route.me, method: 'GET', url: `${v1}/users/me`, write: false, intent: 'refuse' },
    { route: route.putUser, method: 'PUT', url: `${v1}/users/${b.id}`, payload: mallory, write: true, intent: 'refuse' },
    { route: route.deleteAddress, method: 'DELETE', url: `${v1}/addresses/${bAddress.id}`, write: true, intent: 'refuse' },
    { route: route.deleteCard, method: 'DELETE', url: `${core}/v2/payment_methods/${bCard.id}`, write: true, intent: 'refuse' },
    { route: route.userinfo, method: 'GET', url: '/userinfo', write: false, intent: 'refuse' },
    // reads answer a signed-out caller its empty result: what matters is that none of B's data is in it
    { route: route.getAddresses, method: 'GET', url: `${v1}/addresses`, write: false, intent: 'own' },
    { route: route.orders, method: 'GET', url: `${v1}/orders?per_page=50`, write: false, intent: 'own' },
    { route: route.turnToUser, method: 'GET', url: `${v1}/users/me/turn_to/user_data`, write: false, intent: 'own' },
    { route: route.getPreferences, method: 'GET', url: `${v1}/user_preferences`, write: false, intent: 'own' },
  ];
  const orderQueries = [
    `per_page=50&page=1&web_slug=${encodeURIComponent(bSlug)}`,
    'per_page=15&page=2',
    `customers_id=${b.id}`,
    `user_id=${b.id}&per_page=50`,
    'per_page=1&page=1',
  ];
  return [
    { route: route.putUser, method: 'PUT', url: `${v1}/users/${b.id}`, token, payload: mallory, write: true, intent: 'refuse' },
    {
      route: route.putPreferences,
      method: 'PUT',
      url: `${v1}/user_preferences/${bData.preferences.id}`,
      token,
      write: true,
      intent: 'refuse',
      payload: {
        marketing_email_status: bData.preferences.marketing_email_status === 'unsubscribed' ? 'subscribed' : 'unsubscribed',
        include_plastic_utensils: !bData.preferences.include_plastic_utensils,
      },
    },
    { route: route.deleteAddress, method: 'DELETE', url: `${v1}/addresses/${bAddress.id}`, token, write: true, intent: 'refuse' },
    // B's saved card: removed, confirmed or charged by A, never
    { route: route.deleteCard, method: 'DELETE', url: `${core}/v2/payment_methods/${bCard.id}`, token, write: true, intent: 'refuse' },
    {
      route: route.confirmCard,
      method: 'POST',
      url: `${core}/v2/payment_methods/${bCard.id}/confirm`,
      token,
      write: true,
      intent: 'refuse',
      payload: { details: { setup_intent: `seti_soak${p}` }, email: a.email, customer_id: String(b.id) },
    },
    {
      route: route.placeOrder,
      method: 'POST',
      url: `${core}/v2/orders`,
      token,
      write: true,
      intent: 'refuse',
      payload: {
        ...order,
        order: { ...order.order, email: a.email, payment_method: 'credit', payment_method_id: bCard.id, customer_id: String(b.id) },
      },
    },
    { ...forgedTargets[p % forgedTargets.length], token: forged, headers: { 'x-soak-forgery': forge.name } },
    // B's number: A may set its own consent for it; B's subscription stays as it is
    {
      route: route.postSms,
      method: 'POST',
      url: `${v1}/sms_subscriptions`,
      token,
      write: true,
      intent: 'own',
      payload: {
        phone_number: formatPhone(b.phone, p),
        email: null,
        more: { transactional: p % 2 === 0, marketing: false },
        user_id: b.id,
      },
    },
    {
      route: route.getSms,
      method: 'GET',
      url: `${v1}/sms_subscriptions?phone_number=${formatPhone(b.phone, p + 1).replace(/ /g, '%20')}`,
      token,
      write: false,
      intent: 'own',
    },
    {
      route: route.orders,
      method: 'GET',
      url: `${v1}/orders?${orderQueries[p % orderQueries.length]}`,
      token,
      write: false,
      intent: 'own',
      headers: { 'x-user-id': String(b.id) },
    },
    {
      route: route.placeOrder,
      method: 'POST',
      url: `${core}/v2/orders`,
      token,
      write: true,
      intent: 'own',
      headers: { 'x-user-id': String(b.id) },
      // customer_id is the card gateway's customer on the wire (a string): B's id spelled that way
      payload: { ...order, ...smuggle, order: { ...order.order, ...smuggle, customer_id: String(b.id), email: a.email } },
    },
    {
      route: route.getAddresses,
      method: 'GET',
      url: `${v1}/addresses?user_id=${b.id}`,
      token,
      write: false,
      intent: 'own',
      headers: { 'x-user-id': String(b.id) },
    },
    {
      route: route.getPreferences,
      method: 'GET',
      url: `${v1}/user_preferences?id=${bData.preferences.id}&user_id=${b.id}`,
      token,
      write: false,
      intent: 'own',
    },
    // A's own id in the path, B's ids in the body: only A's own rows may change
    {
      route: route.putUser,
      method: 'PUT',
      url: `${v1}/users/${a.id}`,
      token,
      write: true,
      intent: 'own',
      payload: { first_name: 'Soak', last_name: a.tag, phone: aData.user.phone ?? a.phone, email: aData.user.email ?? a.email, ...smuggle },
    },
    {
      route: route.putPreferences,
      method: 'PUT',
      url: `${v1}/user_preferences/${aData.preferences.id}`,
      token,
      write: true,
      intent: 'own',
      payload: { marketing_email_status: aData.preferences.marketing_email_status, id: bData.preferences.id, user_id: b.id },
    },
    {
      route: route.postAddress,
      method: 'POST',
      url: `${v1}/addresses`,
      token,
      write: true,
      intent: 'own',
      payload: { user_id: b.id, address: { ...ownAddress, id: bAddress.id, user_id: b.id } },
    },
    // a card A saves with B's ids smuggled in is A's own card
    {
      route: route.saveCard,
      method: 'POST',
      url: `${core}/v2/payment_methods`,
      token,
      write: true,
      intent: 'own',
      payload: {
        gateway: 'stripe',
        token: await browserCard(app, TEST_CARDS.visa),
        channel: 'web',
        single_use: false,
        external_customer_id: String(b.id),
        email: b.email,
        ...smuggle,
      },
    },
  ];
}

/** What A reads of itself once per turn, and fuzzed ids on the routes that take an account's id in the path. */
function turnAttempts(a: SoakUser, aData: Parsed, owners: Owners, token: string, rng: Rng, fuzzPerRoute: number): Attempt[] {
  const attempts: Attempt[] = [
    { route: route.me, method: 'GET', url: `${v1}/users/me`, token, write: false, intent: 'own' },
    { route: route.turnToUser, method: 'GET', url: `${v1}/users/me/turn_to/user_data`, token, write: false, intent: 'own' },
    { route: route.turnToLoggedIn, method: 'GET', url: `${v1}/users/me/turn_to/logged_in_data`, token, write: false, intent: 'own' },
    { route: route.paymentMethods, method: 'GET', url: `${core}/v2/payment_methods?gateway=stripe`, token, write: false, intent: 'own' },
    { route: route.userinfo, method: 'GET', url: '/userinfo', token, write: false, intent: 'own' },
    { route: route.postUserinfo, method: 'POST', url: '/userinfo', token, write: false, intent: 'own' },
    { route: route.orders, method: 'GET', url: `${v1}/orders`, token, write: false, intent: 'own' },
    { route: route.getAddresses, method: 'GET', url: `${v1}/addresses`, token, write: false, intent: 'own' },
    { route: route.getSms, method: 'GET', url: `${v1}/sms_subscriptions`, token, write: false, intent: 'own' },
  ];
  const others = (map: Map<number, number>) => [...map].filter(([, owner]) => owner !== a.index).map(([id]) => id);
  const everyId = [
    ...owners.userIds.keys(),
    ...owners.preferenceIds.keys(),
    ...owners.addressIds.keys(),
    ...owners.smsIds.keys(),
    ...owners.orderIds.keys(),
    ...owners.cardIds.keys(),
  ];
  const ownCards = new Set(aData.cards.map((card) => card.id));
  const mallory = { first_name: 'Mallory', last_name: 'Fuzz', phone: '718-555-0666', email: 'mallory.fuzz@example.net' };
  for (let i = 0; i < fuzzPerRoute; i += 1) {
    attempts.push(
      {
        route: route.putUser,
        method: 'PUT',
        url: `${v1}/users/${fuzzedId(rng, new Set([a.id]), others(owners.userIds), everyId)}`,
        token,
        payload: mallory,
        write: true,
        intent: 'refuse',
      },
      {
        route: route.putPreferences,
        method: 'PUT',
        url: `${v1}/user_preferences/${fuzzedId(rng, new Set([aData.preferences.id]), others(owners.preferenceIds), everyId)}`,
        token,
        payload: { marketing_email_status: 'subscribed', include_plastic_utensils: true },
        write: true,
        intent: 'refuse',
      },
      {
        route: route.deleteAddress,
        method: 'DELETE',
        url: `${v1}/addresses/${fuzzedId(rng, new Set(aData.addresses.map((row) => row.id)), others(owners.addressIds), everyId)}`,
        token,
        write: true,
        intent: 'refuse',
      },
      {
        route: route.deleteCard,
        method: 'DELETE',
        url: `${core}/v2/payment_methods/${fuzzedId(rng, ownCards, others(owners.cardIds), everyId)}`,
        token,
        write: true,
        intent: 'refuse',
      },
      {
        route: route.confirmCard,
        method: 'POST',
        url: `${core}/v2/payment_methods/${fuzzedId(rng, ownCards, others(owners.cardIds), everyId)}/confirm`,
        token,
        payload: { details: { setup_intent: 'seti_soak' } },
        write: true,
        intent: 'refuse',
      },
    );
  }
  return attempts;
}

/**
 * The detectors must see what they look for, or 0 leaked and 0 changed would mean nothing: B's own
 * answers, read as if A got them, are leaks (also with B's tag taken out: by ids alone), and B changing
 * its own preferences changes the other accounts' rows as A's digest sees them. Throws when blind.
 */
async function checkDetectors(app: FastifyInstance, db: Database, a: SoakUser, b: SoakUser): Promise<void> {
  const owners = ownersOf([a, b]);
  for (const part of Object.keys(b.snapshot) as (keyof SoakUser['snapshot'])[]) {
    const idsOnly = b.snapshot[part].replaceAll(b.tag, 'X').replaceAll(b.tag.toLowerCase(), 'x');
    if (!leakIn(b.snapshot[part], a.index, owners) || !leakIn(idsOnly, a.index, owners))
      throw new Error(`the leak detector misses account ${b.index}'s ${part}`);
    if (leakIn(a.snapshot[part], a.index, owners)) throw new Error(`the leak detector flags account ${a.index}'s own ${part}`);
  }
  const before = await othersDigest(db, a.id);
  const preferences = parseSnapshot(b.snapshot).preferences;
  const changed = await call(app, 'PUT', `${v1}/user_preferences/${preferences.id}`, {
    token: b.accessToken,
    payload: { include_plastic_utensils: !preferences.include_plastic_utensils },
  });
  await call(app, 'PUT', `${v1}/user_preferences/${preferences.id}`, {
    token: b.accessToken,
    payload: { include_plastic_utensils: preferences.include_plastic_utensils },
  });
  if (changed.statusCode !== 200 || before === (await othersDigest(db, a.id)))
    throw new Error('the database comparison misses a change to another account');
  b.snapshot = await readOwn(app, b);
}

const emptyTally = (name: string): Tally => ({
  route: name,
  attempts: 0,
  refused: 0,
  badRequest: 0,
  answered: 0,
  other: 0,
  s5xx: 0,
  unexpected2xx: 0,
  leaked: 0,
  changed: 0,
});
const describeRequest = (attempt: Attempt) =>
  `${attempt.method} ${attempt.url}${attempt.headers?.['x-soak-forgery'] ? ` (forged token: ${attempt.headers['x-soak-forgery']})` : ''}${attempt.payload === undefined ? '' : ` ${JSON.stringify(attempt.payload)}`}`;

/**
 * Signs up `userCount` accounts on a fresh app on `kind`, gives each its data, then lets each attack
 * all the others in turn.
 */
export async function crossUserAttempts(kind: DatabaseKind, userCount: number, seed: number, fuzzPerRoute = 12): Promise<CrossUserFigures> {
  const started = Date.now();
  const soak = await openSoakApp(kind, { dispatchControl: false });
  const { app, logLines } = soak;
  try {
    await app.ready();
    const users: SoakUser[] = [];
    for (let i = 0; i < userCount; i += 1) users.push(await makeSoakUser(app, i, soak.db));
    await checkDetectors(app, soak.db, users[0], users[1]);
    const setupMs = Date.now() - started;
    const forgeries = await forgers(app);
    const rng = random(seed);

    const tallies = new Map<string, Tally>(ATTEMPTED_ROUTES.map((name) => [name, emptyTally(name)]));
    const groups = new Map<string, FindingGroup>();
    const record = (kind: FindingGroup['kind'], routeName: string, causeText: string, example: FindingExample) => {
      // one cause whatever the id: 'value "2147483648" is out of range' and 'value "999999999999999" …' are the same failure
      const cause = causeText.replace(/"\d{6,}"/g, '"<id>"');
      const key = `${kind} ${routeName} ${cause}`;
      const group = groups.get(key) ?? { kind, route: routeName, cause, count: 0, examples: [] };
      groups.set(key, group);
      group.count += 1;
      if (group.examples.length < 3) group.examples.push(example);
    };
    let victimReads = 0;
    let victimReadsChanged = 0;
    let pairs = 0;
    let writes = 0;
    for (const a of users) {
      const owners = ownersOf(users);
      const token = await freshToken(app, a);
      const aData = parseSnapshot(a.snapshot);
      // the attacker's token must work, or every refusal below would prove nothing
      const control = await call(app, 'GET', `${v1}/users/me`, { token });
      if (control.statusCode !== 200 || control.json().user.id !== a.id)
        throw new Error(`account ${a.index}'s own token does not read its account: ${control.statusCode}`);

      const attempts = turnAttempts(a, aData, owners, token, rng, fuzzPerRoute);
      for (const b of users) {
        if (b === a) continue;
        attempts.push(
          ...(await pairAttempts(app, a, aData, b, parseSnapshot(b.snapshot), pairs, token, forgeries[pairs % forgeries.length])),
        );
        pairs += 1;
      }
      let digest = await othersDigest(soak.db, a.id);
      for (const attempt of attempts) {
        const logMark = logLines.length;
        const response = await call(app, attempt.method, attempt.url, {
          token: attempt.token,
          payload: attempt.payload,
          headers: attempt.headers,
        });
        const tally = tallies.get(attempt.route)!;
        const status = response.statusCode;
        tally.attempts += 1;
        const finding = (kindOf: FindingGroup['kind'], cause: string) =>
          record(kindOf, attempt.route, cause, { request: describeRequest(attempt), status, answer: response.body });
        if (status >= 500) {
          tally.s5xx += 1;
          finding('5xx', causeIn(logLines.slice(logMark)));
        } else if ([401, 403, 404].includes(status)) tally.refused += 1;
        else if (status === 400) tally.badRequest += 1;
        else if (status >= 200 && status < 300) {
          tally.answered += 1;
          if (attempt.intent === 'refuse') {
            tally.unexpected2xx += 1;
            finding('2xx where a refusal was expected', 'answered');
          }
        } else tally.other += 1;
        const leak = leakIn(response.body, a.index, owners);
        if (leak) {
          tally.leaked += 1;
          finding('leaked', leak);
        }
        if (attempt.write) {
          writes += 1;
          const after = await othersDigest(soak.db, a.id);
          if (after !== digest) {
            tally.changed += 1;
            const before = JSON.parse(digest) as Record<string, string>;
            finding(
              'changed',
              `other accounts' rows differ afterwards in the database: ${Object.entries(JSON.parse(after) as Record<string, string>)
                .filter(([table, hash]) => before[table] !== hash)
                .map(([table]) => table)
                .join(', ')}`,
            );
            digest = after;
          }
        }
      }

      // every other account reads its own data back with its own token
      for (const b of users) {
        if (b === a) continue;
        const now = await readOwn(app, b);
        victimReads += 1;
        const differs = (Object.keys(now) as (keyof typeof now)[]).filter((part) => now[part] !== b.snapshot[part]);
        if (differs.length) {
          victimReadsChanged += 1;
          record('changed', "(read back with the victim's own token)", `differs: ${differs.join(', ')}`, {
            request: `account ${b.index} after account ${a.index}'s turn`,
            status: 200,
            answer: differs.map((part) => now[part]).join(' '),
          });
          b.snapshot = now;
        }
      }
      a.snapshot = await readOwn(app, a);
    }
    const perRoute = [...tallies.values()];
    const total = perRoute.reduce<Tally>(
      (sum, t) => ({
        route: 'all',
        attempts: sum.attempts + t.attempts,
        refused: sum.refused + t.refused,
        badRequest: sum.badRequest + t.badRequest,
        answered: sum.answered + t.answered,
        other: sum.other + t.other,
        s5xx: sum.s5xx + t.s5xx,
        unexpected2xx: sum.unexpected2xx + t.unexpected2xx,
        leaked: sum.leaked + t.leaked,
        changed: sum.changed + t.changed,
      }),
      emptyTally('all'),
    );
    return {
      kind,
      users: users.length,
      pairs,
      perRoute,
      total,
      writes,
      victimReads,
      victimReadsChanged,
      findings: [...groups.values()],
      setupMs,
      durationMs: Date.now() - started,
    };
  } finally {
    await soak.close();
  }
}
