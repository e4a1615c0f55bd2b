import { jwtVerify } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { SocialProvider } from '../contract/users';
import { AUTH_CALLBACK_PATH, EMAIL_CONNECTION, SOCIAL_CONNECTIONS } from '../contract/users';
import type { Database } from '../db/database';
import { findUserBySubject } from '../domains/users/repository';
import { databaseAdapter, revokeGrant } from './adapter';
import type { IdentityKeys } from './keys';
import { isAllowedCallback, isAllowedOrigin, isAllowedReturn, issuerOf } from './origins';
import { messagePage } from './pages';
import { permissionsOf } from './roles';

/**
 * The embedded OpenID Connect provider (oidc-provider 9) on Auth0's paths, for one origin (see
 * origins.ts): authorization code + PKCE (S256) for one public client, rotating refresh tokens,
 * RS256 ID tokens and RS256 JWT access tokens for the API audience.
 *
 * Where Auth0 differs from OIDC Core, it does as Auth0 does, because @auth0/auth0-spa-js expects it:
 * `audience` names the API (the resource indicator), `offline_access` gives a refresh token without
 * `prompt=consent`, the ID token carries the profile and email claims, the first-party storefront
 * is never asked for consent, and `GET /v2/logout?client_id=&returnTo=` signs out at once. As Auth0's,
 * an access token asked for with `openid` has `aud` [API audience, `<issuer>userinfo`] and `azp` (the
 * client id), the ID token carries the session's `sid`, and the discovery's end_session_endpoint is
 * Auth0's OIDC logout (`/oidc/logout`), which honours `post_logout_redirect_uri` and `state`.
 */
export type ProviderOptions = {
  db: Database;
  keys: IdentityKeys;
  clientId: string;
  audience: string;
  social: SocialProvider[];
  trustProxy: boolean;
  log: FastifyBaseLogger;
};

export const TOKEN_LIFETIMES = {
  accessToken: 10 * 60,
  idToken: 10 * 60 * 60,
  authorizationCode: 60,
  refreshToken: 14 * 24 * 60 * 60,
  session: 14 * 24 * 60 * 60,
  interaction: 60 * 60,
} as const;

/**
 * Scopes an access token for the API audience may carry: the spec's read and update of the current
 * user's metadata (discovery §6) and, as in Auth0's, the OpenID ones that let it call /userinfo.
 */
export const API_SCOPES = 'openid profile email read:current_user update:current_user_metadata';

export const PROVIDER_PATHS = {
  authorization: '/authorize',
  token: '/oauth/token',
  jwks: '/.well-known/jwks.json',
  revocation: '/oauth/revoke',
  discovery: '/.well-known/openid-configuration',
  logout: '/v2/logout',
  oidcLogout: '/oidc/logout',
  userinfo: '/userinfo',
} as const;

type Ctx = KoaContextWithOIDC;

/** Auth0 gives a refresh token for offline_access without prompt=consent (OIDC Core drops it); so does this provider. */
async function honourOfflineAccess(ctx: Ctx): Promise<void> {
  const raw = ctx.method === 'POST' ? (ctx.oidc.body as Record<string, unknown> | undefined)?.scope : ctx.query.scope;
  const asked = typeof raw === 'string' && raw.split(' ').includes('offline_access');
  const scope = ctx.oidc.params?.scope as string | undefined;
  const responseType = String(ctx.oidc.params?.response_type ?? '');
  if (asked && scope && !scope.split(' ').includes('offline_access') && responseType.split(' ').includes('code')) {
    ctx.oidc.params!.scope = `${scope} offline_access`;
  }
}

export function createProvider(origin: string, options: ProviderOptions): Provider {
  const { db, keys, clientId, audience, social, log } = options;
  const issuer = issuerOf(origin);
  const connections = new Set([EMAIL_CONNECTION, ...social.map((provider) => SOCIAL_CONNECTIONS[provider])]);

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Crust storefront',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}${AUTH_CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${origin}/`],
      },
    ],
    jwks: { keys: [keys.signingJwk as never] },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'nickname', 'updated_at'],
    },
    conformIdTokenClaims: false,
    extraParams: {
      audience: null,
      screen_hint: null,
      async connection(_ctx: Ctx, value: string | undefined) {
        if (value !== undefined && !connections.has(value)) throw new errors.InvalidRequest(`the connection ${value} is not enabled`);
      },
      async scope(ctx: Ctx) {
        await honourOfflineAccess(ctx);
      },
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      // served by the API (identity/routes.ts), which accepts the audience's JWT access tokens as Auth0 does
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      revocation: {
        enabled: true,
        async allowedPolicy(_ctx, client, token) {
          return token.clientId === client.clientId;
        },
      },
      resourceIndicators: {
        enabled: true,
        async defaultResource(ctx: Ctx, _client, oneOf) {
          return oneOf ?? (ctx.oidc.params?.audience as string | undefined) ?? audience;
        },
        async useGrantedResource() {
          return true;
        },
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget(`unknown audience ${resourceIndicator}`);
          return {
            scope: API_SCOPES,
            audience,
            accessTokenTTL: TOKEN_LIFETIMES.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    routes: {
      authorization: PROVIDER_PATHS.authorization,
      token: PROVIDER_PATHS.token,
      jwks: PROVIDER_PATHS.jwks,
      revocation: PROVIDER_PATHS.revocation,
      userinfo: PROVIDER_PATHS.userinfo,
    },
    discovery: {
      userinfo_endpoint: `${issuer}userinfo`,
      end_session_endpoint: `${issuer}oidc/logout`,
    },
    formats: {
      customizers: {
        // Auth0's access token: the API and, with openid, its /userinfo as audiences; the client as azp (no client_id claim)
        jwt(_ctx, token, jwt) {
          const scopes = String(jwt.payload.scope ?? '').split(' ');
          jwt.payload.aud = scopes.includes('openid') ? [audience, `${issuer}userinfo`] : audience;
          jwt.payload.azp = token.clientId;
          delete jwt.payload.client_id;
        },
      },
    },
    // Auth0's role-based access control: an access token carries its account's permissions (roles.ts); none, no claim
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const permissions = await permissionsOf(db, token.accountId);
      return permissions.length ? { permissions } : undefined;
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: TOKEN_LIFETIMES.accessToken,
      AuthorizationCode: TOKEN_LIFETIMES.authorizationCode,
      IdToken: TOKEN_LIFETIMES.idToken,
      Interaction: TOKEN_LIFETIMES.interaction,
      Session: TOKEN_LIFETIMES.session,
      Grant: TOKEN_LIFETIMES.refreshToken,
      // a rotated refresh token lives as long as the one it replaces: 14 days from sign-in, not from last use
      RefreshToken(ctx, token, client) {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) return rotated.remainingTTL;
        return TOKEN_LIFETIMES.refreshToken;
      },
    },
    interactions: {
      url: async (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx, sub) {
      const user = await findUserBySubject(db, sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        async claims() {
          const name = `${user.firstName} ${user.lastName}`.trim();
          return {
            sub,
            ...(user.email ? { email: user.email, email_verified: user.emailVerified } : {}),
            name: name || user.email || sub,
            given_name: user.firstName || undefined,
            family_name: user.lastName || undefined,
            nickname: user.firstName || user.email?.split('@')[0] || undefined,
            updated_at: Math.floor(user.updatedAt.getTime() / 1000),
          };
        },
      };
    },
    // the storefront is first-party: whatever it asks for (within the API's scopes) is granted, as Auth0 skips consent for its own apps
    async loadExistingGrant(ctx: Ctx) {
      const accountId = ctx.oidc.account!.accountId;
      const grantId =
        (ctx.oidc.result as { consent?: { grantId?: string } } | undefined)?.consent?.grantId ||
        ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== accountId) grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client!.clientId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      const claims = [...ctx.oidc.requestParamClaims].filter((claim) => claim !== 'sub');
      if (claims.length) grant.addOIDCClaims(claims);
      for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        const scopes = [...ctx.oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
        if (scopes.length) grant.addResourceScope(indicator, scopes.join(' '));
      }
      await grant.save();
      return grant;
    },
    clientBasedCORS(_ctx, requestOrigin) {
      return isAllowedOrigin(origin, requestOrigin);
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      const description = typeof out.error_description === 'string' ? out.error_description : 'The sign-in request could not be completed.';
      ctx.body = messagePage('Sign-in problem', `${description} (${out.error})`, { href: `${origin}/`, text: 'Return to the store' });
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = options.trustProxy;

  // any loopback (or the origin's own) /auth-callback: see origins.ts
  const ClientModel = provider.Client as unknown as {
    prototype: { redirectUriAllowed(value: string): boolean; postLogoutRedirectUriAllowed(value: string): boolean; includeSid(): boolean };
  };
  const redirectUriAllowed = ClientModel.prototype.redirectUriAllowed;
  ClientModel.prototype.redirectUriAllowed = function allowed(value: string) {
    return isAllowedCallback(origin, value) || redirectUriAllowed.call(this, value);
  };
  // Auth0's ID tokens always carry the session's sid (oidc-provider adds it only for back-channel logout clients)
  ClientModel.prototype.includeSid = () => true;

  provider.use(auth0Logout(origin, clientId, db, keys));
  provider.on('server_error', (_ctx: unknown, error: Error) =>
    log.error(
      { error: { type: error.name, message: error.message, stack: error.stack?.split('\n').slice(1, 6).join('\n') } },
      'identity provider error',
    ),
  );
  return provider;
}

/** The sign-out request of either Auth0 endpoint, checked: where to send the browser, or null when refused. */
type LogoutTarget = { redirect: string } | null;

/** Auth0's `/v2/logout?client_id=&returnTo=`: returnTo must be a page of an allowed origin. */
function v2LogoutTarget(origin: string, clientId: string, query: Record<string, string | string[] | undefined>): LogoutTarget {
  const { client_id: askedClient, returnTo } = query;
  if (askedClient !== undefined && askedClient !== clientId) return null;
  if (returnTo === undefined) return { redirect: `${origin}/` };
  return typeof returnTo === 'string' && isAllowedReturn(origin, returnTo) ? { redirect: returnTo } : null;
}

/**
 * Auth0's OIDC logout, `/oidc/logout?id_token_hint=&client_id=&post_logout_redirect_uri=&state=`: the
 * redirect must be an allowed page and its client known (client_id, or the audience of an ID token
 * this provider signed, expired or not); `state` is handed back on it.
 */
async function oidcLogoutTarget(
  origin: string,
  clientId: string,
  keys: IdentityKeys,
  query: Record<string, string | string[] | undefined>,
): Promise<LogoutTarget> {
  const { client_id: askedClient, id_token_hint: hint, post_logout_redirect_uri: redirect, state } = query;
  for (const value of [askedClient, hint, redirect, state]) if (value !== undefined && typeof value !== 'string') return null;
  if (askedClient !== undefined && askedClient !== clientId) return null;
  if (typeof hint === 'string') {
    try {
      const { payload } = await jwtVerify(hint, keys.publicKey, {
        issuer: issuerOf(origin),
        audience: clientId,
        algorithms: ['RS256'],
        currentDate: new Date(0),
      });
      if (!payload.sub) return null;
    } catch {
      return null;
    }
  }
  if (redirect === undefined) return { redirect: `${origin}/` };
  if (askedClient === undefined && hint === undefined) return null;
  if (typeof redirect !== 'string' || !isAllowedReturn(origin, redirect)) return null;
  const target = new URL(redirect);
  if (typeof state === 'string') target.searchParams.set('state', state);
  return { redirect: target.toString() };
}

/**
 * Auth0's sign-out, on both its endpoints (`/v2/logout` with returnTo, `/oidc/logout` with
 * post_logout_redirect_uri): ends the provider session, revokes what the session granted (its refresh
 * tokens stop working), clears the session cookie and sends the browser to the checked redirect, or to
 * the store's home without one.
 */
function auth0Logout(origin: string, clientId: string, db: Database, keys: IdentityKeys) {
  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.path !== PROVIDER_PATHS.logout && ctx.path !== PROVIDER_PATHS.oidcLogout) return next();
    const provider = ctx.app as unknown as Provider;
    const query = ctx.query as Record<string, string | string[] | undefined>;
    const target =
      ctx.path === PROVIDER_PATHS.logout ? v2LogoutTarget(origin, clientId, query) : await oidcLogoutTarget(origin, clientId, keys, query);
    if (target === null) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = messagePage('Sign-out problem', 'That sign-out link is not allowed for this store.', {
        href: `${origin}/`,
        text: 'Return to the store',
      });
      return undefined;
    }
    const session = await provider.Session.get(ctx as never);
    const grantIds = Object.values(session.authorizations ?? {})
      .map((authorization) => authorization.grantId)
      .filter((id): id is string => Boolean(id));
    for (const grantId of grantIds) await revokeGrant(db, grantId);
    if (session.accountId || grantIds.length) await session.destroy();
    ctx.cookies.set(provider.cookieName('session'), null, { httpOnly: true, sameSite: 'lax', path: '/' });
    ctx.status = 302;
    ctx.redirect(target.redirect);
    return undefined;
  };
}
