import { expect, type Page, type Request } from '@playwright/test';
import type { GeolocationContext } from '../../machines';
import { farFromShops, geolocationModel, nearShops } from '../models/geolocation.model';
import { installHeldGeolocation, releasePosition } from '../support/held-geolocation';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StepContext } from '../support/model-driver';

/*
 * The geolocation machine behind the home page's "Use my location": the browser's answer is held
 * and given by the steps (a position, a denial, a position without coordinates); the address comes
 * from the real server (discover/shops near the position), held until released.
 */

const DISCOVER = '/services/search/v1/discover/shops';
/**
 * The geocoder's question (src/api/shops.ts addressNear): the shop nearest the position. The home page
 * asks discover/shops for its top pizzerias too, just after it loads; that call goes straight on, or a
 * step could release it in the geocoder's place (and leave the geocoder's held) when the geocoder's
 * request reaches the test after the release, as it can on a loaded machine.
 */
const isGeocoderQuestion = (request: Request) =>
  (request.postDataJSON() as { sorts?: { sort_type?: string }[] } | null)?.sorts?.[0]?.sort_type === 'nearby';
const useLocation = (page: Page) => page.getByRole('button', { name: /^(Use my location|Finding your location…)$/ });
const discover = (step: StepContext) => step.memo.discover as HeldRequests;
const failureText: Record<string, RegExp> = {
  permissionDenied: /^Location access is blocked\./,
  coordinatesMissing: /^We couldn't read your location\./,
  geocoderFailed: /^We couldn't find an address near your location\./,
};

async function expectBusy(page: Page, busy: boolean) {
  await expect(useLocation(page)).toHaveText(busy ? 'Finding your location…' : 'Use my location');
  if (busy) await expect(useLocation(page)).toBeDisabled();
  else await expect(useLocation(page)).toBeEnabled();
}

testModel({
  ...geolocationModel,
  states: {
    idle: async ({ page }) => {
      await expectBusy(page, false);
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    locating: async ({ page }) => {
      await expectBusy(page, true);
      await page.waitForFunction(() => (window.__heldPositions?.pending ?? 0) > 0);
    },
    geocoding: async (step) => {
      await expectBusy(step.page, true);
      await discover(step).waitForHeld();
    },
    located: async ({ page }) => {
      await expectBusy(page, false);
      await expect(page.getByRole('combobox', { name: 'Delivery address' })).toHaveValue(/^Brooklyn, NY \d{5}$/);
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
    failed: async ({ page, snapshot }) => {
      await expectBusy(page, false);
      const { failure } = snapshot.context as GeolocationContext;
      await expect(page.getByRole('alert')).toHaveText(failureText[failure!]!);
    },
  },
  events: {
    'xstate.init': async (step) => {
      await installHeldGeolocation(step.page);
      const held = new HeldRequests(step.page, (url) => url.pathname === DISCOVER, "the geocoder's discover/shops");
      await held.install();
      // registered last, so it runs first: only the geocoder's question is held
      await step.page.route(
        (url) => url.pathname === DISCOVER,
        (route, request) => (isGeocoderQuestion(request) ? route.fallback() : route.continue()),
      );
      step.memo.discover = held;
      await step.page.goto('/');
      await expect(useLocation(step.page)).toBeVisible();
    },
    'location.request': async ({ page }) => {
      await useLocation(page).click();
    },
    'xstate.done.actor.locate': async ({ page, path, index }) => {
      // The position decides the geocoder's answer that comes next: near shops (an address) or far (none).
      const geocoderFails = path.steps[index + 1]?.event.type === 'xstate.error.actor.reverseGeocode';
      await releasePosition(page, { kind: 'position', ...(geocoderFails ? farFromShops : nearShops) });
    },
    'xstate.error.actor.locate': async ({ page, event }) => {
      const { reason } = event.error as { reason: string };
      await releasePosition(page, reason === 'permissionDenied' ? { kind: 'denied' } : { kind: 'noCoordinates' });
    },
    'xstate.done.actor.reverseGeocode': async (step) => {
      await discover(step).release();
    },
    'xstate.error.actor.reverseGeocode': async (step) => {
      await discover(step).release();
    },
  },
  cleanup: async ({ memo }) => {
    await (memo.discover as HeldRequests | undefined)?.releaseAll();
  },
});
