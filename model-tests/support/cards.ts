import { expect, type APIRequestContext } from '@playwright/test';
import { brooklynSliceHouse } from './seed';

/**
 * Cards on the embedded Stripe sandbox (server/domains/stripe-sandbox): a payment method is made the way
 * the storefront's Stripe.js-shaped client makes one (POST {sandbox}/v1/payment_methods with the
 * sandbox's publishable key), then saved to the signed-in shopper's account (POST v2/payment_methods),
 * as another device of the shopper's would (the access token: support/accounts.ts storedAccessToken).
 * Numbers are Stripe's test cards the sandbox knows.
 */
export const TEST_CARD_NUMBERS = {
  visa: '4242424242424242',
  /** attaches (saves) fine; every charge is declined */
  declinesCharges: '4000000000000341',
} as const;

export const SANDBOX_STRIPE_API = '/sandbox/stripe/v1';
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_crust';
export const PAYMENT_METHODS = '/services/core/api/v2/payment_methods';

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc?: string; postalCode?: string };
export type SavedCardAnswer = {
  id: number;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  status: string;
  single_use: boolean;
};

/** A pm_… made at the sandbox, as the browser's card fields make one. */
export async function sandboxPaymentMethod(request: APIRequestContext, baseURL: string, card: CardDetails): Promise<string> {
  const made = await request.post(`${baseURL}${SANDBOX_STRIPE_API}/payment_methods`, {
    headers: { Authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}` },
    form: {
      type: 'card',
      'card[number]': card.number,
      'card[exp_month]': String(card.expMonth),
      'card[exp_year]': String(card.expYear),
      'card[cvc]': card.cvc ?? '123',
      'billing_details[address][postal_code]': card.postalCode ?? '11201',
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  return ((await made.json()) as { id: string }).id;
}

/** Saves a card to the signed-in shopper's account through the API; answers the saved card. */
export async function saveCardForShopper(
  request: APIRequestContext,
  baseURL: string,
  accessToken: string,
  card: CardDetails,
): Promise<SavedCardAnswer> {
  const token = await sandboxPaymentMethod(request, baseURL, card);
  const saved = await request.post(`${baseURL}${PAYMENT_METHODS}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { gateway: 'stripe', token, channel: 'web', single_use: false },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const answer = (await saved.json()) as { payment_method: SavedCardAnswer; next_action: unknown };
  expect(answer.next_action).toBeNull();
  return answer.payment_method;
}

/** The signed-in shopper's saved cards, as the server lists them (GET v2/payment_methods). */
export async function listedCards(request: APIRequestContext, baseURL: string, accessToken: string): Promise<SavedCardAnswer[]> {
  const listed = await request.get(`${baseURL}${PAYMENT_METHODS}?gateway=stripe`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(listed.status(), await listed.text()).toBe(200);
  return (await listed.json()) as SavedCardAnswer[];
}

/**
 * A pickup order at Brooklyn Slice House paid with a saved card, placed through the API by the
 * shopper's other device (one Mozzarella Sticks, as the suites' checkout has). `expiry` is the card
 * verification's expr_month / expr_year (four-digit year), sent only when given. Answers the status
 * and, for a refusal, its first error code.
 */
export async function placeSavedCardOrderViaApi(
  request: APIRequestContext,
  baseURL: string,
  accessToken: string,
  paymentMethodId: number,
  expiry: { month: number; year: number } | null,
): Promise<{ status: number; code: string | null }> {
  const answer = await request.post(`${baseURL}/services/core/api/v2/orders`, {
    headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order: {
        shop_id: brooklynSliceHouse.id,
        placed_via: 'web',
        shipping_type: 'pickup',
        order_items_attributes: [{ products_type_id: 1001536, products_quantity: 1, selection_ids: [] }],
        payment_method: 'credit',
        gateway: 'stripe',
        payment_method_id: paymentMethodId,
        ...(expiry ? { expr_month: expiry.month, expr_year: expiry.year } : {}),
        email: 'ann@example.com',
        delivery_first_name: 'Ann',
        delivery_last_name: 'Lee',
        delivery_telephone: '7185550100',
      },
      order_option_types: [],
    },
  });
  const body = (await answer.json()) as { errors?: { code: string }[] };
  return { status: answer.status(), code: body.errors?.[0]?.code ?? null };
}
