import { test as base } from '@playwright/test';
import { SIGN_IN_PROMPT_STORAGE_KEY } from '../../machines/signInPrompt/signInPrompt.types';

/**
 * Playwright's `test`, with checkout's sign-in offer (signInSignUpModal) already skipped in this
 * browser, as for a guest who pressed Skip once: suites about other machines reach checkout as guests
 * without it in the way. The signInPrompt suite sets `offerSignIn: true`.
 */
export const test = base.extend<{ offerSignIn: boolean }>({
  offerSignIn: [false, { option: true }],
  page: async ({ page, offerSignIn }, use) => {
    if (!offerSignIn) await page.addInitScript((key) => window.localStorage.setItem(key, 'false'), SIGN_IN_PROMPT_STORAGE_KEY);
    await use(page);
  },
});

export { expect } from '@playwright/test';
