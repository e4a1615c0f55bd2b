import { createHash, randomBytes } from 'node:crypto';
import { expect, request as apiRequest, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { AUTH_CALLBACK_PATH, AUTH_SCOPE } from '../../server/contract/auth';
import { HeldRequests } from './held-requests';
import { brooklynSliceHouse } from './seed';
import { addItem, menuReady, openCartDrawer } from './storefront';

/**
 * Shoppers with accounts on the embedded identity provider: signed up through its real pages, as a
 * shopper does, or (where signing up is not what a test checks) through the same provider routes
 * without a browser, and then kept signed in in the test's browser. The provider's page texts are the
 * server's (server/identity/pages.ts).
 */
export type Shopper = { firstName: string; lastName: string; email: string; password: string };

let made = 0;
export function newShopper(testInfo: TestInfo): Shopper {
  made += 1;
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    email: `ann.${testInfo.workerIndex}.${Date.now()}.${made}@example.com`,
    password: 'correct horse battery',
  };
}

export const accountLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Your account, / });

/**
 * Checkout at Brooklyn Slice House with one item in the cart, reached as a shopper does (menu, cart drawer,
 * Checkout). Signed in: greeted in the navbar (the stored session renewed) before shopping.
 */
export async function toCheckoutWithAnItem(page: Page, signedIn?: Shopper): Promise<void> {
  await page.goto(brooklynSliceHouse.menuPath);
  await menuReady(page, brooklynSliceHouse.name);
  if (signedIn) await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${signedIn.firstName}`);
  await addItem(page, 'Mozzarella Sticks');
  await (await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}
export const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log in' });
export const signInPanel = (page: Page) => page.getByRole('region', { name: 'Log in or sign up' });

/** On /login: 'Sign up with email', then the provider's form, filled and sent. The browser then heads to /auth-callback. */
export async function signUpAtProvider(page: Page, shopper: Shopper, beforeSubmit?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Sign up with email' }).click();
  await fillSignUpForm(page, shopper, beforeSubmit);
}

/** The provider's 'Create an account' page, filled and sent. */
export async function fillSignUpForm(page: Page, shopper: Shopper, beforeSubmit?: () => Promise<void>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await beforeSubmit?.();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A new account, signed in, back on `returnTo` (a path of the storefront). */
export async function signUp(page: Page, shopper: Shopper, returnTo = '/user'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(returnTo)}`);
  await signUpAtProvider(page, shopper);
  await page.waitForURL((url) => url.pathname === returnTo);
  await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${shopper.firstName}`);
}

/** Revokes a refresh token at the provider (as a logout elsewhere or a security reset does). */
export async function revokeRefreshToken(request: APIRequestContext, baseURL: string, refreshToken: string): Promise<void> {
  const config = await (await request.get(`${baseURL}/services/core/api/v1/auth/config`)).json();
  const revoked = await request.post(`${baseURL}/oauth/revoke`, {
    form: { token: refreshToken, token_type_hint: 'refresh_token', client_id: config.client_id },
  });
  expect(revoked.ok(), await revoked.text()).toBe(true);
}

/** Revokes the refresh token this browser holds, at the provider. */
export async function revokeStoredRefreshToken(page: Page, request: APIRequestContext, baseURL: string): Promise<void> {
  await revokeRefreshToken(request, baseURL, await storedToken(page, 'refresh_token'));
}

/** The identity configuration the storefront fetches before it leaves for the provider or completes a callback. */
export const heldAuthConfig = (page: Page) =>
  new HeldRequests(page, (url) => url.pathname === '/services/core/api/v1/auth/config', 'the identity configuration');

/** A token auth0-spa-js holds in this browser's local storage (the signed-in shopper's). */
async function storedToken(page: Page, kind: 'access_token' | 'refresh_token'): Promise<string> {
  const token = await page.evaluate((wanted) => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      if (!key.startsWith('@@auth0spajs@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key)!) as { body?: Record<string, unknown> };
      const value = entry.body?.[wanted];
      if (typeof value === 'string') return value;
    }
    return null;
  }, kind);
  expect(token, `a ${kind} stored by auth0-spa-js`).toBeTruthy();
  return token!;
}

/** The access token for the API (to prepare the server as another device of the shopper's would). */
export const storedAccessToken = (page: Page) => storedToken(page, 'access_token');

/** Saves an address to the signed-in shopper's account through the API (as /user/addresses/new does). */
export async function saveAddressForShopper(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  address: { address: string; address2: string; city: string; state: string; zipcode: string },
): Promise<void> {
  const saved = await request.post(`${baseURL}/services/core/api/v1/addresses`, {
    headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
    data: { address: { ...address, address2: address.address2 || null } },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

/** The shopper's "No plastic cutlery" preference set from another device of theirs (PUT user_preferences). */
export async function setPlasticUtensilsForShopper(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  include: boolean,
): Promise<void> {
  const headers = { Authorization: `Bearer ${await storedAccessToken(page)}` };
  const current = await request.get(`${baseURL}/services/core/api/v1/user_preferences`, { headers });
  expect(current.status(), await current.text()).toBe(200);
  const { user_preferences: preferences } = (await current.json()) as { user_preferences: { id: number } };
  const saved = await request.put(`${baseURL}/services/core/api/v1/user_preferences/${preferences.id}`, {
    headers,
    data: { include_plastic_utensils: include },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

// ---------------------------------------------------------------------------------------------
// Accounts made without the UI, through the real provider's routes (no database writes)

type AuthConfig = { domain: string; client_id: string; audience: string };
type ProviderTokens = { access_token: string; id_token: string; refresh_token?: string; expires_in: number; scope: string };
/**
 * A signed-in shopper: the account; an access token for the API (to prepare the server as another
 * device of theirs would); the refresh token kept in the browser, until its first page load renews it.
 */
export type SignedIn = Shopper & { accessToken: string; refreshToken: string };

/** What auth0-spa-js asks the provider for with `useRefreshTokens` (src/auth/authClient.ts): the storefront's scopes and offline_access. */
const SPA_SCOPE = `${AUTH_SCOPE} offline_access`;
/** Where auth0-spa-js 2 keeps a session in local storage (cacheLocation 'localstorage'): `@@auth0spajs@@::client::audience::scope`. */
const spaCacheKey = (config: AuthConfig) => ['@@auth0spajs@@', config.client_id, config.audience, SPA_SCOPE].join('::');
/** Marks a browser whose stored session was put there once; later page loads keep what the app made of it. */
const KEPT_MARKER = 'model-tests:session-kept';

/**
 * The provider's own sign-up or sign-in form, sent without a browser: GET /authorize with PKCE as
 * auth0-spa-js builds it, POST /interaction/{uid}/signup|login, the provider's redirects to the
 * callback, and the code exchanged at /oauth/token. Answers the tokens and the provider's cookies.
 */
async function throughProvider(baseURL: string, form: 'signup' | 'login', fields: Record<string, string>) {
  const api = await apiRequest.newContext({ baseURL });
  try {
    const config = (await (await api.get('/services/core/api/v1/auth/config')).json()) as AuthConfig;
    const redirectUri = `${baseURL}${AUTH_CALLBACK_PATH}`;
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(12).toString('base64url');
    const query = new URLSearchParams({
      client_id: config.client_id,
      redirect_uri: redirectUri,
      audience: config.audience,
      scope: SPA_SCOPE,
      response_type: 'code',
      response_mode: 'query',
      state,
      nonce: randomBytes(12).toString('base64url'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...(form === 'signup' ? { screen_hint: 'signup' } : {}),
    });
    const started = await api.get(`${config.domain}/authorize?${query}`, { maxRedirects: 0 });
    const interaction = new URL(started.headers().location ?? '', config.domain);
    expect(interaction.pathname, `GET /authorize answered ${started.status()}`).toMatch(/^\/interaction\/[\w-]+$/);
    let response = await api.post(`${interaction.pathname}/${form}`, { form: fields, maxRedirects: 0 });
    let callback: URL | null = null;
    for (let hop = 0; hop < 5 && !callback; hop += 1) {
      const location = response.headers().location;
      // a refused form answers its page again, the reason on it
      if (!location)
        throw new Error(
          `${form} at the provider answered ${response.status()}: ${(await response.text())
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .slice(0, 300)}`,
        );
      const next = new URL(location, config.domain);
      if (`${next.origin}${next.pathname}` === redirectUri) callback = next;
      else response = await api.get(next.href, { maxRedirects: 0 });
    }
    expect(callback?.searchParams.get('state'), 'the provider came back to the callback with the state sent').toBe(state);
    const exchanged = await api.post(`${config.domain}/oauth/token`, {
      form: {
        grant_type: 'authorization_code',
        client_id: config.client_id,
        code: callback!.searchParams.get('code') ?? '',
        code_verifier: verifier,
        redirect_uri: redirectUri,
      },
    });
    expect(exchanged.status(), await exchanged.text()).toBe(200);
    const tokens = (await exchanged.json()) as ProviderTokens;
    expect(tokens.refresh_token, 'a refresh token (offline_access)').toBeTruthy();
    return { config, tokens, cookies: (await api.storageState()).cookies };
  } finally {
    await api.dispose();
  }
}

/**
 * Keeps a session in `context` as a browser holds one after signing in and leaving for longer than the
 * access token lives: the provider's session cookie, and auth0-spa-js's stored entry with the refresh
 * token only (the library's own shape once an access token has run out). Written before the first page
 * load only: that load renews the session at the real token endpoint, and later loads keep the rotated
 * token the app stored. So a test lets its first page show the signed-in shopper before it leaves it: a
 * renewal cut off by a navigation would leave a used refresh token behind, and the provider revokes a
 * session whose refresh token comes back a second time.
 */
async function keepSignedIn(context: BrowserContext, signedIn: Awaited<ReturnType<typeof throughProvider>>): Promise<void> {
  const { config, tokens, cookies } = signedIn;
  await context.addCookies(cookies);
  const entry = { body: { refresh_token: tokens.refresh_token, audience: config.audience, scope: SPA_SCOPE }, expiresAt: 0 };
  await context.addInitScript(
    ({ key, value, marker }) => {
      try {
        if (window.localStorage.getItem(marker) !== null) return;
        window.localStorage.setItem(marker, 'yes');
        window.localStorage.setItem(key, value);
      } catch {
        // a document without storage (about:blank)
      }
    },
    { key: spaCacheKey(config), value: JSON.stringify(entry), marker: KEPT_MARKER },
  );
}

type Where = { page: Page; baseURL: string };
const signedInAs = (shopper: Shopper, made: Awaited<ReturnType<typeof throughProvider>>): SignedIn => ({
  ...shopper,
  accessToken: made.tokens.access_token,
  refreshToken: made.tokens.refresh_token!,
});

/** Signs up through the provider's sign-up form without a browser (an account for a test to hold, e.g. an email taken). */
export async function signUpWithoutBrowser(baseURL: string, shopper: Shopper): Promise<SignedIn> {
  const made = await throughProvider(baseURL, 'signup', {
    first_name: shopper.firstName,
    last_name: shopper.lastName,
    email: shopper.email,
    password: shopper.password,
  });
  return signedInAs(shopper, made);
}

/** A new account through the provider's sign-up form, signed in in this page's browser from its next page load on. */
export async function signedUpHere({ page, baseURL }: Where, shopper: Shopper): Promise<SignedIn> {
  const made = await throughProvider(baseURL, 'signup', {
    first_name: shopper.firstName,
    last_name: shopper.lastName,
    email: shopper.email,
    password: shopper.password,
  });
  await keepSignedIn(page.context(), made);
  return signedInAs(shopper, made);
}

/** An existing account signed in through the provider's sign-in form without a browser (its tokens, for the API). */
export async function signInWithoutBrowser(baseURL: string, shopper: Shopper): Promise<SignedIn> {
  const made = await throughProvider(baseURL, 'login', { email: shopper.email, password: shopper.password });
  return signedInAs(shopper, made);
}

/** An existing account signed in through the provider's sign-in form (a session and refresh token of this test's own), kept in this browser. */
export async function signedInHere({ page, baseURL }: Where, shopper: Shopper): Promise<SignedIn> {
  const made = await throughProvider(baseURL, 'login', { email: shopper.email, password: shopper.password });
  await keepSignedIn(page.context(), made);
  return signedInAs(shopper, made);
}
