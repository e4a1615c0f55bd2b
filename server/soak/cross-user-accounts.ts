import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_HOST, TestBrowser, bearer, refresh, signUp, type Tokens } from '../identity/oidc-test-client';
import type { Database } from '../db/database';
import { browserCard, TEST_CARDS } from '../test/cards';
import { lastCodeTo } from '../test/phone-codes';
import { soakOrderBody } from './order-body';

/**
 * The accounts of the cross-user check: signed up through the embedded provider the way a shopper
 * does (server/identity/oidc-test-client.ts), each given data of its own through the API, and read back
 * with its own token.
 */
export const core = '/services/core/api';

export type SoakUser = {
  index: number;
  /** unique, in the last name, the email and the second address line: its presence in another account's answer is a leak */
  tag: string;
  browser: TestBrowser;
  accessToken: string;
  refreshToken: string | null;
  tokenAt: number;
  /** the token's `sub` (auth0|…) */
  subject: string;
  id: number;
  email: string;
  /** ten digits */
  phone: string;
  /** what the account reads of itself; refreshed after its own turn as the attacker */
  snapshot: Snapshot;
};

/** An account's data as it reads it with its own token (JSON text of each answer). */
export type Snapshot = { me: string; addresses: string; preferences: string; sms: string; orders: string; cards: string };

export type Parsed = {
  user: { id: number; email: string | null; phone: string | null; preferences: { id: number } };
  addresses: { id: number; address: string; address2: string | null; city: string; state: string; zipcode: string }[];
  preferences: { id: number; marketing_email_status: string; include_plastic_utensils: boolean };
  sms: { id: number; phone_number: string }[];
  orders: { id: number; uuid: string; shop: { web_slug: string } }[];
  cards: { id: number; last_four: string }[];
};

export const parseSnapshot = (snapshot: Snapshot): Parsed => ({
  user: JSON.parse(snapshot.me).user,
  addresses: JSON.parse(snapshot.addresses),
  preferences: JSON.parse(snapshot.preferences).user_preferences,
  sms: JSON.parse(snapshot.sms),
  orders: JSON.parse(snapshot.orders).orders,
  cards: JSON.parse(snapshot.cards),
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as a browser on the storefront's origin would make it (the provider issues tokens for that origin). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string | null; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { host: TEST_HOST, ...(options.token ? bearer(options.token) : {}), ...(options.headers ?? {}) },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

async function expectStatus(
  response: LightMyRequestResponse | Promise<LightMyRequestResponse>,
  statuses: number[],
  what: string,
): Promise<LightMyRequestResponse> {
  const answer = await response;
  if (!statuses.includes(answer.statusCode)) throw new Error(`${what}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  return answer;
}

/** Access tokens live 10 minutes: one older than 5 is swapped for a new one with the refresh token, as the storefront does. */
export async function freshToken(app: FastifyInstance, user: SoakUser): Promise<string> {
  if (Date.now() - user.tokenAt < 5 * 60_000 || !user.refreshToken) return user.accessToken;
  const response = await refresh(user.browser, user.refreshToken);
  if (response.statusCode !== 200)
    throw new Error(`token refresh for account ${user.index}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  const tokens = response.json() as Tokens;
  user.accessToken = tokens.access_token;
  user.refreshToken = tokens.refresh_token ?? user.refreshToken;
  user.tokenAt = Date.now();
  return user.accessToken;
}

/** The account's data read with its own token; any answer but 200 is a broken run, not a finding. */
export async function readOwn(app: FastifyInstance, user: SoakUser): Promise<Snapshot> {
  const token = await freshToken(app, user);
  const read = async (path: string) =>
    (await expectStatus(call(app, 'GET', `${core}${path}`, { token }), [200], `account ${user.index} reading ${path}`)).body;
  return {
    me: await read('/v1/users/me'),
    addresses: await read('/v1/addresses'),
    preferences: await read('/v1/user_preferences'),
    sms: await read('/v1/sms_subscriptions'),
    orders: await read('/v1/orders?per_page=50&page=1'),
    cards: await read('/v2/payment_methods?gateway=stripe'),
  };
}

/** A real address the embedded geocoder knows (its ZIP in its state); the street is kept as typed. */
const addressesOf = (index: number, tag: string) => [
  { address: `${100 + index} Court St`, address2: `Apt ${tag}`, city: 'Brooklyn', state: 'NY', zipcode: '11201' },
  { address: `${100 + index} Atlantic Ave`, address2: null, city: 'Brooklyn', state: 'NY', zipcode: '11217' },
];

/** '2125551000' + index: a distinct phone per account */
export const phoneOf = (index: number) => String(2_125_551_000 + index);

/**
 * Signs up one account and gives it a contact (name, phone), two saved addresses, changed preferences,
 * an SMS subscription, a saved card (the card sandbox's 4242) and a placed order linked by its token.
 */
export async function makeSoakUser(app: FastifyInstance, index: number, db: Database): Promise<SoakUser> {
  const tag = `Soakx${randomBytes(5).toString('hex')}`;
  const email = `${tag.toLowerCase()}@example.com`;
  const { tokens, browser } = await signUp(app, { firstName: 'Soak', lastName: tag, email, password: `correct horse ${tag}` });
  const token = tokens.access_token;
  const subject = String(decodeJwt(token).sub);
  const me = (await expectStatus(call(app, 'GET', `${core}/v1/users/me`, { token }), [200], 'users/me after sign-up')).json()
    .user as Parsed['user'];
  const phone = phoneOf(index);
  await expectStatus(
    call(app, 'PUT', `${core}/v1/users/${me.id}`, { token, payload: { first_name: 'Soak', last_name: tag, phone, email } }),
    [200],
    'PUT own users/{id}',
  );
  for (const address of addressesOf(index, tag)) {
    await expectStatus(
      call(app, 'POST', `${core}/v1/addresses`, { token, payload: { address } }),
      [201],
      `POST addresses ${address.address}`,
    );
  }
  await expectStatus(
    call(app, 'PUT', `${core}/v1/user_preferences/${me.preferences.id}`, {
      token,
      payload: { marketing_email_status: 'opted_in', include_plastic_utensils: index % 2 === 0 },
    }),
    [200],
    'PUT own user_preferences/{id}',
  );
  // marketing texts need the number verified: a code sent through the SMS stand-in, read back from it
  await expectStatus(
    call(app, 'POST', `${core}/v1/phone_verifications`, { token, payload: { phone_number: phone } }),
    [201],
    'POST phone_verifications',
  );
  await expectStatus(
    call(app, 'POST', `${core}/v1/phone_verifications/confirm`, {
      token,
      payload: { phone_number: phone, code: await lastCodeTo(db, phone.replace(/\D/g, '')) },
    }),
    [200],
    'POST phone_verifications/confirm',
  );
  await expectStatus(
    call(app, 'POST', `${core}/v1/sms_subscriptions`, {
      token,
      payload: { phone_number: phone, email, more: { transactional: true, marketing: true } },
    }),
    [201],
    'POST sms_subscriptions',
  );
  await expectStatus(
    call(app, 'POST', `${core}/v2/payment_methods`, {
      token,
      payload: { gateway: 'stripe', token: await browserCard(app, TEST_CARDS.visa), channel: 'web', single_use: false },
    }),
    [201],
    'POST v2/payment_methods',
  );
  const body = soakOrderBody(`account ${tag}`);
  await expectStatus(
    call(app, 'POST', `${core}/v2/orders`, {
      token,
      payload: {
        ...body,
        order: { ...body.order, email, delivery_first_name: 'Soak', delivery_last_name: tag, delivery_telephone: phone },
      },
    }),
    [201],
    'POST v2/orders signed in',
  );
  const user: SoakUser = {
    index,
    tag,
    browser,
    accessToken: token,
    refreshToken: tokens.refresh_token ?? null,
    tokenAt: Date.now(),
    subject,
    id: me.id,
    email,
    phone,
    snapshot: { me: '', addresses: '', preferences: '', sms: '', orders: '', cards: '' },
  };
  user.snapshot = await readOwn(app, user);
  const own = parseSnapshot(user.snapshot);
  if (own.addresses.length !== 2 || own.sms.length !== 1 || own.orders.length !== 1 || own.cards.length !== 1) {
    throw new Error(
      `account ${index} does not read back its data: ${own.addresses.length} addresses, ${own.sms.length} SMS subscriptions, ${own.orders.length} orders, ${own.cards.length} cards`,
    );
  }
  return user;
}

/**
 * Who owns what: every id, uuid, subject and tag of every account, by kind, so an answer's content
 * can be traced to its owner.
 */
export type Owners = {
  userIds: Map<number, number>;
  preferenceIds: Map<number, number>;
  addressIds: Map<number, number>;
  smsIds: Map<number, number>;
  orderIds: Map<number, number>;
  orderUuids: Map<string, number>;
  cardIds: Map<number, number>;
  subjects: Map<string, number>;
  phones: Map<string, number>;
  /** lower-case tag → owner */
  tags: Map<string, number>;
};

export function ownersOf(users: SoakUser[]): Owners {
  const owners: Owners = {
    userIds: new Map(),
    preferenceIds: new Map(),
    addressIds: new Map(),
    smsIds: new Map(),
    orderIds: new Map(),
    orderUuids: new Map(),
    cardIds: new Map(),
    subjects: new Map(),
    phones: new Map(),
    tags: new Map(),
  };
  for (const user of users) {
    const own = parseSnapshot(user.snapshot);
    owners.userIds.set(own.user.id, user.index);
    owners.preferenceIds.set(own.preferences.id, user.index);
    for (const address of own.addresses) owners.addressIds.set(address.id, user.index);
    // an account may hold a subscription for another's number (it set its own consent for it): the row is its own
    for (const subscription of own.sms) owners.smsIds.set(subscription.id, user.index);
    for (const order of own.orders) {
      owners.orderIds.set(order.id, user.index);
      owners.orderUuids.set(order.uuid, user.index);
    }
    for (const card of own.cards) owners.cardIds.set(card.id, user.index);
    owners.subjects.set(user.subject, user.index);
    if (own.user.phone) owners.phones.set(own.user.phone, user.index);
    owners.tags.set(user.tag.toLowerCase(), user.index);
  }
  return owners;
}

const jwtShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Another account's data in an answer to `caller`: its tag anywhere in the text (name, email, second
 * address line), or, by the kind of object that carries it, its user id, phone, preferences id, address
 * id, SMS subscription id, order id or uuid, saved card id, or auth subject; tokens in the answer (turn_to) are opened
 * and read the same way. Null when there is none.
 */
export function leakIn(body: string, caller: number, owners: Owners): string | null {
  const found: string[] = [];
  const searchText = (text: string, where: string) => {
    const lower = text.toLowerCase();
    for (const [tag, owner] of owners.tags)
      if (owner !== caller && lower.includes(tag)) found.push(`account ${owner}'s tag ${tag}${where}`);
  };
  const check = (map: Map<number | string, number>, value: unknown, what: string) => {
    const owner = map.get(value as number | string);
    if (owner !== undefined && owner !== caller) found.push(`account ${owner}'s ${what} ${String(value)}`);
  };
  const walk = (value: unknown, key: string, where: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item) => walk(item, key, where));
      return;
    }
    if (typeof value === 'string' && jwtShape.test(value)) {
      try {
        const claims = decodeJwt(value);
        searchText(JSON.stringify(claims), ` in a token's claims (${key})`);
        walk(claims, key, ` in a token (${key})`);
      } catch {
        // not a JWT after all
      }
      return;
    }
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if ('preferences' in object && 'sms_opt_in' in object) {
      check(owners.userIds, object.id, `user id${where}`);
      check(owners.phones, object.phone, `phone${where}`);
    }
    if ('marketing_email_status' in object) check(owners.preferenceIds, object.id, `preferences id${where}`);
    if ('zipcode' in object && 'latitude' in object && 'created_at' in object) check(owners.addressIds, object.id, `address id${where}`);
    if ('phone_number' in object && 'more' in object) check(owners.smsIds, object.id, `SMS subscription id${where}`);
    if ('uuid' in object && 'date_purchased' in object) {
      check(owners.orderIds, object.id, `order id${where}`);
      check(owners.orderUuids, object.uuid, `order uuid${where}`);
    }
    if ('last_four' in object && 'single_use' in object) check(owners.cardIds, object.id, `saved card id${where}`);
    if (typeof object.sub === 'string') {
      check(owners.subjects, object.sub, `subject${where}`);
      if (/^\d+$/.test(object.sub)) check(owners.userIds, Number(object.sub), `user id (sub)${where}`);
    }
    for (const [name, child] of Object.entries(object)) walk(child, name, where);
  };
  searchText(body, '');
  try {
    walk(JSON.parse(body), '', '');
  } catch {
    // not JSON: the text search above is all there is
  }
  return found.length ? [...new Set(found)].join('; ') : null;
}
