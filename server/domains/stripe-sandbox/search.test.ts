import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness';
import { card, openSandbox, RETURN_URL, type Sandbox } from './sandbox-test-app';

// Driven with the official stripe client (stripe.paymentIntents.search), as the order sweeper calls it.
describe.each(databaseKinds)('stripe sandbox: payment intent search on %s', (kind) => {
  let sandbox: Sandbox;
  let stripe: Stripe;
  beforeAll(async () => {
    sandbox = await openSandbox(kind);
    stripe = sandbox.stripe;
  });
  afterAll(async () => sandbox?.close());

  const payFor = async (orderUuid: string, number = '4242424242424242') => {
    const pm = await stripe.paymentMethods.create(card(number));
    return stripe.paymentIntents.create({
      amount: 1433,
      currency: 'usd',
      payment_method: pm.id,
      confirm: true,
      return_url: RETURN_URL,
      metadata: { order_uuid: orderUuid },
    });
  };

  it("finds the intent of one order by metadata['order_uuid'], as Stripe's search_result", async () => {
    const mine = randomUUID();
    const paid = await payFor(mine);
    await payFor(randomUUID());
    const found = await stripe.paymentIntents.search({ query: `metadata['order_uuid']:'${mine}'` });
    expect(found.object).toBe('search_result');
    expect(found.has_more).toBe(false);
    expect(found.data.map((intent) => [intent.id, intent.status, intent.amount])).toEqual([[paid.id, 'succeeded', 1433]]);
  });

  it('answers an empty result for an order nothing was charged for', async () => {
    const found = await stripe.paymentIntents.search({ query: `metadata['order_uuid']:'${randomUUID()}'` });
    expect(found.data).toEqual([]);
  });

  it('refuses a search without a query, and a field it cannot answer, as invalid requests', async () => {
    await expect(stripe.paymentIntents.search({} as Stripe.PaymentIntentSearchParams)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'query',
    });
    await expect(stripe.paymentIntents.search({ query: "status:'succeeded'" })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'query',
    });
  });
});
