import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPostgres } from '../../db/postgres';
import { UNANSWERED_DECLINE_REASON } from '../../contract/unanswered-orders';
import * as schema from '../../db/schema';
import { bearer, signIn, TEST_HOST } from '../../identity/oidc-test-client';
import { browserCard, TEST_CARDS } from '../../test/cards';
import { coreApi } from '../../test/core-api';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import type { RefundGateways } from '../orders/refund';
import { createCardGateway } from '../payments/stripe-client';
import { sentTo, smsStandIn } from '../sms/provider';
import { markBoardSeen } from './repository';
import { answerUnansweredOrders, type UnansweredLimits } from './unanswered';
import { cashPickupOrder } from '../../test/order-bodies';

/*
 * Issue 36, 'Unanswered orders': an order not accepted within a configurable time escalates (the board alerts again;
 * the order's SMS/phone fallback is recorded) and, past a second limit, is declined with a refund and the shopper told.
 * The passes are called with the test's clock, as the server's job calls them; the SMS provider is the stand-in, which
 * keeps each message in sms_messages.
 */
const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) is open all day
const BOARD = '/services/board/api/v1';
const brooklynStaff = { email: 'brooklyn-slice-house@staff.crust.example', password: 'crust-board-demo' };
/** The seeded phone of Brooklyn Slice House (server/seed/catalog.ts: area code, 555, 100 + id % 100), ten digits. */
const SHOP_PHONE = '7185550101';
const limits: UnansweredLimits = { escalateMs: 5 * 60_000, declineMs: 10 * 60_000 };
const MINUTE = 60_000;

describe.each(databaseKinds)('unanswered orders on %s', (kind) => {
  let t: TestApp;
  let gateways: RefundGateways;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
    const cards = createCardGateway({}, t.app);
    gateways = { stripe: cards.stripe, adyen: cards.adyen.client };
    staff = bearer((await signIn(t.app, brooklynStaff)).tokens.access_token);
  }, 60_000);
  afterAll(async () => t?.close());

  const call = coreApi(() => t.app);
  /** Places an order at `at` (the app's clock) and answers its uuid. */
  const place = async (at: Date, body: object = cashPickupOrder()) => {
    t.clock.set(at);
    const placed = await call('POST', '/v2/orders', body);
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order.uuid as string;
  };
  const row = async (uuid: string) => (await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid)))[0];
  const eventsOf = async (orderId: number) => t.db.select().from(schema.boardEvents).where(eq(schema.boardEvents.orderId, orderId));
  const refundsOf = async (orderId: number) => t.db.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, orderId));
  const pass = (at: Date) => answerUnansweredOrders(t.db, gateways, smsStandIn(t.db), at, limits);
  const live = (at: Date) => markBoardSeen(t.db, 1001, at);
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
  /** Every test starts after the last one's passes: its orders are placed an hour after the last test's. */
  let hours = 0;
  const nextHour = () => new Date(new Date(mondayNight).getTime() + (hours += 1) * 60 * MINUTE);
  const tracking = async (uuid: string) =>
    (await t.app.inject({ method: 'GET', url: `/services/tracking/api/v2/orders/${uuid}`, headers: { host: TEST_HOST } })).json();

  it('escalates once on a live board: one board event, one text to the shop recorded, none before the limit', async () => {
    const placedAt = nextHour();
    const uuid = await place(placedAt);
    const { id } = await row(uuid);
    const texts = (await sentTo(t.db, SHOP_PHONE)).length;
    await live(later(placedAt, limits.escalateMs - 1000));
    await pass(later(placedAt, limits.escalateMs - 1000));
    expect((await row(uuid)).escalatedAt, 'not before the first limit').toBeNull();
    const events = (await eventsOf(id)).length;
    const at = later(placedAt, limits.escalateMs);
    await live(at);
    const passTimes = [at, at, later(at, 1000)];
    const reports = await Promise.all(passTimes.map(pass));
    expect(reports.reduce((sum, r) => sum + r.escalated, 0)).toBe(1);
    // the escalation and its text are claimed separately, so either may fall to any of the concurrent passes
    const winner = passTimes[reports.findIndex((r) => r.escalated === 1)];
    const escalated = await row(uuid);
    expect(escalated).toMatchObject({ status: 'placed', escalatedAt: winner });
    expect(passTimes.map((time) => time.getTime())).toContain(escalated.escalationSmsAt?.getTime());
    expect((await eventsOf(id)).length, 'one board event: the board alerts again').toBe(events + 1);
    const sent = await sentTo(t.db, SHOP_PHONE);
    expect(sent.length).toBe(texts + 1);
    expect(sent[0].body).toContain(`order #${id}`);
    expect(sent[0].body).toContain('Brooklyn Slice House');
    const board = await t.app.inject({ method: 'GET', url: `${BOARD}/shops/1001/orders`, headers: { host: TEST_HOST, ...staff } });
    expect(board.json().orders.find((o: { uuid: string }) => o.uuid === uuid).escalated_at).toBe(winner.toISOString());
  });

  it('leaves an order alone when the board is not live (the simulator answers it)', async () => {
    const placedAt = nextHour();
    const uuid = await place(placedAt);
    // the board was last seen 31 s before: not live (board_presence counts 30 s)
    await live(later(placedAt, limits.declineMs - 31_000));
    await pass(later(placedAt, limits.declineMs));
    await pass(later(placedAt, 2 * limits.declineMs));
    expect(await row(uuid)).toMatchObject({ status: 'placed', escalatedAt: null, unansweredDeclinedAt: null });
  });

  it('declines a card order past the second limit, refunded once, the shopper told', async () => {
    const placedAt = nextHour();
    const uuid = await place(
      placedAt,
      cashPickupOrder({ payment_method: 'credit', payment_token: await browserCard(t.app, TEST_CARDS.visa) }),
    );
    const escalateAt = later(placedAt, limits.escalateMs);
    await live(escalateAt);
    await pass(escalateAt);
    // a board that was gone at the escalation still gets the gap between the limits after it
    await pass(later(placedAt, limits.declineMs - 1000));
    expect((await row(uuid)).status).toBe('placed');
    const at = later(placedAt, limits.declineMs);
    await Promise.all([pass(at), pass(at), pass(later(at, 1000))]);
    await pass(later(at, 5000));
    const declined = await row(uuid);
    expect(declined).toMatchObject({ status: 'voided', voidReason: UNANSWERED_DECLINE_REASON });
    const refunds = await refundsOf(declined.id);
    expect(refunds.map((r) => [r.purpose, r.status])).toEqual([['void', 'succeeded']]);
    const seen = await tracking(uuid);
    expect(seen.status).toBe('voided');
    expect(seen.order.void_reason).toBe(UNANSWERED_DECLINE_REASON);
    expect(seen.order.refunded_amount).toBe(seen.order.total);
    const accept = await t.app.inject({
      method: 'POST',
      url: `${BOARD}/shops/1001/orders/${uuid}/accept`,
      headers: { host: TEST_HOST, ...staff },
      payload: { prep_minutes: 20 },
    });
    expect(accept.statusCode).toBe(409);
  });

  it('declines a cash order past the second limit: voided with the reason, nothing to refund', async () => {
    const placedAt = nextHour();
    const uuid = await place(placedAt);
    await live(later(placedAt, limits.escalateMs));
    await pass(later(placedAt, limits.escalateMs));
    await Promise.all([pass(later(placedAt, limits.declineMs)), pass(later(placedAt, limits.declineMs))]);
    const declined = await row(uuid);
    expect(declined).toMatchObject({ status: 'voided', voidReason: UNANSWERED_DECLINE_REASON, refundedAmount: 0 });
    expect(await refundsOf(declined.id)).toEqual([]);
  });

  it('an accept racing the automatic decline: exactly one of them wins, every time', async () => {
    const outcomes = { accepted: 0, declined: 0 };
    for (let round = 0; round < 6; round += 1) {
      const placedAt = nextHour();
      const paid = round % 2 === 0;
      const uuid = await place(
        placedAt,
        paid ? cashPickupOrder({ payment_method: 'credit', payment_token: await browserCard(t.app, TEST_CARDS.visa) }) : cashPickupOrder(),
      );
      await live(later(placedAt, limits.escalateMs));
      await pass(later(placedAt, limits.escalateMs));
      const at = later(placedAt, limits.declineMs);
      t.clock.set(at);
      const accept = t.app.inject({
        method: 'POST',
        url: `${BOARD}/shops/1001/orders/${uuid}/accept`,
        headers: { host: TEST_HOST, ...staff },
        payload: { prep_minutes: 20 },
      });
      // the accept is given a head start of 0, 4 or 8 event-loop turns, so both orders of arrival are met
      for (let turn = 0; turn < (round % 3) * 4; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      const [answer] = await Promise.all([accept, pass(at)]);
      await pass(later(at, 5000));
      const after = await row(uuid);
      if (answer.statusCode === 200) {
        outcomes.accepted += 1;
        expect(after.status, 'accepted: the decline stood aside').toBe('preparing');
        expect(after.unansweredDeclinedAt).toBeNull();
        expect(after.refundedAmount).toBe(0);
      } else {
        outcomes.declined += 1;
        expect(answer.statusCode, answer.body).toBe(409);
        expect(after).toMatchObject({ status: 'voided', voidReason: UNANSWERED_DECLINE_REASON });
        expect((await refundsOf(after.id)).length).toBe(paid ? 1 : 0);
      }
    }
    expect(outcomes.accepted + outcomes.declined).toBe(6);
    console.info(`accept racing the decline on ${kind}: ${JSON.stringify(outcomes)}`);
  });

  it("replicas' passes at once escalate, text and decline each order once (on PostgreSQL, four pools)", async () => {
    const placedAt = nextHour();
    const uuids: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const paid = i % 2 === 0;
      uuids.push(
        await place(
          placedAt,
          paid
            ? cashPickupOrder({ payment_method: 'credit', payment_token: await browserCard(t.app, TEST_CARDS.visa) })
            : cashPickupOrder(),
        ),
      );
    }
    const ids = await Promise.all(uuids.map(async (uuid) => (await row(uuid)).id));
    const events = await Promise.all(ids.map(async (id) => (await eventsOf(id)).length));
    const texts = (await sentTo(t.db, SHOP_PHONE)).length;
    // on PostgreSQL each replica has its own pool on the one database; PGlite belongs to one process
    const client = (t.db as unknown as { $client?: unknown }).$client;
    const others =
      client instanceof pg.Pool
        ? await Promise.all(
            Array.from({ length: 3 }, () => openPostgres((client.options as { connectionString: string }).connectionString, { max: 4 })),
          )
        : [];
    const replicas: Database[] = [t.db, ...others.map((handle) => handle.db)];
    const passes = (at: Date) =>
      Promise.all([...replicas, ...replicas].map((db) => answerUnansweredOrders(db, gateways, smsStandIn(db), at, limits)));
    try {
      await live(later(placedAt, limits.escalateMs));
      await passes(later(placedAt, limits.escalateMs));
      await passes(later(placedAt, limits.declineMs));
    } finally {
      await Promise.all(others.map((handle) => handle.close()));
    }
    await pass(later(placedAt, limits.declineMs + 5000));
    expect((await sentTo(t.db, SHOP_PHONE)).length - texts, 'one text per order').toBe(8);
    for (const [i, id] of ids.entries()) {
      const after = await row(uuids[i]);
      expect(after).toMatchObject({ status: 'voided', voidReason: UNANSWERED_DECLINE_REASON });
      // placed, escalated, voided: one event each
      expect((await eventsOf(id)).length - events[i], `order ${id}'s board events`).toBe(2);
      const refunds = await refundsOf(id);
      expect(refunds.map((r) => r.status)).toEqual(i % 2 === 0 ? ['succeeded'] : []);
      if (i % 2 === 0) expect(after.refundedAmount).toBe(refunds[0].amount);
    }
  });
});
