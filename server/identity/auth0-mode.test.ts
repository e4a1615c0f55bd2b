import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { authConfig, userResponse } from '../contract/users';
import * as schema from '../db/schema';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test/harness';

/**
 * With AUTH0_DOMAIN set the embedded provider is not mounted: the API verifies access tokens with
 * the tenant's JWKS and issuer. The tenant here is a local stand-in (AUTH0_DOMAIN may carry a
 * scheme) serving /.well-known/jwks.json and /userinfo.
 */
const core = '/services/core/api';
const audience = 'https://api.crust.example';
const clientId = 'tenantStorefrontClientId';

describe.each(databaseKinds)('a real Auth0 tenant on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let tenant: http.Server;
  let domain: string;
  let signingKey: CryptoKey;
  let jwksRequests = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'tenant-key-1', alg: 'RS256', use: 'sig' };
    tenant = http.createServer((request, response) => {
      if (request.url === '/.well-known/jwks.json') {
        jwksRequests += 1;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
      } else if (request.url === '/userinfo' && request.headers.authorization?.startsWith('Bearer ')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            sub: 'google-oauth2|1234567890',
            email: 'gina@example.com',
            email_verified: true,
            given_name: 'Gina',
            family_name: 'Rossi',
          }),
        );
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => tenant.listen(0, '127.0.0.1', resolve));
    domain = `http://127.0.0.1:${(tenant.address() as AddressInfo).port}`;
    database = await openTestDatabase(kind);
    app = await buildApp({
      db: database.db,
      config: {
        dispatchSpeed: 0,
        staticDir: path.join(os.tmpdir(), 'crust-no-storefront'),
        logLevel: 'silent',
        auth0Domain: domain,
        auth0ClientId: clientId,
        auth0Audience: audience,
        auth0Social: ['google'],
        featureFlags: ['web_auth0_social'],
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await new Promise((resolve) => tenant?.close(resolve));
  });

  const token = (
    claims: Record<string, unknown> = {},
    options: { issuer?: string; audience?: string; expiresIn?: string; key?: CryptoKey } = {},
  ) =>
    new SignJWT({ scope: 'openid profile email', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'tenant-key-1' })
      .setSubject('google-oauth2|1234567890')
      .setIssuer(options.issuer ?? `${domain}/`)
      .setAudience(options.audience ?? audience)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? signingKey);
  const me = async (bearerToken: string) =>
    app.inject({ method: 'GET', url: `${core}/v1/users/me`, headers: { authorization: `Bearer ${bearerToken}` } });

  it('does not mount the embedded provider, and tells the storefront the tenant', async () => {
    // these paths are only storefront pages now (the SPA answers unknown GETs), never the provider's JSON or redirects
    for (const url of [
      '/.well-known/openid-configuration',
      '/.well-known/jwks.json',
      '/userinfo',
      '/v2/logout',
      '/oidc/logout',
      '/authorize?client_id=x',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers.location, url).toBeUndefined();
      expect(response.body, url).not.toContain('jwks_uri');
    }
    expect((await app.inject({ method: 'POST', url: '/oauth/token', payload: {} })).statusCode).toBe(404);
    const config = authConfig.parse((await app.inject({ method: 'GET', url: `${core}/v1/auth/config` })).json());
    expect(config).toEqual({ domain, client_id: clientId, audience, embedded: false, social: ['google'] });
    // the page may call the tenant (auth0-spa-js's token endpoint), and nothing else off the site
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(
      csp
        .split(';')
        .find((directive) => directive.trim().startsWith('connect-src'))
        ?.trim(),
    ).toBe(`connect-src 'self' ${domain}`);
  });

  it("accepts the tenant's token, making the account on first sight from the tenant's /userinfo", async () => {
    const first = await me(await token());
    expect(first.statusCode, first.body).toBe(200);
    expect(userResponse.parse(first.json()).user).toMatchObject({
      email: 'gina@example.com',
      email_verified: true,
      first_name: 'Gina',
      last_name: 'Rossi',
      identity_provider: 'google-oauth2',
    });
    const second = await me(await token());
    expect(second.json().user.id).toBe(first.json().user.id);
    const rows = await database.db.select().from(schema.users).where(eq(schema.users.authSubject, 'google-oauth2|1234567890'));
    expect(rows).toHaveLength(1);
    expect(rows[0].passwordHash).toBeNull();
    // the key set is fetched once and cached
    expect(jwksRequests).toBe(1);
  });

  it('refuses another issuer, another audience, an expired token and a token signed by another key', async () => {
    const other = await generateKeyPair('RS256');
    const refused = {
      issuer: await token({}, { issuer: 'https://someone-else.auth0.com/' }),
      audience: await token({}, { audience: 'https://another.api' }),
      expired: await token({}, { expiresIn: '-1m' }),
      key: await token({}, { key: other.privateKey }),
    };
    for (const [name, bad] of Object.entries(refused)) {
      const response = await me(bad);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().errors[0].code, name).toBe('invalid_token');
    }
  });
});
