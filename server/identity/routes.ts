import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import type { SocialProvider } from '../contract/users';
import type { Database } from '../db/database';
import { ApiError } from '../domains/api-error';
import { isValidEmail } from '../domains/users/email-validation';
import { accountForSubject, createEmailAccount, findEmailAccount } from '../domains/users/service';
import { RATE_LIMIT_MESSAGE } from '../plugins/rate-limits';
import { identityKeys } from './keys';
import { isAllowedOrigin, requestOrigin } from './origins';
import { messagePage, signInPage, signUpPage, socialConsentPage, type FieldErrors } from './pages';
import { MIN_PASSWORD_LENGTH, hashPassword, verifyPassword } from './passwords';
import { PROVIDER_PATHS, createProvider } from './provider';
import { providerOfConnection, sandboxIdentity } from './social';

export type IdentityOptions = {
  db: Database;
  clock: () => Date;
  clientId: string;
  audience: string;
  social: SocialProvider[];
  trustProxy: boolean;
};

/** Paths oidc-provider answers itself (raw request and response handed over, body unread). */
const HANDED_OVER: { url: string; method: ('GET' | 'POST' | 'OPTIONS')[] }[] = [
  { url: PROVIDER_PATHS.authorization, method: ['GET'] },
  { url: `${PROVIDER_PATHS.authorization}/:uid`, method: ['GET'] },
  { url: PROVIDER_PATHS.token, method: ['POST', 'OPTIONS'] },
  { url: PROVIDER_PATHS.revocation, method: ['POST', 'OPTIONS'] },
  { url: PROVIDER_PATHS.jwks, method: ['GET', 'OPTIONS'] },
  { url: PROVIDER_PATHS.discovery, method: ['GET', 'OPTIONS'] },
  { url: PROVIDER_PATHS.logout, method: ['GET'] },
  { url: PROVIDER_PATHS.oidcLogout, method: ['GET'] },
];

/** Providers kept per origin; more origins than this (a flood of made-up Host headers) only costs rebuilding one. */
const maxProviders = 16;

export const LOGIN_FAILED_MESSAGE = 'The login information you provided was incorrect.';
export const EMAIL_IN_USE_MESSAGE = 'Email address is associated with an existing account. Sign in to continue.';
const uidPattern = /^[A-Za-z0-9_-]{1,64}$/;

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type FormBody = Record<string, string | undefined>;

/**
 * The embedded identity provider on Auth0's paths (`/authorize`, `/oauth/token`, `/oauth/revoke`,
 * `/userinfo`, `/v2/logout`, `/oidc/logout`, `/.well-known/jwks.json`, `/.well-known/openid-configuration`) and its
 * sign-in pages under `/interaction/{uid}`. Mounted only when no AUTH0_DOMAIN is configured.
 */
export async function registerIdentity(app: FastifyInstance, options: IdentityOptions): Promise<void> {
  const { db, clock, social } = options;
  const providers = new Map<string, { provider: Provider; handle: ReturnType<Provider['callback']> }>();

  async function providerFor(request: FastifyRequest) {
    const origin = requestOrigin(request);
    if (!origin) throw new ApiError(400, { code: 'bad_host', message: 'The request names no valid host.' });
    let entry = providers.get(origin);
    if (!entry) {
      const provider = createProvider(origin, { ...options, keys: await identityKeys(db), log: app.log });
      entry = { provider, handle: provider.callback() };
      if (providers.size >= maxProviders) providers.delete(providers.keys().next().value!);
      providers.set(origin, entry);
    }
    return { origin, ...entry };
  }

  // oidc-provider reads its own bodies: nothing here parses them
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    for (const { url, method } of HANDED_OVER) {
      scope.route({
        method,
        url,
        handler: async (request, reply) => {
          const { handle } = await providerFor(request);
          reply.hijack();
          await handle(request.raw, reply.raw);
        },
      });
    }
  });

  // Auth0's /userinfo: the API's access token (openid scope) answers the account's claims
  app.route({
    method: ['GET', 'POST'],
    url: PROVIDER_PATHS.userinfo,
    handler: async (request, reply) => {
      const identification = request.identification;
      if (identification.kind !== 'signed_in') {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="crust", error="invalid_token"')
          .header('cache-control', 'no-store')
          .send({ error: 'invalid_token', error_description: 'invalid or missing access token' });
      }
      const scopes = new Set(String(identification.claims.scope ?? '').split(' '));
      if (!scopes.has('openid')) {
        return reply
          .status(403)
          .header('www-authenticate', 'Bearer realm="crust", error="insufficient_scope", scope="openid"')
          .send({ error: 'insufficient_scope', error_description: 'the access token lacks the openid scope' });
      }
      const { user } = identification;
      const name = `${user.firstName} ${user.lastName}`.trim();
      return reply.header('cache-control', 'no-store').send({
        sub: user.authSubject,
        ...(scopes.has('email') && user.email ? { email: user.email, email_verified: user.emailVerified } : {}),
        ...(scopes.has('profile')
          ? {
              name: name || user.email || user.authSubject,
              given_name: user.firstName || undefined,
              family_name: user.lastName || undefined,
              nickname: user.firstName || user.email?.split('@')[0] || undefined,
              updated_at: Math.floor(user.updatedAt.getTime() / 1000),
            }
          : {}),
      });
    },
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    // these are browser pages: every refusal is a page too (a 429 from the sign-in limit included)
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ error: { type: error.name, message: error.message } }, 'sign-in page error');
      const message = status === 429 ? RATE_LIMIT_MESSAGE : status === 500 ? 'Something went wrong, please try again.' : error.message;
      return page(
        reply.status(status),
        messagePage(status === 429 ? 'Too many attempts' : 'Sign-in problem', message, { href: '/', text: 'Return to the store' }),
      );
    });

    scope.get<{ Params: { uid: string }; Querystring: { screen?: string } }>('/interaction/:uid', async (request, reply) => {
      const found = await loadInteraction(request, reply);
      if (!found) return reply;
      const { provider, interaction } = found;
      if (interaction.prompt.name === 'consent') {
        // only an explicit prompt=consent gets here: the first-party storefront is granted what it asks
        return finish(provider, request, reply, { consent: {} });
      }
      const params = interaction.params as Record<string, string | undefined>;
      const connectionProvider = params.connection ? providerOfConnection(params.connection) : null;
      if (connectionProvider && social.includes(connectionProvider) && !request.query.screen) {
        return page(reply, socialConsentPage(interaction.uid, sandboxIdentity(connectionProvider, params.login_hint)), interaction);
      }
      const screen = request.query.screen ?? (params.screen_hint === 'signup' ? 'signup' : 'login');
      if (screen === 'signup') {
        return page(
          reply,
          signUpPage({ uid: interaction.uid, social, values: { email: params.login_hint }, minPasswordLength: MIN_PASSWORD_LENGTH }),
          interaction,
        );
      }
      return page(reply, signInPage({ uid: interaction.uid, social, email: params.login_hint }), interaction);
    });

    scope.post<{ Params: { uid: string }; Body: FormBody }>('/interaction/:uid/login', async (request, reply) => {
      const found = await loadInteraction(request, reply);
      if (!found) return reply;
      const { provider, interaction } = found;
      const email = text(request.body?.email, 254).trim();
      const password = text(request.body?.password, 1000);
      const user = email && password ? await findEmailAccount(db, email) : null;
      // the password is checked even without an account, so a wrong email takes as long as a wrong password
      const matches = email && password ? await verifyPassword(password, user?.passwordHash ?? null) : false;
      if (!user || !matches) {
        const message = email && password ? LOGIN_FAILED_MESSAGE : 'Please enter your email and password.';
        return page(
          reply.status(email && password ? 401 : 422),
          signInPage({ uid: interaction.uid, social, email, error: message }),
          interaction,
        );
      }
      return finish(provider, request, reply, { login: { accountId: user.authSubject, amr: ['pwd'], remember: true } });
    });

    scope.post<{ Params: { uid: string }; Body: FormBody }>('/interaction/:uid/signup', async (request, reply) => {
      const found = await loadInteraction(request, reply);
      if (!found) return reply;
      const { provider, interaction } = found;
      const values = {
        first_name: text(request.body?.first_name, 100).trim(),
        last_name: text(request.body?.last_name, 100).trim(),
        email: text(request.body?.email, 254).trim(),
      };
      const password = text(request.body?.password, 1000);
      const errors: FieldErrors = {};
      if (!values.first_name) errors.first_name = 'First name is required';
      if (!values.last_name) errors.last_name = 'Last name is required';
      if (!values.email) errors.email = 'Email is required';
      else if (!isValidEmail(values.email)) errors.email = 'Please enter a valid e-mail address';
      if (!password) errors.password = 'Password is required';
      else if (password.length < MIN_PASSWORD_LENGTH) errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
      const again = (status: number, fieldErrors: FieldErrors, error?: string) =>
        page(
          reply.status(status),
          signUpPage({ uid: interaction.uid, social, values, errors: fieldErrors, error, minPasswordLength: MIN_PASSWORD_LENGTH }),
          interaction,
        );
      if (Object.keys(errors).length) return again(422, errors);
      const user = await createEmailAccount(
        db,
        { firstName: values.first_name, lastName: values.last_name, email: values.email, passwordHash: await hashPassword(password) },
        clock(),
      );
      if (!user) return again(409, { email: EMAIL_IN_USE_MESSAGE }, EMAIL_IN_USE_MESSAGE);
      return finish(provider, request, reply, { login: { accountId: user.authSubject, amr: ['pwd'], remember: true } });
    });

    scope.get<{ Params: { uid: string; provider: string } }>('/interaction/:uid/social/:provider', async (request, reply) => {
      const found = await loadInteraction(request, reply);
      if (!found) return reply;
      const chosen = socialOption(request.params.provider);
      if (!chosen)
        return page(
          reply.status(404),
          messagePage('Sign-in problem', 'That sign-in option is not offered.', {
            href: `/interaction/${found.interaction.uid}`,
            text: 'Back to sign in',
          }),
        );
      const params = found.interaction.params as Record<string, string | undefined>;
      return page(reply, socialConsentPage(found.interaction.uid, sandboxIdentity(chosen, params.login_hint)), found.interaction);
    });

    scope.post<{ Params: { uid: string; provider: string } }>('/interaction/:uid/social/:provider', async (request, reply) => {
      const found = await loadInteraction(request, reply);
      if (!found) return reply;
      const chosen = socialOption(request.params.provider);
      if (!chosen)
        return page(
          reply.status(404),
          messagePage('Sign-in problem', 'That sign-in option is not offered.', {
            href: `/interaction/${found.interaction.uid}`,
            text: 'Back to sign in',
          }),
        );
      const params = found.interaction.params as Record<string, string | undefined>;
      const identity = sandboxIdentity(chosen, params.login_hint);
      const user = await accountForSubject(
        db,
        identity.subject,
        { email: identity.email, emailVerified: true, firstName: identity.firstName, lastName: identity.lastName },
        clock(),
      );
      return finish(found.provider, request, reply, { login: { accountId: user.authSubject, amr: ['fed'], remember: true } });
    });

    scope.post<{ Params: { uid: string } }>('/interaction/:uid/abort', async (request, reply) => {
      const found = await loadInteraction(request, reply);
      if (!found) return reply;
      return finish(found.provider, request, reply, { error: 'access_denied', error_description: 'The user cancelled sign-in.' });
    });
  });

  const socialOption = (name: string) => ((social as string[]).includes(name) ? (name as SocialProvider) : null);

  /** The interaction this browser is in (its cookie names it), or an answered error page. */
  async function loadInteraction(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const { provider } = await providerFor(request);
    const expired = () =>
      page(
        reply.status(400),
        messagePage('Sign-in expired', 'This sign-in page has expired. Go back to the store and sign in again.', {
          href: '/',
          text: 'Return to the store',
        }),
      );
    if (!uidPattern.test(request.params.uid)) {
      expired();
      return null;
    }
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      if (error instanceof oidcErrors.SessionNotFound) {
        expired();
        return null;
      }
      throw error;
    }
    if (interaction.uid !== request.params.uid) {
      expired();
      return null;
    }
    return { provider, interaction };
  }

  async function finish(
    provider: Provider,
    request: FastifyRequest,
    reply: FastifyReply,
    result: Parameters<Provider['interactionResult']>[2],
  ) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * Answers a sign-in page: never cached, and its forms may lead (through the provider's redirects)
 * to the client's callback, so the CSP's form-action names that origin too (Chrome applies
 * form-action to the redirects after a form post).
 */
function page(reply: FastifyReply, html: string, interaction?: Interaction) {
  const redirectUri = interaction?.params.redirect_uri;
  const callbackOrigin = typeof redirectUri === 'string' ? URL.parse(redirectUri)?.origin : undefined;
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp === 'string' && callbackOrigin && callbackOrigin !== 'null') {
    const host = reply.request.host;
    const own = URL.parse(`${reply.request.protocol}://${host}`)?.origin;
    if (own && callbackOrigin !== own && isAllowedOrigin(own, callbackOrigin)) {
      reply.header('content-security-policy', csp.replace(/form-action 'self'/, `form-action 'self' ${callbackOrigin}`));
    }
  }
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
