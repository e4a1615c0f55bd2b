import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { DEFAULT_AUTH0_AUDIENCE, DEFAULT_AUTH0_CLIENT_ID, type Config } from '../config';
import { socialProvider, type AuthConfig, type SocialProvider } from '../contract/users';
import type { Database } from '../db/database';
import { ApiError } from '../domains/api-error';
import { accountForSubject, type ExternalProfile } from '../domains/users/service';
import { findUserBySubject, type UserRow } from '../domains/users/repository';
import { identityKeys } from '../identity/keys';
import { issuerOf, requestOrigin } from '../identity/origins';

/**
 * Bearer-token sign-in for the API. Every request that carries `Authorization: Bearer <jwt>` is
 * checked once, before its route: an RS256 access token for AUTH0_AUDIENCE, unexpired, from the
 * identity provider. Embedded: signed with the server's own key (server/identity/keys.ts) and issued
 * for the origin the request came to. Auth0: signed by a key of https://AUTH0_DOMAIN/.well-known/jwks.json
 * (fetched once, cached, refetched for an unknown kid) and issued by https://AUTH0_DOMAIN/.
 * The token's `sub` names the account (a users row, made on first sight of an Auth0 subject).
 */
export type AuthSettings = {
  db: Database;
  clock: () => Date;
  /** null: the embedded provider */
  auth0Domain: string | null;
  clientId: string;
  audience: string;
  social: SocialProvider[];
};

export type Identification =
  | { kind: 'anonymous' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'signed_in'; user: UserRow; claims: JWTPayload };

declare module 'fastify' {
  interface FastifyRequest {
    /** who the bearer token names (set before every route) */
    identification: Identification;
    /** the signed-in account's id, or null */
    userId: number | null;
  }
}

/** The storefront's flag for social sign-in (spec §9): off, no social button shows on either side of the sign-in. */
export const SOCIAL_SIGN_IN_FLAG = 'web_auth0_social';

/** The AUTH0_* settings as configured, defaults filled in; social sign-ins only where FEATURE_FLAGS turns them on. */
export function authSettingsFrom(
  config: Partial<Pick<Config, 'auth0Domain' | 'auth0ClientId' | 'auth0Audience' | 'auth0Social' | 'featureFlags'>>,
): Pick<AuthSettings, 'auth0Domain' | 'clientId' | 'audience' | 'social'> {
  const socialOn = (config.featureFlags ?? []).includes(SOCIAL_SIGN_IN_FLAG);
  return {
    auth0Domain: config.auth0Domain ?? null,
    clientId: config.auth0ClientId ?? DEFAULT_AUTH0_CLIENT_ID,
    audience: config.auth0Audience ?? DEFAULT_AUTH0_AUDIENCE,
    social: socialOn ? (config.auth0Social ?? [...socialProvider.options]) : [],
  };
}

export type Auth = {
  embedded: boolean;
  settings: AuthSettings;
  /** GET /services/core/api/v1/auth/config */
  config(request: FastifyRequest): AuthConfig;
};

/** 'crust.us.auth0.com' → 'https://crust.us.auth0.com'; a given scheme is kept ('http://127.0.0.1:4010' for a local stand-in). */
export const auth0BaseUrl = (domain: string) => (/^https?:\/\//.test(domain) ? domain : `https://${domain}`).replace(/\/+$/, '');

const bearer = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)\s*$/i;
const clockTolerance = 5;
const profileTimeoutMs = 3000;

/** Auth0's /userinfo for a subject seen the first time, so its account starts with a name and email. Best effort. */
async function auth0Profile(baseUrl: string, token: string): Promise<ExternalProfile> {
  try {
    const response = await fetch(`${baseUrl}/userinfo`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(profileTimeoutMs),
    });
    if (!response.ok) return {};
    const info = (await response.json()) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      email: text(info.email),
      emailVerified: info.email_verified === true,
      firstName: text(info.given_name),
      lastName: text(info.family_name),
    };
  } catch {
    return {};
  }
}

function describe(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `token ${error.claim} rejected`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'signature invalid';
  return error instanceof Error ? error.name : 'token invalid';
}

export async function registerAuth(app: FastifyInstance, settings: AuthSettings): Promise<Auth> {
  const { db, clock, auth0Domain, audience } = settings;
  const baseUrl = auth0Domain ? auth0BaseUrl(auth0Domain) : null;
  const remoteKeys = baseUrl
    ? createRemoteJWKSet(new URL(`${baseUrl}/.well-known/jwks.json`), { cacheMaxAge: 10 * 60_000, timeoutDuration: 5000 })
    : null;

  async function identify(request: FastifyRequest): Promise<Identification> {
    const header = request.headers.authorization;
    // no credentials at all (a client that sends the header before it has a token) is a guest, not a bad token
    if (!header || /^Bearer\s*(?:null|undefined)?\s*$/i.test(header)) return { kind: 'anonymous' };
    const token = bearer.exec(header)?.[1];
    if (!token) return { kind: 'invalid', reason: 'not a bearer JWT' };
    let claims: JWTPayload;
    try {
      if (baseUrl && remoteKeys) {
        ({ payload: claims } = await jwtVerify(token, remoteKeys, {
          issuer: `${baseUrl}/`,
          audience,
          algorithms: ['RS256'],
          clockTolerance,
        }));
      } else {
        const origin = requestOrigin(request);
        if (!origin) return { kind: 'invalid', reason: 'unknown host' };
        const { publicKey } = await identityKeys(db);
        ({ payload: claims } = await jwtVerify(token, publicKey, {
          issuer: issuerOf(origin),
          audience,
          algorithms: ['RS256'],
          clockTolerance,
        }));
      }
    } catch (error) {
      return { kind: 'invalid', reason: describe(error) };
    }
    if (typeof claims.sub !== 'string' || !claims.sub || claims.sub.length > 255) return { kind: 'invalid', reason: 'no subject' };
    if (baseUrl) {
      const user =
        (await findUserBySubject(db, claims.sub)) ?? (await accountForSubject(db, claims.sub, await auth0Profile(baseUrl, token), clock()));
      return { kind: 'signed_in', user, claims };
    }
    // the embedded provider only issues tokens to accounts it has
    const user = await findUserBySubject(db, claims.sub);
    return user ? { kind: 'signed_in', user, claims } : { kind: 'invalid', reason: 'unknown account' };
  }

  app.decorateRequest('identification', null as never);
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    request.identification = await identify(request);
    request.userId = request.identification.kind === 'signed_in' ? request.identification.user.id : null;
  });

  return {
    embedded: !baseUrl,
    settings,
    config(request) {
      return {
        domain: auth0Domain ?? requestOrigin(request) ?? '',
        client_id: settings.clientId,
        audience,
        embedded: !baseUrl,
        social: settings.social,
      };
    },
  };
}

/** The signed-in account, or null (no token, or one that is not valid): account reads answer their empty result then. */
export function signedInUser(request: FastifyRequest): UserRow | null {
  return request.identification?.kind === 'signed_in' ? request.identification.user : null;
}

/** The signed-in account; 401 in the error shape (with WWW-Authenticate) when there is none. */
export function requireUser(request: FastifyRequest, reply: FastifyReply): UserRow {
  const identification = request.identification;
  if (identification?.kind === 'signed_in') return identification.user;
  if (identification?.kind === 'invalid') {
    void reply.header('www-authenticate', 'Bearer realm="crust", error="invalid_token"');
    throw new ApiError(401, { code: 'invalid_token', message: 'Your session has expired. Please sign in again.' });
  }
  void reply.header('www-authenticate', 'Bearer realm="crust"');
  throw new ApiError(401, { code: 'not_signed_in', message: 'Please sign in to continue.' });
}
