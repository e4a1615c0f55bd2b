import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../contract/common';
import { authConfig, userResponse } from '../contract/users';
import * as schema from '../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness';
import {
  AUDIENCE,
  CALLBACK,
  CLIENT_ID,
  TEST_ORIGIN,
  TestBrowser,
  bearer,
  exchangeCode,
  followToCallback,
  interactionPath,
  newAccount,
  pathOf,
  refresh,
  signIn,
  signUp,
  startAuthorize,
} from './oidc-test-client';

const core = '/services/core/api';
const issuer = `${TEST_ORIGIN}/`;

describe.each(databaseKinds)('embedded identity provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { featureFlags: ['web_auth0_social'] });
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (token: string, browser = new TestBrowser(t.app)) => browser.get(`${core}/v1/users/me`, bearer(token));
  const jwks = async () => createLocalJWKSet((await new TestBrowser(t.app).get('/.well-known/jwks.json')).json() as JSONWebKeySet);

  it("answers Auth0's discovery paths, with the request's origin as issuer and only public keys", async () => {
    const browser = new TestBrowser(t.app);
    const discovery = (await browser.get('/.well-known/openid-configuration')).json();
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${TEST_ORIGIN}/authorize`,
      token_endpoint: `${TEST_ORIGIN}/oauth/token`,
      jwks_uri: `${TEST_ORIGIN}/.well-known/jwks.json`,
      revocation_endpoint: `${TEST_ORIGIN}/oauth/revoke`,
      userinfo_endpoint: `${TEST_ORIGIN}/userinfo`,
      end_session_endpoint: `${TEST_ORIGIN}/oidc/logout`,
      code_challenge_methods_supported: ['S256'],
    });
    const keys = (await browser.get('/.well-known/jwks.json')).json().keys as Record<string, unknown>[];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(keys[0]).not.toHaveProperty(secret);

    const config = authConfig.parse((await browser.get(`${core}/v1/auth/config`)).json());
    expect(config).toEqual({
      domain: TEST_ORIGIN,
      client_id: CLIENT_ID,
      audience: AUDIENCE,
      embedded: true,
      social: ['google', 'facebook', 'apple'],
    });
  });

  it('signs up with PKCE: code → RS256 access token for the audience, ID token for the client, refresh token, userinfo, users/me', async () => {
    const account = newAccount();
    const { tokens, nonce, callback, state } = await signUp(t.app, account);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(600);
    expect(tokens.refresh_token).toBeTruthy();

    const keySet = await jwks();
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const access = await jwtVerify(tokens.access_token, keySet, { issuer, audience: AUDIENCE });
    expect(access.payload.sub).toMatch(/^auth0\|/);
    expect(String(access.payload.scope).split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'read:current_user', 'update:current_user_metadata']),
    );
    expect(access.payload.exp! - access.payload.iat!).toBe(600);

    // what auth0-spa-js checks of the ID token: RS256, iss = domain + '/', aud = client id, nonce, and the profile it shows
    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('RS256');
    const id = await jwtVerify(tokens.id_token, keySet, { issuer, audience: CLIENT_ID });
    expect(id.payload).toMatchObject({
      nonce,
      sub: access.payload.sub,
      email: account.email,
      given_name: account.firstName,
      family_name: account.lastName,
      email_verified: false,
    });

    const browser = new TestBrowser(t.app);
    const userinfo = await browser.get('/userinfo', bearer(tokens.access_token));
    expect(userinfo.statusCode).toBe(200);
    expect(userinfo.json()).toMatchObject({
      sub: access.payload.sub,
      email: account.email,
      given_name: account.firstName,
      family_name: account.lastName,
    });

    const profile = await me(tokens.access_token);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(userResponse.parse(profile.json()).user).toMatchObject({
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      phone: null,
      identity_provider: 'auth0',
      sms_opt_in: { transactional: true, marketing: false },
    });
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('stores the password hashed (scrypt with a salt), never the password itself', async () => {
    const account = newAccount();
    const other = { ...newAccount(), password: account.password };
    await signUp(t.app, account);
    await signUp(t.app, other);
    const rows = await t.db.select().from(schema.users).where(eq(schema.users.identityProvider, 'auth0'));
    const hashes = rows.filter((row) => [account.email, other.email].includes(row.email!)).map((row) => row.passwordHash!);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      expect(hash).not.toContain(account.password);
      expect(hash).not.toContain(Buffer.from(account.password).toString('base64url'));
    }
    // the same password twice: two salts, two hashes
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('signs in again with the password; a wrong password or unknown email shows the page error and issues nothing', async () => {
    const { account } = await signUp(t.app);
    const browser = new TestBrowser(t.app);
    for (const attempt of [
      { email: account.email, password: 'wrong password!' },
      { email: 'nobody.here@example.com', password: account.password },
    ]) {
      const start = await startAuthorize(browser);
      const page = await browser.postForm(`${interactionPath(start.response)}/login`, attempt);
      expect(page.statusCode).toBe(401);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('role="alert"');
      expect(page.body).toContain('The login information you provided was incorrect.');
      expect(page.headers.location).toBeUndefined();
    }
    const { tokens } = await signIn(t.app, account);
    expect((await me(tokens.access_token)).json().user.email).toBe(account.email);
  });

  it('sign-up checks every field, and an email that has an account already is refused', async () => {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorize(browser, { extra: { screen_hint: 'signup' } });
    const uid = interactionPath(start.response);
    const page = await browser.get(uid);
    expect(page.body).toContain('<h1 id="page-title">Create an account</h1>');
    expect(page.body).not.toMatch(/<script/i);
    const empty = await browser.postForm(`${uid}/signup`, { first_name: ' ', last_name: '', email: 'not-an-email', password: 'short' });
    expect(empty.statusCode).toBe(422);
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid e-mail address',
      'Password must be at least 8 characters',
    ]) {
      expect(empty.body).toContain(message);
    }
    expect(empty.body).toContain('aria-invalid="true"');
    const { account } = await signUp(t.app);
    const taken = await browser.postForm(`${uid}/signup`, {
      first_name: 'Other',
      last_name: 'Person',
      email: account.email.toUpperCase(),
      password: 'another password',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('Email address is associated with an existing account. Sign in to continue.');
  });

  it('refresh tokens rotate; a reused one is refused and ends the whole grant', async () => {
    const { tokens } = await signUp(t.app);
    const browser = new TestBrowser(t.app);
    const first = await refresh(browser, tokens.refresh_token!);
    expect(first.statusCode, first.body).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(rotated.access_token).not.toBe(tokens.access_token);
    expect(rotated.id_token).toBeTruthy();
    expect((await me(rotated.access_token)).statusCode).toBe(200);

    const reused = await refresh(browser, tokens.refresh_token!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
    // replaying a rotated token revokes the grant: the newer token stops working too
    expect((await refresh(browser, rotated.refresh_token)).statusCode).toBe(400);
  });

  it('/oauth/revoke revokes the refresh token', async () => {
    const { tokens } = await signUp(t.app);
    const browser = new TestBrowser(t.app);
    const revoked = await browser.postForm('/oauth/revoke', {
      client_id: CLIENT_ID,
      token: tokens.refresh_token!,
      token_type_hint: 'refresh_token',
    });
    expect(revoked.statusCode).toBe(200);
    const after = await refresh(browser, tokens.refresh_token!);
    expect(after.statusCode).toBe(400);
    expect(after.json().error).toBe('invalid_grant');
  });

  it('/v2/logout ends the session, revokes its refresh tokens and returns to an allowed returnTo', async () => {
    const { tokens, browser } = await signUp(t.app);
    // signed in: a second authorize goes straight back with a code
    const again = await startAuthorize(browser);
    expect(String(again.response.headers.location)).toMatch(/^http:\/\/localhost:3000\/auth-callback\?code=/);

    const refused = await browser.get(`/v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent('https://evil.example/')}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('not allowed');

    const logout = await browser.get(`/v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent(`${TEST_ORIGIN}/?loggedOut=true`)}`);
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe(`${TEST_ORIGIN}/?loggedOut=true`);
    expect(browser.cookies.has('_session')).toBe(false);
    expect((await refresh(new TestBrowser(t.app), tokens.refresh_token!)).statusCode).toBe(400);
    // signed out: authorize asks for sign-in again
    const fresh = await startAuthorize(browser);
    expect(String(fresh.response.headers.location)).toMatch(/^\/interaction\//);
  });

  it('an expired, tampered, foreign or misdirected token answers 401 in the error shape', async () => {
    const { tokens } = await signUp(t.app);
    expect((await me(tokens.access_token)).statusCode).toBe(200);

    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = decodeJwt(tokens.access_token);
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'auth0|someone-else' })).toString('base64url');
    const foreign = await generateKeyPair('RS256');
    const foreignToken = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(tokens.access_token).kid })
      .sign(foreign.privateKey);
    const flipped = `${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const candidates = {
      tampered: `${header}.${forged}.${signature}`,
      'bad signature': `${header}.${payload}.${flipped}`,
      'foreign key': foreignToken,
      'ID token': tokens.id_token,
      'not a JWT': 'abc',
    };
    for (const [name, token] of Object.entries(candidates)) {
      const response = await me(token);
      expect(response.statusCode, name).toBe(401);
      expect(errorResponse.parse(response.json()).errors[0].code, name).toBe('invalid_token');
      expect(response.headers['www-authenticate'], name).toContain('invalid_token');
    }
    // issued for another origin than the one asked
    expect((await me(tokens.access_token, new TestBrowser(t.app, 'other.example'))).statusCode).toBe(401);
    expect((await new TestBrowser(t.app).get(`${core}/v1/users/me`)).json().errors[0].code).toBe('not_signed_in');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const expired = await me(tokens.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].code).toBe('invalid_token');
  });

  it('requires PKCE and an allowed callback; loopback origins on other ports are allowed (dev server)', async () => {
    const browser = new TestBrowser(t.app);
    const noPkce = await browser.get(
      `/authorize?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: CALLBACK, response_type: 'code', scope: 'openid', state: 's' })}`,
    );
    expect(String(noPkce.headers.location)).toContain('error=invalid_request');

    const evil = await startAuthorize(browser, { redirectUri: 'https://evil.example/auth-callback' });
    expect(evil.response.statusCode).toBe(400);
    expect(evil.response.headers.location).toBeUndefined();
    const otherPath = await startAuthorize(browser, { redirectUri: `${TEST_ORIGIN}/somewhere-else` });
    expect(otherPath.response.statusCode).toBe(400);

    const dev = 'http://localhost:5173/auth-callback';
    const start = await startAuthorize(browser, { redirectUri: dev });
    expect(start.response.statusCode).toBe(303);
    const page = await browser.get(interactionPath(start.response));
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self' http://localhost:5173");
    const account = newAccount();
    const submitted = await browser.postForm(`${interactionPath(start.response)}/signup`, {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      password: account.password,
    });
    const callback = await followToCallback(browser, submitted, dev);
    expect((await exchangeCode(browser, callback, start.pkce.verifier, dev)).statusCode).toBe(200);

    // a public host allows only itself
    const publicBrowser = new TestBrowser(t.app, 'shop.example.com');
    const crossSite = await startAuthorize(publicBrowser, { redirectUri: 'http://localhost:5173/auth-callback' });
    expect(crossSite.response.statusCode).toBe(400);
  });

  it('cancel returns to the callback with access_denied', async () => {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorize(browser);
    const cancelled = await browser.postForm(`${interactionPath(start.response)}/abort`, {});
    const callback = await followToCallback(browser, cancelled);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(start.state);
  });

  it('social sign-in is a sandbox consent page: Continue as <name>, then an account with that provider', async () => {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorize(browser, { extra: { connection: 'google-oauth2' } });
    const page = await browser.get(interactionPath(start.response));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Continue as Sam Sandbox');
    const consented = await browser.postForm(`${interactionPath(start.response)}/social/google`, {});
    const callback = await followToCallback(browser, consented);
    const tokens = (await exchangeCode(browser, callback, start.pkce.verifier)).json();
    const user = userResponse.parse((await me(tokens.access_token)).json()).user;
    expect(user).toMatchObject({ identity_provider: 'google-oauth2', first_name: 'Sam', last_name: 'Sandbox', email_verified: true });

    // from the sign-in page's button, with a login_hint naming another sandbox identity
    const other = new TestBrowser(t.app);
    const hinted = await startAuthorize(other, { extra: { login_hint: 'robin.lee@example.org' } });
    const signInPage = await other.get(interactionPath(hinted.response));
    for (const provider of ['google', 'facebook', 'apple']) expect(signInPage.body).toContain(`/social/${provider}"`);
    const applePage = await other.get(`${interactionPath(hinted.response)}/social/apple`);
    expect(applePage.body).toContain('Continue as Robin Lee');
    const appleCallback = await followToCallback(other, await other.postForm(`${interactionPath(hinted.response)}/social/apple`, {}));
    const appleTokens = (await exchangeCode(other, appleCallback, hinted.pkce.verifier)).json();
    expect(decodeJwt(appleTokens.access_token).sub).toMatch(/^apple\|sandbox-/);

    const unknown = await startAuthorize(new TestBrowser(t.app), { extra: { connection: 'twitter' } });
    expect(String(unknown.response.headers.location)).toContain('error=invalid_request');
  });

  it('the sign-in pages run no script and label every field', async () => {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorize(browser);
    const page = await browser.get(interactionPath(start.response));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.headers['cache-control']).toBe('no-store');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toContain("unsafe-inline' 'self");
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    // a stale or foreign interaction id is an expired page, not an error
    const stale = await new TestBrowser(t.app).get(interactionPath(start.response));
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain('This sign-in page has expired.');
  });

  it('two servers on one database share keys and sign-in state (a code from one, redeemed at the other)', async () => {
    const { buildApp } = await import('../app');
    const second = await buildApp({ db: t.db, config: { dispatchSpeed: 0, staticDir: '/nonexistent', logLevel: 'silent' } });
    await second.ready();
    try {
      const firstKeys = (await new TestBrowser(t.app).get('/.well-known/jwks.json')).json();
      expect((await new TestBrowser(second).get('/.well-known/jwks.json')).json()).toEqual(firstKeys);

      const browser = new TestBrowser(t.app);
      const start = await startAuthorize(browser);
      const account = newAccount();
      // the form is posted to the second server with the first one's cookies
      const moved = new TestBrowser(second);
      for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
      const submitted = await moved.postForm(`${interactionPath(start.response)}/signup`, {
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        password: account.password,
      });
      const callback = await followToCallback(moved, submitted);
      const tokens = (await exchangeCode(browser, callback, start.pkce.verifier)).json();
      expect((await me(tokens.access_token, new TestBrowser(second))).statusCode).toBe(200);
      expect((await refresh(new TestBrowser(second), tokens.refresh_token)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('offers no social sign-in on its pages or in the storefront config when web_auth0_social is off (the storefront hides them too)', async () => {
    const plain = await createTestApp(kind);
    try {
      const browser = new TestBrowser(plain.app);
      expect(authConfig.parse((await browser.get(`${core}/v1/auth/config`)).json()).social).toEqual([]);
      const start = await startAuthorize(browser);
      const signInPage = await browser.get(interactionPath(start.response));
      expect(signInPage.statusCode).toBe(200);
      expect(signInPage.body).toContain('<form');
      expect(signInPage.body).not.toContain('/social/');
      expect(signInPage.body).not.toContain('Or continue with');
    } finally {
      await plain.close();
    }
  });

  it('sign-in and sign-up posts are rate limited per client (10 a minute): the 11th answers 429', async () => {
    const limited = await createTestApp(kind, { rateLimitFactor: 1 });
    try {
      const browser = new TestBrowser(limited.app);
      const start = await startAuthorize(browser);
      const uid = interactionPath(start.response);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1)
        statuses.push((await browser.postForm(`${uid}/login`, { email: `guess${i}@example.com`, password: 'wrong guess' })).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      const limitedPage = await browser.postForm(`${uid}/login`, { email: 'a@example.com', password: 'x' });
      expect(limitedPage.headers['content-type']).toContain('text/html');
      expect(limitedPage.body).toContain('Too many requests. Please wait a minute and try again.');
      const signups: number[] = [];
      for (let i = 0; i < 11; i += 1)
        signups.push((await browser.postForm(`${uid}/signup`, { first_name: '', last_name: '', email: '', password: '' })).statusCode);
      expect(signups.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(signups[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('the interaction needs its cookie: a page opened from another browser is expired', async () => {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorize(browser);
    const stranger = new TestBrowser(t.app);
    const posted = await stranger.postForm(`${interactionPath(start.response)}/login`, { email: 'a@example.com', password: 'whatever123' });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('This sign-in page has expired.');
  });

  it('prompt=login asks a signed-in browser to sign in again, and keeps its refresh token (offline_access)', async () => {
    const { browser, account } = await signUp(t.app);
    const start = await startAuthorize(browser, { extra: { prompt: 'login' } });
    const page = await browser.get(interactionPath(start.response));
    expect(page.body).toContain('<h1 id="page-title">Sign in</h1>');
    const callback = await followToCallback(
      browser,
      await browser.postForm(`${interactionPath(start.response)}/login`, { email: account.email, password: account.password }),
    );
    const tokens = (await exchangeCode(browser, callback, start.pkce.verifier)).json();
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('a signed-in session asked for consent (prompt=consent) is granted without a page: the storefront is first-party', async () => {
    const { browser } = await signUp(t.app);
    const start = await startAuthorize(browser, { extra: { prompt: 'consent' } });
    expect(pathOf(String(start.response.headers.location))).toMatch(/^\/interaction\//);
    const callback = await followToCallback(browser, await browser.get(interactionPath(start.response)));
    const tokens = (await exchangeCode(browser, callback, start.pkce.verifier)).json();
    expect(tokens.refresh_token).toBeTruthy();
    expect((await me(tokens.access_token)).statusCode).toBe(200);
  });

  it('answers CORS for the token endpoint to allowed origins only (a dev server on another loopback port)', async () => {
    const browser = new TestBrowser(t.app);
    const preflight = (origin: string) =>
      browser.request({
        method: 'OPTIONS',
        url: '/oauth/token',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,auth0-client' },
      });
    const dev = await preflight('http://localhost:5173');
    expect(dev.statusCode).toBe(204);
    expect(dev.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const evil = await browser.request({
      method: 'POST',
      url: '/oauth/token',
      payload: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: 'x' }).toString(),
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
