import { randomUUID } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import {
  smsSubscriptionResponse,
  smsSubscriptionsResponse,
  turnToToken,
  userDeviceResponse,
  userPreferencesResponse,
  userResponse,
  validateEmailResponse,
} from '../../contract/users';
import { identityKeys } from '../../identity/keys';
import { TestBrowser, bearer, signUp, type Tokens } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { verifyPhone } from '../../test/phone-codes';

const core = '/services/core/api';

describe.each(databaseKinds)('account routes on %s', (kind) => {
  let t: TestApp;
  let tokens: Tokens;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    ({ tokens } = await signUp(t.app, {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: `maria.${randomUUID()}@example.com`,
      password: 'pizza-lover-22',
    }));
    userId = (await call('GET', '/v1/users/me')).json().user.id;
  });
  afterAll(async () => t?.close());

  function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object, token: string | null = tokens.access_token) {
    return new TestBrowser(t.app).request({
      method,
      url: `${core}${path}`,
      ...(payload ? { payload } : {}),
      headers: token ? bearer(token) : {},
    });
  }

  describe('signed out', () => {
    it('users/me and the account reads answer 401 (the storefront reads that as nothing saved); the review tokens their empty result; every write answers 401', async () => {
      const me = await call('GET', '/v1/users/me', undefined, null);
      expect(me.statusCode).toBe(401);
      expect(errorResponse.parse(me.json()).errors[0].code).toBe('not_signed_in');
      expect(me.headers['www-authenticate']).toBe('Bearer realm="crust"');

      const empty: [string, unknown][] = [
        ['/v1/users/me/turn_to/user_data', {}],
        ['/v1/users/me/turn_to/logged_in_data', {}],
      ];
      // issue 31 item 14: a client with a lost token must tell "signed out" from "nothing saved"
      const accountReads = [
        '/v1/user_preferences',
        '/v1/sms_subscriptions?phone_number=7185550100',
        '/v1/addresses',
        '/v2/payment_methods?gateway=stripe',
        '/v1/orders?per_page=15&page=1',
      ];
      for (const token of [null, 'not.a.token', `${tokens.access_token.slice(0, -6)}AAAAAA`]) {
        for (const [path, body] of empty) {
          const response = await call('GET', path, undefined, token);
          expect(response.statusCode, `${path} ${token}`).toBe(200);
          expect(response.json(), path).toEqual(body);
        }
        for (const path of accountReads) {
          const response = await call('GET', path, undefined, token);
          expect(response.statusCode, `${path} ${token}`).toBe(401);
          expect(errorResponse.parse(response.json()).errors[0].code, path).toBe(token === null ? 'not_signed_in' : 'invalid_token');
          expect(response.headers['www-authenticate'], path).toMatch(/^Bearer realm="crust"/);
        }
      }

      const writes: ['PUT' | 'POST' | 'DELETE', string, object | undefined][] = [
        ['PUT', `/v1/users/${userId}`, { first_name: 'A', last_name: 'B', phone: '718-555-0100', email: 'a@example.com' }],
        ['PUT', '/v1/user_preferences/1', { include_plastic_utensils: true }],
        [
          'POST',
          '/v1/sms_subscriptions',
          { phone_number: '7185550100', email: 'a@example.com', more: { transactional: true, marketing: true } },
        ],
        ['POST', '/v1/addresses', { address: { address: '123 Court St', city: 'Brooklyn', state: 'NY', zipcode: '11201' } }],
        ['DELETE', '/v1/addresses/1', undefined],
      ];
      for (const [method, path, payload] of writes) {
        const response = await call(method, path, payload, null);
        expect(response.statusCode, `${method} ${path}`).toBe(401);
        errorResponse.parse(response.json());
      }
    });
  });

  describe('users/me and PUT users/{id}', () => {
    it('answers the account with its preferences and SMS defaults', async () => {
      const user = userResponse.parse((await call('GET', '/v1/users/me')).json()).user;
      expect(user).toMatchObject({
        id: userId,
        first_name: 'Maria',
        last_name: 'Lopez',
        phone: null,
        identity_provider: 'auth0',
        email_verified: false,
        preferences: { marketing_email_status: 'unsubscribed', include_plastic_utensils: false },
        sms_opt_in: { transactional: true, marketing: false },
      });
    });

    it('updates name, phone and email; the phone is stored as ten digits', async () => {
      const email = `maria.new.${randomUUID()}@example.com`;
      const response = await call('PUT', `/v1/users/${userId}`, {
        first_name: ' Maria ',
        last_name: 'López',
        phone: '(718) 555-0142',
        email,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(userResponse.parse(response.json()).user).toMatchObject({
        first_name: 'Maria',
        last_name: 'López',
        phone: '7185550142',
        email,
      });
      expect((await call('GET', '/v1/users/me')).json().user.phone).toBe('7185550142');
    });

    it("answers the spec's messages for each failing field at once", async () => {
      const response = await call('PUT', `/v1/users/${userId}`, { first_name: '', last_name: ' ', phone: '', email: '' });
      expect(response.statusCode).toBe(422);
      expect(errorResponse.parse(response.json()).errors.map(({ field, message }) => [field, message])).toEqual([
        ['first_name', 'First name is required'],
        ['last_name', 'Last name is required'],
        ['phone', 'Phone is required'],
        ['email', 'Email is required'],
      ]);
      const invalid = await call('PUT', `/v1/users/${userId}`, { first_name: 'M', last_name: 'L', phone: '555-0142', email: 'maria@' });
      expect(invalid.json().errors.map((e: { message: string }) => e.message)).toEqual([
        'Please enter valid phone number in this format XXX-XXX-XXXX',
        'Please enter a valid e-mail address',
      ]);
    });

    it("answers 'Email has already been taken' and 'Phone has already been taken' for another account's", async () => {
      const other = await signUp(t.app);
      const otherId = (await call('GET', '/v1/users/me', undefined, other.tokens.access_token)).json().user.id;
      const otherPut = await call(
        'PUT',
        `/v1/users/${otherId}`,
        { first_name: 'O', last_name: 'P', phone: '212-555-0199', email: other.account.email },
        other.tokens.access_token,
      );
      expect(otherPut.statusCode).toBe(200);

      const mine = (await call('GET', '/v1/users/me')).json().user;
      const taken = await call('PUT', `/v1/users/${userId}`, {
        first_name: 'Maria',
        last_name: 'Lopez',
        phone: '212.555.0199',
        email: other.account.email.toUpperCase(),
      });
      expect(taken.statusCode).toBe(422);
      const errors = errorResponse.parse(taken.json()).errors;
      expect(errors.map(({ code, message, field }) => ({ code, message, field }))).toEqual([
        { code: 'email_taken', message: 'Email has already been taken', field: 'email' },
        { code: 'phone_taken', message: 'Phone has already been taken', field: 'phone' },
      ]);
      expect((await call('GET', '/v1/users/me')).json().user).toMatchObject({ email: mine.email, phone: mine.phone });
      // keeping one's own email and phone is no conflict
      expect(
        (await call('PUT', `/v1/users/${userId}`, { first_name: 'Maria', last_name: 'Lopez', phone: mine.phone, email: mine.email }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a malformed body (400) and a non-numeric id (400)', async () => {
      expect((await call('PUT', `/v1/users/${userId}`, { first_name: 'x' })).statusCode).toBe(400);
      expect(
        (await call('PUT', '/v1/users/abc', { first_name: 'A', last_name: 'B', phone: '7185550100', email: 'a@example.com' })).statusCode,
      ).toBe(400);
    });
  });

  describe('review-widget tokens', () => {
    it('signs a user_data and a logged_in_data token for the account', async () => {
      const secret = (await identityKeys(t.db)).turnToSecret;
      const userData = turnToToken.parse((await call('GET', '/v1/users/me/turn_to/user_data')).json()) as {
        token: string;
        expires_at: string;
      };
      const claims = (await jwtVerify(userData.token, secret, { currentDate: new Date('2026-11-23T17:00:00Z') })).payload;
      expect(claims).toMatchObject({ sub: String(userId), typ: 'turnto-user-data', first_name: 'Maria' });
      expect(userData.expires_at).toBe('2026-11-23T18:00:00.000Z');
      const loggedIn = (await call('GET', '/v1/users/me/turn_to/logged_in_data')).json();
      expect(decodeJwt(loggedIn.token)).toMatchObject({ sub: String(userId), typ: 'turnto-logged-in', logged_in: true });
    });
  });

  describe('preferences', () => {
    it('reads and changes marketing email status and plastic utensils', async () => {
      const read = userPreferencesResponse.parse((await call('GET', '/v1/user_preferences')).json()) as {
        user_preferences: { id: number };
      };
      const id = read.user_preferences.id;
      const changed = await call('PUT', `/v1/user_preferences/${id}`, {
        marketing_email_status: 'subscribed',
        include_plastic_utensils: true,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().user_preferences).toEqual({ id, marketing_email_status: 'subscribed', include_plastic_utensils: true });
      const partial = await call('PUT', `/v1/user_preferences/${id}`, { include_plastic_utensils: false });
      expect(partial.json().user_preferences).toEqual({ id, marketing_email_status: 'subscribed', include_plastic_utensils: false });
      expect((await call('GET', '/v1/users/me')).json().user.preferences.marketing_email_status).toBe('subscribed');
      expect((await call('PUT', `/v1/user_preferences/${id}`, { marketing_email_status: 'maybe' })).statusCode).toBe(400);
      expect((await call('PUT', '/v1/user_preferences/999999', { include_plastic_utensils: true })).statusCode).toBe(404);
    });
  });

  describe('SMS subscriptions', () => {
    it('creates (201), changes (200) and lists the consent per number; users/me shows its own number', async () => {
      const phone = (await call('GET', '/v1/users/me')).json().user.phone ?? '7185550142';
      // marketing texts need the number verified first (phone-verification.test)
      await verifyPhone(t.db, call, phone);
      const created = await call('POST', '/v1/sms_subscriptions', {
        phone_number: phone,
        email: null,
        more: { transactional: true, marketing: true },
      });
      expect(created.statusCode, created.body).toBe(201);
      const subscription = smsSubscriptionResponse.parse(created.json()).sms_subscription;
      expect(subscription).toMatchObject({ phone_number: phone, more: { transactional: true, marketing: true } });
      const changed = await call('POST', '/v1/sms_subscriptions', {
        phone_number: `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
        more: { transactional: false, marketing: true },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().sms_subscription).toMatchObject({ id: subscription.id, more: { transactional: false, marketing: true } });
      const listed = smsSubscriptionsResponse.parse((await call('GET', `/v1/sms_subscriptions?phone_number=${phone}`)).json());
      expect(listed.map((s) => s.id)).toEqual([subscription.id]);
      expect((await call('GET', '/v1/sms_subscriptions?phone_number=2125550000')).json()).toEqual([]);
      expect((await call('GET', '/v1/users/me')).json().user.sms_opt_in).toEqual({ transactional: false, marketing: true });
      const bad = await call('POST', '/v1/sms_subscriptions', {
        phone_number: '12345',
        email: 'nope',
        more: { transactional: true, marketing: false },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['phone_number', 'email']);
    });
  });

  describe('email validation (guests too)', () => {
    it('answers validity and suggestions for likely typos', async () => {
      const check = async (email_address: string) =>
        validateEmailResponse.parse((await call('POST', '/v1/email/validate', { email_address }, null)).json());
      expect(await check('pat@gmial.com')).toEqual({
        email_address: 'pat@gmial.com',
        valid: true,
        suggestions: ['pat@gmail.com'],
        has_account: false,
      });
      expect((await check('pat@hotmial.com')).suggestions[0]).toBe('pat@hotmail.com');
      expect((await check('pat@yahoo.co')).suggestions[0]).toBe('pat@yahoo.com');
      expect((await check('pat@pizzeria-example.con')).suggestions).toEqual(['pat@pizzeria-example.com']);
      expect(await check('pat@gmail.com')).toEqual({ email_address: 'pat@gmail.com', valid: true, suggestions: [], has_account: false });
      expect(await check('pat@example.org')).toEqual({
        email_address: 'pat@example.org',
        valid: true,
        suggestions: [],
        has_account: false,
      });
      expect((await check('pat@')).valid).toBe(false);
      expect((await check('not an email')).valid).toBe(false);
      expect((await call('POST', '/v1/email/validate', {}, null)).statusCode).toBe(400);
    });
  });

  describe('device traits', () => {
    it('answers what the collector saw of a browser, null for an unknown one, and whether the request is signed in', async () => {
      const browserId = randomUUID();
      const event = (name: string, page: string, at: string) => ({ event: name, page, occurred_at: at, data: {} });
      const sent = await new TestBrowser(t.app).request({
        method: 'POST',
        url: '/services/traits/api/v1/events',
        payload: {
          browser_id: browserId,
          context: {},
          events: [event('page_view', '/', '2026-11-23T16:00:00Z'), event('page_view', '/restaurants', '2026-11-23T16:05:00Z')],
        },
      });
      expect(sent.statusCode, sent.body).toBe(202);
      const device = await new TestBrowser(t.app).get(
        `/services/traits/api/v1/user-device/latest?device_id=${browserId}`,
        bearer(tokens.access_token),
      );
      expect(userDeviceResponse.parse(device.json())).toEqual({
        user_device: {
          device_id: browserId,
          platform: 'web',
          first_seen_at: '2026-11-23T16:00:00.000Z',
          last_seen_at: '2026-11-23T16:05:00.000Z',
          events_count: 2,
          last_page: '/restaurants',
        },
        signed_in: true,
      });
      const unknown = await new TestBrowser(t.app).get(`/services/traits/api/v1/user-device/latest?device_id=${randomUUID()}`);
      expect(unknown.json()).toEqual({ user_device: null, signed_in: false });
      expect((await new TestBrowser(t.app).get('/services/traits/api/v1/user-device/latest?device_id=nope')).json()).toEqual({
        user_device: null,
        signed_in: false,
      });
    });
  });
});
