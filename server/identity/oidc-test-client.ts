import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';

/**
 * A browser without a browser, for tests: keeps cookies, follows the embedded provider's sign-in
 * the way @auth0/auth0-spa-js and a shopper would (authorize with PKCE, the interaction form, the
 * callback, the token endpoint), and calls the API with the access token.
 */
export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_HOST = 'localhost:3000';
export const CLIENT_ID = 'crust-storefront';
export const AUDIENCE = 'https://api.crust.local';
export const CALLBACK = `${TEST_ORIGIN}/auth-callback`;
/** what auth0-spa-js asks for with useRefreshTokens: the spec's scopes plus offline_access */
export const SCOPE = 'openid profile email read:current_user update:current_user_metadata offline_access';

export type Tokens = {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
};

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    readonly host = TEST_HOST,
  ) {}

  async request(options: InjectOptions & { url: string }): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { host: this.host, ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  }
}

/** A URL the server answered with, as a path on this server (its own origin removed). */
export function pathOf(location: string | undefined): string {
  if (!location) throw new Error('no location');
  const url = new URL(location, TEST_ORIGIN);
  return `${url.pathname}${url.search}`;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export type AuthorizeOptions = { redirectUri?: string; extra?: Record<string, string> };

/** GET /authorize as auth0-spa-js's loginWithRedirect builds it. */
export async function startAuthorize(browser: TestBrowser, options: AuthorizeOptions = {}) {
  const pkce = pkcePair();
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const redirectUri = options.redirectUri ?? CALLBACK;
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    audience: AUDIENCE,
    scope: SCOPE,
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    auth0Client: Buffer.from(JSON.stringify({ name: 'auth0-spa-js', version: '2.27.0' })).toString('base64'),
    ...options.extra,
  });
  const response = await browser.get(`/authorize?${query}`);
  return { response, pkce, state, nonce, redirectUri };
}

/** Follows redirects on this server until one leaves for the callback; answers the callback URL. */
export async function followToCallback(browser: TestBrowser, first: Response, redirectUri = CALLBACK): Promise<URL> {
  let response = first;
  for (let hops = 0; hops < 5; hops += 1) {
    if (response.statusCode !== 303 && response.statusCode !== 302)
      throw new Error(`expected a redirect, got ${response.statusCode}: ${response.body.slice(0, 500)}`);
    const location = String(response.headers.location);
    if (location.startsWith(redirectUri)) return new URL(location);
    response = await browser.get(pathOf(location));
  }
  throw new Error('too many redirects');
}

export async function exchangeCode(browser: TestBrowser, callback: URL, verifier: string, redirectUri = CALLBACK): Promise<Response> {
  return browser.postForm('/oauth/token', {
    client_id: CLIENT_ID,
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code') ?? '',
    code_verifier: verifier,
    redirect_uri: redirectUri,
  });
}

export async function refresh(browser: TestBrowser, refreshToken: string): Promise<Response> {
  return browser.postForm('/oauth/token', {
    client_id: CLIENT_ID,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    redirect_uri: CALLBACK,
  });
}

/** The interaction page's uid from the redirect /authorize answered. */
export const interactionPath = (response: Response) => pathOf(String(response.headers.location)).split('?')[0];

export type Account = { firstName: string; lastName: string; email: string; password: string };

let accounts = 0;
/** A new account's details (unique email). */
export function newAccount(label = 'shopper'): Account {
  accounts += 1;
  const tag = `${label}${accounts}${randomBytes(3).toString('hex')}`;
  return { firstName: 'Pat', lastName: `Tester${accounts}`, email: `${tag}@example.com`, password: `correct horse ${tag}` };
}

/** Signs up through the email sign-up form and exchanges the code: what the storefront holds afterwards. */
export async function signUp(app: FastifyInstance, account: Account = newAccount(), browser = new TestBrowser(app)) {
  const start = await startAuthorize(browser, { extra: { screen_hint: 'signup' } });
  const page = await browser.get(interactionPath(start.response));
  if (page.statusCode !== 200) throw new Error(`sign-up page: ${page.statusCode}`);
  const submitted = await browser.postForm(`${interactionPath(start.response)}/signup`, {
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    password: account.password,
  });
  const callback = await followToCallback(browser, submitted);
  const exchanged = await exchangeCode(browser, callback, start.pkce.verifier);
  if (exchanged.statusCode !== 200) throw new Error(`token exchange: ${exchanged.statusCode} ${exchanged.body}`);
  return { account, browser, tokens: exchanged.json() as Tokens, nonce: start.nonce, state: start.state, callback };
}

/** Signs in an existing email account through the sign-in form. */
export async function signIn(app: FastifyInstance, account: Pick<Account, 'email' | 'password'>, browser = new TestBrowser(app)) {
  const start = await startAuthorize(browser);
  const submitted = await browser.postForm(`${interactionPath(start.response)}/login`, {
    email: account.email,
    password: account.password,
  });
  const callback = await followToCallback(browser, submitted);
  const exchanged = await exchangeCode(browser, callback, start.pkce.verifier);
  if (exchanged.statusCode !== 200) throw new Error(`token exchange: ${exchanged.statusCode} ${exchanged.body}`);
  return { browser, tokens: exchanged.json() as Tokens };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
