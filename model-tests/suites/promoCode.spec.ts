import { expect, type Locator, type Page } from '@playwright/test';
import type { PromoContext, StoredPromoCode } from '../../machines';
import { dollars } from '../oracles/money';
import { cartItems } from '../models/cart.model';
import { promoCodeModel, promoCodes } from '../models/promoCode.model';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { addItem, cartDrawer, openCartDrawer, openMenu } from '../support/storefront';
import { CART_STORAGE_KEY } from '../../src/storage/cartStorage';

/*
 * The promo code machine, walked in the menu's cart drawer with one item in the cart: codes are typed
 * and applied, the real server validates them (its requests held until the step that answers), and an
 * applied code shows on the receipt as a 'Promo code' line. The cart saves the answered code (the spec's
 * cart.promoCode) in localStorage; a reload with a saved code asks the server again. Focus stays in the cart
 * dialog when the field gives way to the applied code and back.
 */
type Memo = { held: HeldRequests };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as PromoContext;
const entry = (step: StepContext): Locator => cartDrawer(step.page).getByRole('group', { name: 'Promo code' });
const field = (step: StepContext) => entry(step).getByRole('textbox', { name: 'Promo code' });
const applyButton = (step: StepContext) => entry(step).getByRole('button', { name: 'Apply' });
const removeButton = (step: StepContext) => entry(step).getByRole('button', { name: 'Remove promo code' });
/** The type of the event before this step's (the shopper's action that a server answer follows). */
const previousEvent = (step: StepContext) => step.path.steps[step.index - 1]?.event.type;

const savedPromoCodeOf = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { promoCode?: StoredPromoCode | null } | null)?.promoCode ?? null,
    CART_STORAGE_KEY,
  );

const states: Record<string, StateCheck> = {
  editing: async (step) => {
    await expect(field(step)).toHaveValue(contextOf(step).input);
    await expect(field(step)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(applyButton(step)).toBeEnabled({ enabled: contextOf(step).input.trim() !== '' });
    await expect(cartDrawer(step.page).getByRole('term').filter({ hasText: 'Promo code' })).toHaveCount(0);
    await expect.poll(() => savedPromoCodeOf(step.page)).toBeNull();
    if (step.event.type === 'promo.clear') await expect(field(step)).toBeFocused();
  },
  validating: async (step) => {
    expect(memoOf(step).held.pending).toBeGreaterThan(0);
    await expect(applyButton(step)).toHaveAttribute('aria-busy', 'true');
  },
  valid: async (step) => {
    const { output } = promoCodes.valid;
    await expect(
      entry(step).getByText(`Promo code ${output.code} applied: ${dollars(output.promoFlatAmount)} off`, { exact: true }),
    ).toBeVisible();
    const totals = cartDrawer(step.page).getByLabel('Order total');
    await expect(totals.getByRole('term').filter({ hasText: 'Promo code' })).toHaveCount(1);
    // the line names its code (issue 31 item 6)
    await expect(totals.getByRole('term').filter({ hasText: 'Promo code' })).toHaveText(`Promo code (${output.code})`);
    await expect(totals.getByRole('definition').filter({ hasText: `−${dollars(output.promoFlatAmount)}` })).toHaveCount(1);
    await expect
      .poll(() => savedPromoCodeOf(step.page))
      .toEqual({
        input: contextOf(step).input,
        isErrorPresent: false,
        isValid: true,
        summaryErrors: [],
        id: output.id,
        promoAmount: output.promoFlatAmount,
        promoPercent: 0,
      });
    if (previousEvent(step) === 'promo.submit') await expect(removeButton(step)).toBeFocused();
  },
  invalid: async (step) => {
    await expect(field(step)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(step)).toHaveAccessibleDescription(contextOf(step).errors.join(' '));
    await expect
      .poll(() => savedPromoCodeOf(step.page))
      .toMatchObject({
        input: contextOf(step).input,
        isErrorPresent: true,
        isValid: false,
        summaryErrors: contextOf(step).errors,
        id: null,
      });
    if (previousEvent(step) === 'promo.submit') await expect(field(step)).toBeFocused();
  },
};

testModel({
  ...promoCodeModel,
  states,
  events: {
    'xstate.init': async (step) => {
      const { page } = step;
      const held = new HeldRequests(page, (url) => url.pathname === '/services/core/api/v1/promo_codes/validate', 'promo_codes/validate');
      await held.install();
      step.memo.held = held;
      await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
      await addItem(page, cartItems.brooklyn.product.name);
      await openCartDrawer(page);
    },
    'promo.change': (step) => field(step).fill(step.event.value as string),
    'promo.submit': async (step) => {
      const before = memoOf(step).held.count;
      await applyButton(step).click();
      await memoOf(step).held.waitForCount(before + 1);
    },
    'xstate.done.actor.validatePromo': (step) => memoOf(step).held.release(),
    'xstate.error.actor.validatePromo': (step) => memoOf(step).held.release(),
    'promo.clear': (step) => removeButton(step).click(),
    // The cart saved on an earlier visit carries the code: written where the app keeps it, then the page is loaded again.
    'promo.restore': async (step) => {
      const { page } = step;
      const promoCode = step.event.promoCode as StoredPromoCode;
      await page.evaluate(
        ([key, saved]) => localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), promoCode: saved })),
        [CART_STORAGE_KEY, promoCode] as const,
      );
      const before = memoOf(step).held.count;
      await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
      await memoOf(step).held.waitForCount(before + 1);
      await openCartDrawer(page);
    },
  },
  cleanup: async ({ memo }) => {
    await (memo as Memo).held?.releaseAll();
  },
});
