import { test as base } from '@playwright/test';
import { SIGN_IN_PROMPT_STORAGE_KEY } from '../../machines/signInPrompt/signInPrompt.types';
import { signUpWithoutBrowser, type Shopper } from './accounts';

let accountOfWorker: (() => Promise<Shopper>) | null = null;

/**
 * This worker's account: signed up once per Playwright worker, on first use, through the embedded
 * provider's sign-up form (support/accounts.ts, no browser). A test signs it in in its own browser with
 * `signedInHere` (a provider session and refresh token of its own, so a sign-out or a revoked token
 * stays in that test). Tests in a worker run one after another and share the account: only tests that
 * leave it as they found it use it (no profile, address, preference or order changes); a test that
 * changes an account, or needs a new one, signs up its own with `signedUpHere`.
 */
export function workerAccount(): Promise<Shopper> {
  if (!accountOfWorker) throw new Error('model-tests: workerAccount() is for tests declared with support/test.ts');
  return accountOfWorker();
}

/**
 * Playwright's `test`, with checkout's sign-in offer (signInSignUpModal) already skipped in this
 * browser, as for a guest who pressed Skip once: suites about other machines reach checkout as guests
 * without it in the way. The signInPrompt suite sets `offerSignIn: true`. Its worker fixture keeps
 * this worker's account (`workerAccount()`).
 */
export const test = base.extend<{ offerSignIn: boolean }, { workerAccountKept: void }>({
  offerSignIn: [false, { option: true }],
  page: async ({ page, offerSignIn }, use) => {
    if (!offerSignIn) await page.addInitScript((key) => window.localStorage.setItem(key, 'false'), SIGN_IN_PROMPT_STORAGE_KEY);
    await use(page);
  },
  workerAccountKept: [
    async ({}, use, workerInfo) => {
      let made: Promise<Shopper> | null = null;
      accountOfWorker = () => {
        made ??= (async () => {
          const baseURL = process.env.CRUST_BASE_URL;
          if (!baseURL) throw new Error('model-tests: CRUST_BASE_URL is not set (global-setup starts the server)');
          // named as every new shopper here (the models' 'Ann Lee'), with an email of its own
          const shopper: Shopper = {
            firstName: 'Ann',
            lastName: 'Lee',
            email: `ann.worker${workerInfo.workerIndex}.${Date.now()}@example.com`,
            password: 'correct horse battery',
          };
          await signUpWithoutBrowser(baseURL, shopper);
          return shopper;
        })();
        made.catch(() => {
          made = null;
        });
        return made;
      };
      await use();
      accountOfWorker = null;
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';
