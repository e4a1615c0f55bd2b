import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness';
import { AUDIENCE, CLIENT_ID, SCOPE, TestBrowser, followToCallback, interactionPath, newAccount, pathOf } from './oidc-test-client';

/**
 * Conformance of the embedded identity provider with Auth0, driven by the certified relying-party
 * library openid-client 6 over a real socket: discovery, authorization code + PKCE, token, userinfo,
 * refresh and logout. The shopper's part (the sign-up form) is played by a cookie-keeping test browser.
 * Expected claims are Auth0's documented ones:
 * - an access token for a custom API asked for with `openid` has `aud` [API identifier,
 *   `https://{tenant}/userinfo`] and `azp` the client id (https://auth0.com/docs/secure/tokens/access-tokens/access-token-profiles);
 * - ID tokens carry the session id `sid` (https://auth0.com/docs/secure/tokens/id-tokens/id-token-structure);
 * - `/oidc/logout` (the discovery's end_session_endpoint) honours `post_logout_redirect_uri` and `state`
 *   (https://auth0.com/docs/authenticate/login/logout/log-users-out-of-auth0).
 */
describe.each(databaseKinds)('embedded identity provider conformance, openid-client over HTTP (%s)', (kind) => {
  let t: TestApp;
  let origin: string;
  let config: oidc.Configuration;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    config = await oidc.discovery(new URL(origin), CLIENT_ID, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
  });
  afterAll(async () => t?.close());

  const callbackUrl = () => `${origin}/auth-callback`;

  /** Authorization code + PKCE as openid-client builds it; the test browser signs up; openid-client exchanges the code. */
  async function signUpWithOpenIdClient() {
    const browser = new TestBrowser(t.app, new URL(origin).host);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(),
      scope: SCOPE,
      audience: AUDIENCE,
      state,
      nonce,
      screen_hint: 'signup',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    expect(authorizationUrl.href.startsWith(`${origin}/authorize?`)).toBe(true);
    const started = await browser.get(pathOf(authorizationUrl.href));
    const form = interactionPath(started);
    expect((await browser.get(form)).statusCode).toBe(200);
    const account = newAccount('conformance');
    const submitted = await browser.postForm(`${form}/signup`, {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      password: account.password,
    });
    const callback = await followToCallback(browser, submitted, callbackUrl());
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    return { browser, account, tokens, nonce };
  }

  it('discovery: the issuer is the origin with a trailing slash, on the paths Auth0 uses', () => {
    const server = config.serverMetadata();
    expect(server.issuer).toBe(`${origin}/`);
    expect(server).toMatchObject({
      authorization_endpoint: `${origin}/authorize`,
      token_endpoint: `${origin}/oauth/token`,
      userinfo_endpoint: `${origin}/userinfo`,
      jwks_uri: `${origin}/.well-known/jwks.json`,
      end_session_endpoint: `${origin}/oidc/logout`,
    });
    expect(server.code_challenge_methods_supported).toContain('S256');
  });

  it('code + PKCE: an RS256 access token with aud [API, <issuer>userinfo] and azp, an ID token with sid, and /userinfo', async () => {
    const { tokens, account, nonce } = await signUpWithOpenIdClient();
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.refresh_token).toBeTruthy();

    const keys = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
    const access = await jwtVerify(tokens.access_token, keys, { issuer: `${origin}/`, audience: AUDIENCE, algorithms: ['RS256'] });
    expect(access.payload.aud).toEqual([AUDIENCE, `${origin}/userinfo`]);
    expect(access.payload.azp).toBe(CLIENT_ID);
    expect(access.payload).not.toHaveProperty('client_id');
    expect(String(access.payload.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));

    // openid-client has checked the ID token's signature, iss, aud (the client), nonce and expiry
    const id = tokens.claims()!;
    expect(id).toMatchObject({ iss: `${origin}/`, aud: CLIENT_ID, nonce, sub: access.payload.sub, email: account.email });
    expect(typeof id.sid).toBe('string');
    expect(String(id.sid).length).toBeGreaterThan(0);

    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, id.sub);
    expect(userinfo).toMatchObject({ sub: id.sub, email: account.email, given_name: account.firstName, family_name: account.lastName });
  });

  it('refresh: a rotated refresh token, a new access token of the same shape, an ID token of the same session (sid)', async () => {
    const { tokens } = await signUpWithOpenIdClient();
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const access = decodeJwt(refreshed.access_token);
    expect(access.aud).toEqual([AUDIENCE, `${origin}/userinfo`]);
    expect(access.azp).toBe(CLIENT_ID);
    const id = refreshed.claims();
    expect(id?.sub).toBe(tokens.claims()!.sub);
    expect(id?.sid).toBe(tokens.claims()!.sid);
  });

  it('logout at the end_session_endpoint: back to post_logout_redirect_uri with state, the session ended and its refresh token revoked', async () => {
    const { browser, tokens } = await signUpWithOpenIdClient();
    const returnTo = `${origin}/?signed_out=1`;
    const state = oidc.randomState();
    const logoutUrl = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: returnTo, state });
    expect(logoutUrl.href.startsWith(`${origin}/oidc/logout?`)).toBe(true);

    const loggedOut = await browser.get(pathOf(logoutUrl.href));
    expect(loggedOut.statusCode).toBe(302);
    const back = new URL(String(loggedOut.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/`);
    expect(back.searchParams.get('signed_out')).toBe('1');
    expect(back.searchParams.get('state')).toBe(state);
    expect(browser.cookies.has('_session')).toBe(false);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('logout refuses a post_logout_redirect_uri of another site, one without a client, and a forged id_token_hint', async () => {
    const { browser, tokens } = await signUpWithOpenIdClient();
    const elsewhere = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'https://evil.example/',
    });
    expect((await browser.get(pathOf(elsewhere.href))).statusCode).toBe(400);
    const noClient = await browser.get(`/oidc/logout?post_logout_redirect_uri=${encodeURIComponent(`${origin}/`)}`);
    expect(noClient.statusCode).toBe(400);
    const [header, payload] = tokens.id_token!.split('.');
    const forged = oidc.buildEndSessionUrl(config, { id_token_hint: `${header}.${payload}.AAAA`, post_logout_redirect_uri: `${origin}/` });
    expect((await browser.get(pathOf(forged.href))).statusCode).toBe(400);
    // still signed in: the refresh token works
    expect((await oidc.refreshTokenGrant(config, tokens.refresh_token!)).access_token).toBeTruthy();
  });
});

/*
 * The same expectations against a real Auth0 tenant, when AUTH0_CONFORMANCE_DOMAIN, AUTH0_CONFORMANCE_CLIENT_ID and
 * AUTH0_CONFORMANCE_AUDIENCE are set: discovery and keys. With a test user and a confidential client allowed the
 * password-realm grant (AUTH0_CONFORMANCE_CLIENT_SECRET, AUTH0_CONFORMANCE_USERNAME, AUTH0_CONFORMANCE_PASSWORD), the
 * access token's aud/azp too (a code flow needs Auth0's login page in a browser; the storefront's own flow is
 * auth0-spa-js's). Skipped without them, never faked.
 */
const tenant = {
  domain: process.env.AUTH0_CONFORMANCE_DOMAIN ?? '',
  clientId: process.env.AUTH0_CONFORMANCE_CLIENT_ID ?? '',
  audience: process.env.AUTH0_CONFORMANCE_AUDIENCE ?? '',
  clientSecret: process.env.AUTH0_CONFORMANCE_CLIENT_SECRET ?? '',
  username: process.env.AUTH0_CONFORMANCE_USERNAME ?? '',
  password: process.env.AUTH0_CONFORMANCE_PASSWORD ?? '',
};
describe.skipIf(!tenant.domain || !tenant.clientId || !tenant.audience)(
  'an Auth0 tenant (AUTH0_CONFORMANCE_DOMAIN, …_CLIENT_ID, …_AUDIENCE)',
  () => {
    const issuer = `https://${tenant.domain.replace(/^https?:\/\//, '').replace(/\/$/, '')}/`;

    it('discovery: the issuer with a trailing slash, on the paths the embedded provider copies, S256, and RS256 keys', async () => {
      const config = await oidc.discovery(new URL(issuer), tenant.clientId);
      const server = config.serverMetadata();
      expect(server.issuer).toBe(issuer);
      expect(server).toMatchObject({
        authorization_endpoint: `${issuer}authorize`,
        token_endpoint: `${issuer}oauth/token`,
        userinfo_endpoint: `${issuer}userinfo`,
        jwks_uri: `${issuer}.well-known/jwks.json`,
      });
      expect(server.code_challenge_methods_supported).toContain('S256');
      // present when the tenant has RP-initiated logout on, at the path the embedded provider uses
      if (server.end_session_endpoint) expect(server.end_session_endpoint).toBe(`${issuer}oidc/logout`);
      const jwks = (await (await fetch(server.jwks_uri!)).json()) as { keys: Array<{ alg?: string; kty: string }> };
      expect(jwks.keys.some((key) => key.kty === 'RSA' && (key.alg ?? 'RS256') === 'RS256')).toBe(true);
    });

    it.skipIf(!tenant.clientSecret || !tenant.username || !tenant.password)(
      'an access token for the API has aud [API, <issuer>userinfo] and azp',
      async () => {
        const config = await oidc.discovery(new URL(issuer), tenant.clientId, tenant.clientSecret);
        const tokens = await oidc.genericGrantRequest(config, 'password', {
          username: tenant.username,
          password: tenant.password,
          audience: tenant.audience,
          scope: 'openid profile email',
        });
        const keys = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
        const access = await jwtVerify(tokens.access_token, keys, { issuer, audience: tenant.audience, algorithms: ['RS256'] });
        expect(access.payload.aud).toEqual([tenant.audience, `${issuer}userinfo`]);
        expect(access.payload.azp).toBe(tenant.clientId);
      },
    );
  },
);
