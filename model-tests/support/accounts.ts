import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { HeldRequests } from './held-requests';

/**
 * Shoppers with accounts on the embedded identity provider: signed up through its real pages, as a
 * shopper does. The provider's page texts are the server's (server/identity/pages.ts).
 */
export type Shopper = { firstName: string; lastName: string; email: string; password: string };

let made = 0;
export function newShopper(testInfo: TestInfo): Shopper {
  made += 1;
  return { firstName: 'Ann', lastName: 'Lee', email: `ann.${testInfo.workerIndex}.${Date.now()}.${made}@example.com`, password: 'correct horse battery' };
}

export const accountLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Your account, / });
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

/** Revokes the refresh token this browser holds, at the provider (as a logout elsewhere or a security reset does). */
export async function revokeStoredRefreshToken(page: Page, request: APIRequestContext, baseURL: string): Promise<void> {
  const refreshToken = await storedToken(page, 'refresh_token');
  const config = await (await request.get(`${baseURL}/services/core/api/v1/auth/config`)).json();
  const revoked = await request.post(`${baseURL}/oauth/revoke`, { form: { token: refreshToken, token_type_hint: 'refresh_token', client_id: config.client_id } });
  expect(revoked.ok(), await revoked.text()).toBe(true);
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
