import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { bearer, signIn, signUp, TEST_HOST } from '../../identity/oidc-test-client';
import { browserCard, TEST_CARDS } from '../../test/cards';
import { coreApi } from '../../test/core-api';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { cashPickupOrder } from '../../test/order-bodies';

/*
 * Issue 36: 'The shopper can cancel from the confirmation page until the shop accepts; the payment is refunded and
 * both screens say so.' POST v1/orders/{uuid}/cancel, for the order's owner only (the Order-Key its browser placed it
 * with, or the account); the board's accept after it is refused.
 */
const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) is open all day
const BOARD = '/services/board/api/v1';
const brooklynStaff = { email: 'brooklyn-slice-house@staff.crust.example', password: 'crust-board-demo' };

type Headers = Record<string, string>;

describe.each(databaseKinds)('the shopper cancels an order on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight), dispatchControl: true });
    staff = bearer((await signIn(t.app, brooklynStaff)).tokens.access_token);
  }, 60_000);
  afterAll(async () => t?.close());

  const call = coreApi(() => t.app);
  /** Places an order as a browser does; answers its uuid and the Order-Key header that browser holds. */
  const place = async (body: object = cashPickupOrder(), headers: Headers = {}) => {
    const key = crypto.randomUUID();
    const placed = await call('POST', '/v2/orders', body, { 'idempotency-key': key, ...headers });
    expect(placed.statusCode, placed.body).toBe(201);
    return { uuid: placed.json().order.uuid as string, owner: { 'order-key': key } };
  };
  const cancel = (uuid: string, headers: Headers) => call('POST', `/v1/orders/${uuid}/cancel`, undefined, headers);
  const board = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${BOARD}${url}`, headers: { host: TEST_HOST, ...staff }, ...(payload ? { payload } : {}) });
  const tracking = async (uuid: string) =>
    (await t.app.inject({ method: 'GET', url: `/services/tracking/api/v2/orders/${uuid}`, headers: { host: TEST_HOST } })).json();
  const stripeRefunds = async (uuid: string) => {
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid));
    return (await t.db.select().from(schema.stripeSandboxObjects).where(eq(schema.stripeSandboxObjects.object, 'refund')))
      .map((stored) => stored.data as { payment_intent: string; amount: number })
      .filter((refund) => refund.payment_intent === row.paymentIntentId)
      .map((refund) => refund.amount);
  };

  it('a card order: voided with the customer reason, refunded once through its gateway under a double tap', async () => {
    const { uuid, owner } = await place(
      cashPickupOrder({ payment_method: 'credit', payment_token: await browserCard(t.app, TEST_CARDS.visa) }),
    );
    const taps = await Promise.all([1, 2].map(() => cancel(uuid, owner)));
    expect(taps.map((tap) => tap.statusCode)).toEqual([200, 200]);
    const total = taps[0].json().order.receipt.total as number;
    for (const tap of taps)
      expect(tap.json().order).toMatchObject({
        status: 'voided',
        payment_method_details: { payment_status: 'refunded', refunded_amount: total },
      });
    expect(await stripeRefunds(uuid)).toEqual([total]);
    // a third tap later answers the same, and sends nothing
    expect((await cancel(uuid, owner)).statusCode).toBe(200);
    expect(await stripeRefunds(uuid)).toEqual([total]);
    expect((await tracking(uuid)).order).toMatchObject({
      status: 'voided',
      void_reason: 'Canceled by the customer',
      refunded_amount: total,
    });
    // and the kitchen can no longer accept it
    expect((await board(`/shops/1001/orders/${uuid}/accept`, { prep_minutes: 20 })).statusCode).toBe(409);
  });

  it('a cash order: voided, nothing refunded; the signed-in account that placed it may cancel it too', async () => {
    const account = bearer((await signUp(t.app)).tokens.access_token);
    const { uuid } = await place(cashPickupOrder(), account);
    const cancelled = await cancel(uuid, account);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({
      status: 'voided',
      payment_method_details: { payment_type: 'cash', refunded_amount: 0 },
    });
    expect((await tracking(uuid)).order.void_reason).toBe('Canceled by the customer');
  });

  it('refuses once the shop accepted it, with a clear 409, and changes nothing', async () => {
    const { uuid, owner } = await place();
    expect((await board(`/shops/1001/orders/${uuid}/accept`, { prep_minutes: 20 })).statusCode).toBe(200);
    const refused = await cancel(uuid, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'order_already_accepted',
      message: 'The pizzeria has already accepted your order, so it can no longer be canceled. Please call the pizzeria.',
    });
    expect((await tracking(uuid)).order.status).toBe('preparing');
  });

  it('refuses an order the shop declined (409) and anyone but its owner (403); bad input is 4xx, never 5xx', async () => {
    const declined = await place();
    expect((await board(`/shops/1001/orders/${declined.uuid}/decline`, { reason: 'Out of dough' })).statusCode).toBe(200);
    const late = await cancel(declined.uuid, declined.owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('order_already_canceled');
    expect((await tracking(declined.uuid)).order.void_reason).toBe('Out of dough');

    const { uuid } = await place();
    const stranger = bearer((await signUp(t.app)).tokens.access_token);
    for (const headers of [{}, { 'order-key': 'someone-elses-key' }, stranger] as Headers[]) {
      const refused = await cancel(uuid, headers);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().errors[0].message).toBe('Only the shopper who placed this order can cancel it');
    }
    expect((await tracking(uuid)).order.status).toBe('placed');
    for (const url of ['/v1/orders/00000000-0000-4000-8000-000000000000/cancel', `/v1/orders/${'x'.repeat(200)}/cancel`]) {
      const answer = await call('POST', url, undefined, { 'order-key': 'k' });
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
  });
});
