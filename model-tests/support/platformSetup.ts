import { randomUUID } from 'node:crypto';
import { expect, request as apiRequest, type BrowserContext, type Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '../../src/storage/cartStorage';
import { CHECKOUT_STORAGE_KEY } from '../../src/storage/checkoutStorage';
import { accountLink, signedInHere, type SignedIn } from './accounts';
import { PAYMENT_METHODS, type SavedCardAnswer } from './cards';
import { pageHydrated, type ContactDetails } from './storefront';
import { workerAccount } from './test';

/*
 * Set-up by the platform, not by clicking (issue 35 item 1). A path whose machine is not the cart, the menu or sign-in
 * starts where its machine starts: the cart a shopper filled, and checkout's draft, are written where the storefront
 * itself reads them (local storage, before the first page load); the shopper's account is this worker's, signed in
 * through the identity provider's endpoints (support/test.ts workerAccount, support/accounts.ts signedInHere); then
 * the page the machine lives on is opened directly. The suites whose machines are that set-up (cart, signInPrompt,
 * loginRedirect, magicCart, addressDraft, ...) keep walking it through the UI.
 */

export type SetupShop = { id: number; name: string; webSlug: string };
export const checkoutPathOf = (shop: SetupShop) => `/restaurants/${shop.webSlug}/checkout`;

/** A cart line as the cart machine stores it (machines/cart/cart.types CartProduct). */
export type StoredCartLine = {
  uuid: string;
  id: number;
  name: string;
  description: string;
  productTypeId: number;
  productTypeName: string;
  selections: Record<string, number[]>;
  specialRequest: string;
  quantity: number;
  price: number;
  isBestSeller: boolean;
  couponId: number | null;
};

type MenuAnswer = {
  menu: {
    categories: Array<{
      grouped_products: Array<{
        id: number;
        name: string;
        description: string;
        is_best_seller: boolean;
        product_types: Array<{ id: number; name: string; price: number }>;
      }>;
    }>;
  };
};

const linesSeen = new Map<string, Omit<StoredCartLine, 'uuid' | 'quantity'>>();

/**
 * A line of `productName` with its first size and no add-ons (what its dialog's defaults add), read from the menu the
 * storefront reads (GET v3/menus/{shop}); kept per worker.
 */
export async function cartLineFromMenu(baseURL: string, shop: SetupShop, productName: string, quantity = 1): Promise<StoredCartLine> {
  const key = `${baseURL} ${shop.id} ${productName}`;
  let line = linesSeen.get(key);
  if (!line) {
    const api = await apiRequest.newContext({ baseURL });
    try {
      const answer = await api.get(`/services/core/api/v3/menus/${shop.id}`);
      expect(answer.status(), await answer.text()).toBe(200);
      const { menu } = (await answer.json()) as MenuAnswer;
      const product = menu.categories.flatMap((category) => category.grouped_products).find((each) => each.name === productName);
      expect(product, `${productName} on ${shop.name}'s menu`).toBeTruthy();
      const [type] = product!.product_types;
      line = {
        id: product!.id,
        name: product!.name,
        description: product!.description,
        productTypeId: type.id,
        productTypeName: type.name,
        selections: {},
        specialRequest: '',
        price: type.price,
        isBestSeller: product!.is_best_seller,
        couponId: null,
      };
      linesSeen.set(key, line);
    } finally {
      await api.dispose();
    }
  }
  return { ...line, uuid: randomUUID(), quantity };
}

/** A cart at `shop` as the cart machine stores it (updatedAt: set in the page, on its own clock). */
export function storedCart(shop: SetupShop, lines: StoredCartLine[]): object {
  return {
    cartUuid: randomUUID(),
    shopId: shop.id,
    shopWebSlug: shop.webSlug,
    shopName: shop.name,
    products: lines,
    coupon: null,
    promoCode: null,
    removedUuids: [],
  };
}

export type CheckoutDraft = {
  contact: ContactDetails;
  forDelivery: boolean;
  address?: Record<'address' | 'address2' | 'city' | 'state' | 'zipcode', string>;
  tender: 'cash' | 'credit';
};

/** Checkout's draft as checkout stores it between visits (updatedAt: set in the page). */
export function storedCheckoutDraft(draft: CheckoutDraft): object {
  return {
    contact: draft.contact,
    forDelivery: draft.forDelivery,
    address: draft.address ?? { address: '', address2: '', city: '', state: '', zipcode: '' },
    tender: draft.tender,
    tip: { percentage: 0, custom: '' },
    orderOptions: [],
    specialInstructions: '',
  };
}

const STORED_MARKER = 'crust:model-tests:stored';

/**
 * Writes `items` (key → JSON value; objects get `updatedAt` = the page's Date.now()) into local storage before the
 * first page of each origin loads, once: later loads keep what the app itself stored since.
 */
export async function storeBeforeFirstLoad(context: BrowserContext, items: Record<string, object>): Promise<void> {
  await context.addInitScript(
    ({ entries, marker }) => {
      try {
        if (window.localStorage.getItem(marker) !== null) return;
        window.localStorage.setItem(marker, 'yes');
        for (const [key, value] of entries) window.localStorage.setItem(key, JSON.stringify({ ...value, updatedAt: Date.now() }));
      } catch {
        // a document without storage (about:blank)
      }
    },
    { entries: Object.entries(items), marker: STORED_MARKER },
  );
}

export type CheckoutSetup = {
  shop: SetupShop;
  /** the storefront to open (the flagged server's address, or the suite's) */
  baseURL: string;
  /** checkout's details stored by the earlier visit (none: checkout starts empty, as on a first visit) */
  draft?: CheckoutDraft;
  /** the cart's lines, by product name (one each); default one Mozzarella Sticks */
  items?: string[];
  /** sign this worker's account in first (workerAccount), before the first page load */
  signedIn?: boolean;
  /** what the platform does for the signed-in shopper before checkout opens (save a card through the payment API, say) */
  beforeOpen?: (shopper: SignedIn) => Promise<void>;
};

/**
 * Checkout opened directly with a stored cart and draft (and, signed in, this worker's account in session): the page
 * a shopper who filled the cart and the contact before comes back to. Answers the signed-in shopper, if any.
 */
export async function openCheckoutByPlatform(page: Page, setup: CheckoutSetup): Promise<SignedIn | null> {
  const signedIn = setup.signedIn ? await signedInHere({ page, baseURL: setup.baseURL }, await workerAccount()) : null;
  if (signedIn) await setup.beforeOpen?.(signedIn);
  const lines = await Promise.all((setup.items ?? ['Mozzarella Sticks']).map((name) => cartLineFromMenu(setup.baseURL, setup.shop, name)));
  await storeBeforeFirstLoad(page.context(), {
    [CART_STORAGE_KEY]: storedCart(setup.shop, lines),
    ...(setup.draft ? { [CHECKOUT_STORAGE_KEY]: storedCheckoutDraft(setup.draft) } : {}),
  });
  await page.goto(`${setup.baseURL}${checkoutPathOf(setup.shop)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await pageHydrated(page);
  return signedIn;
}

/**
 * Leaves the worker's account as it was found: deletes the cards a path saved to it (DELETE v2/payment_methods/{id}),
 * through the API as another device of the shopper's would.
 */
export async function deleteSavedCards(baseURL: string, accessToken: string): Promise<void> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${accessToken}` } });
  try {
    for (const gateway of ['stripe', 'adyen']) {
      const listed = await api.get(`${PAYMENT_METHODS}?gateway=${gateway}`);
      if (listed.status() !== 200) continue;
      for (const card of (await listed.json()) as SavedCardAnswer[]) {
        const deleted = await api.delete(`${PAYMENT_METHODS}/${card.id}`);
        expect([200, 204, 404], `delete saved card ${card.id}: ${await deleted.text()}`).toContain(deleted.status());
      }
    }
  } finally {
    await api.dispose();
  }
}

/** Deletes the addresses a path saved to the worker's account (DELETE v1/addresses/{id}). */
export async function deleteSavedAddresses(baseURL: string, accessToken: string): Promise<void> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${accessToken}` } });
  try {
    const listed = await api.get('/services/core/api/v1/addresses');
    expect(listed.status(), await listed.text()).toBe(200);
    for (const { id } of (await listed.json()) as { id: number }[]) {
      const deleted = await api.delete(`/services/core/api/v1/addresses/${id}`);
      expect([204, 404], `delete saved address ${id}: ${await deleted.text()}`).toContain(deleted.status());
    }
  } finally {
    await api.dispose();
  }
}

/** The account's "No plastic cutlery" preference (include_plastic_utensils), to put back what a path changed. */
export async function plasticUtensilsOf(baseURL: string, accessToken: string): Promise<boolean> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${accessToken}` } });
  try {
    const current = await api.get('/services/core/api/v1/user_preferences');
    expect(current.status(), await current.text()).toBe(200);
    return ((await current.json()) as { user_preferences: { include_plastic_utensils: boolean } }).user_preferences
      .include_plastic_utensils;
  } finally {
    await api.dispose();
  }
}

/**
 * This worker's account signed in in `page`'s browser through the provider's endpoints, and a first page (`path`)
 * showing the shopper signed in: that load renews the session (support/accounts.ts keepSignedIn), as the page a
 * browser sign-up lands on does.
 */
export async function signedInWorker(page: Page, baseURL: string, path = '/about-us'): Promise<SignedIn> {
  const shopper = await signedInHere({ page, baseURL }, await workerAccount());
  await page.goto(`${baseURL}${path}`);
  await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${shopper.firstName}`);
  return shopper;
}

/** Puts the account's "No plastic cutlery" preference to `include` (PUT user_preferences), as another device of the shopper's would. */
export async function putPlasticUtensils(baseURL: string, accessToken: string, include: boolean): Promise<void> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${accessToken}` } });
  try {
    const current = await api.get('/services/core/api/v1/user_preferences');
    expect(current.status(), await current.text()).toBe(200);
    const { user_preferences: preferences } = (await current.json()) as {
      user_preferences: { id: number; include_plastic_utensils: boolean };
    };
    if (preferences.include_plastic_utensils === include) return;
    const saved = await api.put(`/services/core/api/v1/user_preferences/${preferences.id}`, {
      data: { include_plastic_utensils: include },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}
