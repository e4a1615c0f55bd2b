import { expect, type Locator } from '@playwright/test';
import type { PromoContext } from '../../machines';
import { formatMoney } from '../../src/format/money';
import { cartItems } from '../models/cart.model';
import { promoCodeModel, promoCodes } from '../models/promoCode.model';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { addItem, cartDrawer, openCartDrawer, openMenu } from '../support/storefront';

/*
 * The promo code machine, walked in the menu's cart drawer with one item in the cart: codes are typed
 * and applied, the real server validates them (its requests held until the step that answers), and an
 * applied code shows on the receipt as a 'Promo code' line.
 */
type Memo = { held: HeldRequests };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as PromoContext;
const entry = (step: StepContext): Locator => cartDrawer(step.page).getByRole('group', { name: 'Promo code' });
const field = (step: StepContext) => entry(step).getByRole('textbox', { name: 'Promo code' });
const applyButton = (step: StepContext) => entry(step).getByRole('button', { name: 'Apply' });

const states: Record<string, StateCheck> = {
  editing: async (step) => {
    await expect(field(step)).toHaveValue(contextOf(step).input);
    await expect(field(step)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(applyButton(step)).toBeEnabled({ enabled: contextOf(step).input.trim() !== '' });
    await expect(cartDrawer(step.page).getByRole('term').filter({ hasText: 'Promo code' })).toHaveCount(0);
  },
  validating: async (step) => {
    expect(memoOf(step).held.pending).toBeGreaterThan(0);
    await expect(applyButton(step)).toHaveAttribute('aria-busy', 'true');
  },
  valid: async (step) => {
    const { output } = promoCodes.valid;
    await expect(entry(step).getByText(`Promo code ${output.code} applied: ${formatMoney(output.promoFlatAmount)} off`, { exact: true })).toBeVisible();
    const totals = cartDrawer(step.page).getByLabel('Order total');
    await expect(totals.getByRole('term').filter({ hasText: 'Promo code' })).toHaveCount(1);
    await expect(totals.getByRole('definition').filter({ hasText: `−${formatMoney(output.promoFlatAmount)}` })).toHaveCount(1);
  },
  invalid: async (step) => {
    await expect(field(step)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(step)).toHaveAccessibleDescription(contextOf(step).errors.join(' '));
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
    'promo.clear': (step) => entry(step).getByRole('button', { name: 'Remove promo code' }).click(),
  },
  cleanup: async ({ memo }) => {
    await (memo as Memo).held?.releaseAll();
  },
});
