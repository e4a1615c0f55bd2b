import { expect, type Page } from '@playwright/test';
import type { LoaderContext } from '../../machines';
import { loaderModel, type LoaderParams } from '../models/loader.model';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StepContext } from '../support/model-driver';
import { openInApp } from '../support/storefront';
import { brooklynSliceHouse, NOT_FOUND_TEXT, searchAddress, unknownShop } from '../support/seed';

/*
 * The loader machine, walked through two real loaders of the production build: the menu page's shop
 * loader and the search page's results loader (its params change in place with the order-type tabs).
 * The loader's requests are held with page.route until the path says how they end: released to the
 * real server (which answers the shop, the results, or 404 for a slug no shop has), or cut
 * (connection loss). The answers are always the real server's; holding only makes `loading` visible.
 */

const shopRequest = (url: URL) => /^\/services\/core\/api\/v1\/shops\/slug\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/.test(url.pathname);
const searchRequest = (url: URL) => url.pathname === '/services/core/api/v3/shops/search';

type Memo = { shop: HeldRequests; search: HeldRequests };
const memoOf = (step: StepContext) => step.memo as Memo;
const paramsOf = (step: StepContext) => (step.snapshot.context as LoaderContext).params as LoaderParams;
const held = (step: StepContext) => (paramsOf(step).page === 'menu' ? memoOf(step).shop : memoOf(step).search);
const paramsOfEvent = (step: StepContext) => step.event.params as LoaderParams;

function urlFor(params: LoaderParams): string {
  if (params.page === 'menu') return params.shop === 'seeded' ? brooklynSliceHouse.menuPath : unknownShop.menuPath;
  return `/shop/search?${new URLSearchParams({ search_shipping_type_filter: params.orderType, address: searchAddress })}`;
}

const shopHeading = (page: Page) => page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name });

async function requestAndWait(step: StepContext, act: () => Promise<unknown>) {
  const holder = held(step);
  const before = holder.count;
  await act();
  await holder.waitForCount(before + 1);
}

testModel({
  ...loaderModel,
  states: {
    initial: async ({ page, memo }) => {
      // Nothing requested yet: the page is not open and no loader request was made.
      await expect(page).toHaveURL('about:blank');
      expect((memo as Memo).shop.count + (memo as Memo).search.count).toBe(0);
    },
    loading: async (step) => {
      const { page } = step;
      expect(held(step).pending).toBeGreaterThan(0);
      if (paramsOf(step).page === 'menu') {
        await expect(page.getByLabel('Loading pizzeria')).toBeVisible();
        await expect(shopHeading(page)).toHaveCount(0);
      } else {
        await expect(page.getByRole('list', { name: 'Loading pizzerias' })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Pizzerias', exact: true })).toHaveCount(0);
      }
    },
    success: async (step) => {
      const { page } = step;
      const params = paramsOf(step);
      if (params.page === 'menu') {
        await expect(shopHeading(page)).toBeVisible();
        await expect(page.getByLabel('Loading pizzeria')).toHaveCount(0);
        return;
      }
      await expect(page.getByRole('list', { name: 'Pizzerias', exact: true })).toBeVisible();
      await expect(page.getByText(/^\d+ pizzerias?$/)).toBeVisible();
      const tab = page
        .getByRole('navigation', { name: 'Order type' })
        .getByRole('link', { name: params.orderType === 'delivery' ? 'Delivery' : 'Pickup' });
      await expect(tab).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(params.orderType === 'delivery' ? 'Delivering to' : 'Pickup near', { exact: true })).toBeVisible();
    },
    error: async (step) => {
      const { page } = step;
      const { error } = step.snapshot.context as LoaderContext;
      if (error?.status === 404) {
        await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
        return;
      }
      const title = paramsOf(step).page === 'menu' ? "We couldn't load this pizzeria" : "We couldn't load pizzerias";
      const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  },
  events: {
    'xstate.init': async ({ page, memo }) => {
      const shop = new HeldRequests(page, shopRequest, 'the shop');
      const search = new HeldRequests(page, searchRequest, 'the search results');
      await shop.install();
      await search.install();
      Object.assign(memo, { shop, search } satisfies Memo);
    },
    'load.request': async (step) => {
      const params = paramsOfEvent(step);
      const holder = params.page === 'menu' ? memoOf(step).shop : memoOf(step).search;
      // The menu and the search results are rendered on the server with their data: the loader fetches
      // in the browser when the shopper comes from another page of the storefront, or when the server
      // could not load it (a shop that is not there).
      if (params.page === 'search' || params.shop === 'seeded') await openInApp(step.page, urlFor(params));
      else await step.page.goto(urlFor(params));
      await holder.waitForCount(1);
    },
    'load.reload': (step) =>
      requestAndWait(step, () =>
        step.page
          .getByRole('navigation', { name: 'Order type' })
          .getByRole('link', {
            name: (paramsOfEvent(step) as { orderType: string }).orderType === 'delivery' ? 'Delivery' : 'Pickup',
            exact: true,
          })
          .click(),
      ),
    'load.retry': (step) => requestAndWait(step, () => step.page.getByRole('button', { name: 'Try again' }).click()),
    // The real server answers: the shop or the results for a seeded slug / a search, 404 for a slug no shop has.
    'xstate.done.actor.fetchResource': (step) => held(step).release(),
    'xstate.error.actor.fetchResource': async (step) => {
      if ((step.event.error as { status: number | null }).status === 404) await held(step).release();
      else await held(step).cutConnection();
    },
  },
  cleanup: async ({ memo }) => {
    await (memo as Partial<Memo>).shop?.releaseAll();
    await (memo as Partial<Memo>).search?.releaseAll();
  },
});
