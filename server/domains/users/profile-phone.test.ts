import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { userResponse } from '../../contract/users';
import { TestBrowser, bearer, signUp } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';

const core = '/services/core/api';

// an account made on the sign-up page has no phone (users/me answers phone: null)
describe.each(databaseKinds)('PUT users/{id} for an account without a phone on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  async function newAccount() {
    const { tokens } = await signUp(t.app, {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: `noor.${randomUUID()}@example.com`,
      password: 'pizza-lover-22',
    });
    const call = (method: 'GET' | 'PUT', path: string, payload?: object) =>
      new TestBrowser(t.app).request({
        method,
        url: `${core}${path}`,
        ...(payload ? { payload } : {}),
        headers: bearer(tokens.access_token),
      });
    const user = userResponse.parse((await call('GET', '/v1/users/me')).json()).user;
    expect(user.phone).toBeNull();
    return { call, id: user.id };
  }

  it('changes the email (and name) without adding a phone; the phone stays unset', async () => {
    const { call, id } = await newAccount();
    const email = `noor.new.${randomUUID()}@example.com`;
    const response = await call('PUT', `/v1/users/${id}`, { first_name: 'Noor', last_name: 'Haddad-Lee', phone: '', email });
    expect(response.statusCode, response.body).toBe(200);
    expect(userResponse.parse(response.json()).user).toMatchObject({ email, last_name: 'Haddad-Lee', phone: null });
    expect((await call('GET', '/v1/users/me')).json().user).toMatchObject({ email, phone: null });
    // two such accounts never collide on their missing phones
    const other = await newAccount();
    expect(
      (
        await other.call('PUT', `/v1/users/${other.id}`, {
          first_name: 'Sam',
          last_name: 'Haddad',
          phone: ' ',
          email: `sam.${randomUUID()}@example.com`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a phone once added is still required, and a typed one must be valid', async () => {
    const { call, id } = await newAccount();
    const email = `noor.${randomUUID()}@example.com`;
    expect(
      (await call('PUT', `/v1/users/${id}`, { first_name: 'Noor', last_name: 'Haddad', phone: '555-01', email })).json().errors[0].message,
    ).toBe('Please enter valid phone number in this format XXX-XXX-XXXX');
    const phone = `718${String(Date.now()).slice(-7)}`;
    expect((await call('PUT', `/v1/users/${id}`, { first_name: 'Noor', last_name: 'Haddad', phone, email })).statusCode).toBe(200);
    const cleared = await call('PUT', `/v1/users/${id}`, { first_name: 'Noor', last_name: 'Haddad', phone: '', email });
    expect(cleared.statusCode).toBe(422);
    expect(errorResponse.parse(cleared.json()).errors).toEqual([expect.objectContaining({ field: 'phone', message: 'Phone is required' })]);
  });
});
