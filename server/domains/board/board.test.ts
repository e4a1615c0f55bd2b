import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp, TEST_HOST } from '../../identity/oidc-test-client';
import { browserCard, TEST_CARDS } from '../../test/cards';
import { coreApi } from '../../test/core-api';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { advanceOrders } from '../dispatch/service';
import { sseEvents } from '../../test/sse-events';

/*
 * Issue 36: the pizzeria's order board API. The demo staff accounts are the README's "For pizzerias" ones: one per
 * seeded shop, <shop slug>@staff.crust.example with the password crust-board-demo, signing in through the embedded
 * identity provider as any account does.
 */
const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) and Midtown Pie Co. (1101) are open all day
const BOARD = '/services/board/api/v1';
const brooklynStaff = { email: 'brooklyn-slice-house@staff.crust.example', password: 'crust-board-demo' };
const midtownStaff = { email: 'midtown-pie-co@staff.crust.example', password: 'crust-board-demo' };

/** A Large pizza, half pepperoni, for pickup at 1001 with an instruction: $18.00 before toppings (checkout's receipt). */
const pickupOrder = (fields: Record<string, unknown> = {}) => ({
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'cash',
    order_items_attributes: [
      { products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099], products_instruction: 'Well done please' },
    ],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
    ...fields,
  },
  order_option_types: [],
});

type Headers = Record<string, string>;
type SseEvent = { id: number; data: { event_id: number; status: string; order: { uuid: string; status: string } } };

/** A board's stream as a browser holds it: a real connection, events parsed as they arrive. */
function openStream(port: number, auth: Headers, lastEventId?: number) {
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let status = 0;
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: `${BOARD}/shops/1001/events`,
    headers: { host: TEST_HOST, ...auth, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
  });
  const opened = new Promise<number>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      resolve(status);
      response.setEncoding('utf8');
      const collect = sseEvents((id, data) => events.push({ id, data } as SseEvent));
      response.on('data', (chunk: string) => {
        collect(chunk);
        for (const wake of waiters.splice(0)) wake();
      });
    });
  });
  return {
    events,
    opened,
    get status() {
      return status;
    },
    async until(check: (events: SseEvent[]) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(events)) {
        if (Date.now() > deadline) throw new Error(`stream: timed out with ${events.length} events`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close() {
      request.destroy();
    },
  };
}

describe.each(databaseKinds)("the pizzeria's order board on %s", (kind) => {
  let t: TestApp;
  let port: number;
  let staff: Headers;
  let otherStaff: Headers;
  let shopper: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight), dispatchControl: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    staff = bearer((await signIn(t.app, brooklynStaff)).tokens.access_token);
    otherStaff = bearer((await signIn(t.app, midtownStaff)).tokens.access_token);
    shopper = bearer((await signUp(t.app)).tokens.access_token);
  }, 60_000);
  afterAll(async () => t?.close());

  const call = coreApi(() => t.app);
  const board = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BOARD}${url}`, headers: { host: TEST_HOST, ...headers }, ...(payload ? { payload } : {}) });
  const place = async (body: object = pickupOrder()) => {
    const placed = await call('POST', '/v2/orders', body);
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order.uuid as string;
  };
  const tracking = async (uuid: string) =>
    (await t.app.inject({ method: 'GET', url: `/services/tracking/api/v2/orders/${uuid}`, headers: { host: TEST_HOST } })).json();

  it("lists the shop's open orders with what the kitchen needs", async () => {
    const uuid = await place();
    const listed = await board('GET', '/shops/1001/orders', staff);
    expect(listed.statusCode, listed.body).toBe(200);
    const order = listed.json().orders.find((o: { uuid: string }) => o.uuid === uuid);
    expect(order).toMatchObject({
      status: 'placed',
      shipping_type: 'pickup',
      customer: { first_name: 'Ann', phone: '7185550100' },
      payment: { method: 'cash', status: 'unpaid' },
    });
    expect(order.items[0]).toMatchObject({ quantity: 1, special_request: 'Well done please' });
    expect(order.items[0].selections.length).toBeGreaterThan(0);
    expect(listed.json().last_event_id).toBeGreaterThan(0);
  });

  describe('refuses anyone but the shop staff, on every route', () => {
    const routes: [string, 'GET' | 'POST', string, object | undefined][] = [
      ['staff shops', 'GET', '/staff/shops', undefined],
      ['orders', 'GET', '/shops/1001/orders', undefined],
      ['events', 'GET', '/shops/1001/events', undefined],
      ['heartbeat', 'POST', '/shops/1001/heartbeat', undefined],
      ['accept', 'POST', '/shops/1001/orders/UUID/accept', { prep_minutes: 20 }],
      ['decline', 'POST', '/shops/1001/orders/UUID/decline', { reason: 'Out of dough' }],
      ['delay', 'POST', '/shops/1001/orders/UUID/delay', { minutes: 10 }],
      ['ready', 'POST', '/shops/1001/orders/UUID/ready', undefined],
      ['out for delivery', 'POST', '/shops/1001/orders/UUID/out_for_delivery', undefined],
      ['complete', 'POST', '/shops/1001/orders/UUID/complete', undefined],
      ['adjust', 'POST', '/shops/1001/orders/UUID/adjust', { amount: 100, reason: 'No basil' }],
    ];
    it.each(routes)('%s', async (_name, method, path, body) => {
      const uuid = await place();
      const url = path.replace('UUID', uuid);
      const keyed = { 'idempotency-key': `key-${uuid}` };
      const asShopper = await board(method, url, { ...shopper, ...keyed }, body);
      expect(asShopper.statusCode, asShopper.body).toBe(403);
      if (url.includes('/shops/1001')) {
        const asOtherShop = await board(method, url, { ...otherStaff, ...keyed }, body);
        expect(asOtherShop.statusCode, asOtherShop.body).toBe(403);
      }
      const signedOut = await board(method, url, keyed, body);
      expect(signedOut.statusCode, signedOut.body).toBe(401);
      // and nothing moved
      expect((await tracking(uuid)).order).toMatchObject({ status: 'placed', delay_minutes: 0, adjusted_amount: 0 });
    });
  });

  it('walks a pickup order: accept with a prep time (the ETA moves), ready, completed; a double tap applies once', async () => {
    const uuid = await place();
    const accepted = await board('POST', `/shops/1001/orders/${uuid}/accept`, staff, { prep_minutes: 20 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ applied: true, order: { status: 'preparing' } });
    // ready 20 minutes from now (the test clock)
    expect(new Date(accepted.json().order.min_eta).getTime()).toBe(new Date(mondayNight).getTime() + 20 * 60_000);
    expect((await tracking(uuid)).order.min_eta).toBe(accepted.json().order.min_eta);
    const again = await board('POST', `/shops/1001/orders/${uuid}/accept`, staff, { prep_minutes: 45 });
    expect(again.json()).toMatchObject({ applied: false, order: { status: 'preparing', min_eta: accepted.json().order.min_eta } });
    const wrong = await board('POST', `/shops/1001/orders/${uuid}/out_for_delivery`, staff);
    expect(wrong.statusCode).toBe(409);
    const [ready, readyTwice] = await Promise.all([1, 2].map(() => board('POST', `/shops/1001/orders/${uuid}/ready`, staff)));
    expect([ready.json().applied, readyTwice.json().applied].sort()).toEqual([false, true]);
    expect((await tracking(uuid)).status).toBe('ready_for_pickup');
    const done = await board('POST', `/shops/1001/orders/${uuid}/complete`, staff);
    expect(done.json()).toMatchObject({ applied: true, order: { status: 'completed' } });
    expect((await tracking(uuid)).order.status).toBe('completed');
    // a completed order is off the board's open list
    expect((await board('GET', '/shops/1001/orders', staff)).json().orders.map((o: { uuid: string }) => o.uuid)).not.toContain(uuid);
  });

  it('delays once per Idempotency-Key (the shopper ETA moves by the minutes) and refuses a delay without one', async () => {
    const uuid = await place();
    const before = (await tracking(uuid)).order.max_eta as string;
    const noKey = await board('POST', `/shops/1001/orders/${uuid}/delay`, staff, { minutes: 10 });
    expect(noKey.statusCode).toBe(400);
    const key = { 'idempotency-key': `late-${uuid}` };
    const taps = await Promise.all(
      [1, 2].map(() => board('POST', `/shops/1001/orders/${uuid}/delay`, { ...staff, ...key }, { minutes: 10 })),
    );
    expect(taps.map((tap) => tap.statusCode)).toEqual([200, 200]);
    expect(taps.map((tap) => tap.json().applied).sort()).toEqual([false, true]);
    const after = (await tracking(uuid)).order;
    expect(after.delay_minutes).toBe(10);
    expect(new Date(after.max_eta).getTime() - new Date(before).getTime()).toBe(10 * 60_000);
    const reused = await board('POST', `/shops/1001/orders/${uuid}/delay`, { ...staff, ...key }, { minutes: 15 });
    expect(reused.statusCode).toBe(409);
  });

  it('declines a card order with a reason: voided, refunded through its gateway, the shopper told', async () => {
    const uuid = await place(pickupOrder({ payment_method: 'credit', payment_token: await browserCard(t.app, TEST_CARDS.visa) }));
    const taps = await Promise.all(
      [1, 2].map(() => board('POST', `/shops/1001/orders/${uuid}/decline`, staff, { reason: 'We ran out of dough' })),
    );
    expect(taps.map((tap) => tap.statusCode)).toEqual([200, 200]);
    expect(taps.map((tap) => tap.json().applied).sort()).toEqual([false, true]);
    expect(taps[0].json().order).toMatchObject({
      status: 'voided',
      void_reason: 'We ran out of dough',
      payment: { method: 'credit', status: 'refunded' },
    });
    const seen = await tracking(uuid);
    expect(seen.status).toBe('voided');
    expect(seen.order.void_reason).toBe('We ran out of dough');
    expect(seen.order.refunded_amount).toBe(seen.order.total);
    expect((await board('POST', `/shops/1001/orders/${uuid}/accept`, staff, { prep_minutes: 20 })).statusCode).toBe(409);
  });

  it('adjusts once per Idempotency-Key', async () => {
    const uuid = await place();
    const total = (await tracking(uuid)).order.total as number;
    const key = { 'idempotency-key': `adjust-${uuid}` };
    const first = await board('POST', `/shops/1001/orders/${uuid}/adjust`, { ...staff, ...key }, { amount: 150, reason: 'No basil today' });
    const second = await board(
      'POST',
      `/shops/1001/orders/${uuid}/adjust`,
      { ...staff, ...key },
      { amount: 150, reason: 'No basil today' },
    );
    expect([first.json().applied, second.json().applied]).toEqual([true, false]);
    expect((await tracking(uuid)).order).toMatchObject({ adjusted_amount: 150, total: total - 150 });
  });

  it('answers bad input with 4xx, never 5xx', async () => {
    const uuid = await place();
    const cases: [string, 'GET' | 'POST', string, object | undefined, Headers][] = [
      ['not a uuid', 'POST', '/shops/1001/orders/not-a-uuid/accept', { prep_minutes: 20 }, {}],
      ['unknown order', 'POST', '/shops/1001/orders/00000000-0000-4000-8000-000000000000/accept', { prep_minutes: 20 }, {}],
      ['no prep time', 'POST', `/shops/1001/orders/${uuid}/accept`, {}, {}],
      ['prep time too long', 'POST', `/shops/1001/orders/${uuid}/accept`, { prep_minutes: 100_000 }, {}],
      ['empty reason', 'POST', `/shops/1001/orders/${uuid}/decline`, { reason: '   ' }, {}],
      ['shop id not a number', 'GET', '/shops/abc/orders', undefined, {}],
      ['shop id too large', 'GET', '/shops/99999999999/orders', undefined, {}],
      ['Last-Event-ID not a number', 'GET', '/shops/1001/events', undefined, { 'last-event-id': 'yesterday' }],
      ['adjust below nothing', 'POST', `/shops/1001/orders/${uuid}/adjust`, { amount: 999_999, reason: 'x' }, { 'idempotency-key': 'k1' }],
    ];
    for (const [name, method, url, body, headers] of cases) {
      const answer = await board(method, url, { ...staff, ...headers }, body);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBeLessThan(500);
    }
    // an order of another shop is not found on this shop's board
    const midtown = await place(
      pickupOrder({
        shop_id: 1101,
        order_items_attributes: [{ products_type_id: 1101502, products_quantity: 1, selection_ids: [11010099] }],
      }),
    );
    expect((await board('POST', `/shops/1001/orders/${midtown}/accept`, staff, { prep_minutes: 20 })).statusCode).toBe(404);
  });

  it('streams new orders with ids; after a reconnect with Last-Event-ID every order missed arrives, none twice', async () => {
    const start = (await board('GET', '/shops/1001/orders', staff)).json().last_event_id as number;
    const first = openStream(port, staff, start);
    expect(await first.opened).toBe(200);
    const live = await place();
    await first.until((events) => events.some((event) => event.data.order.uuid === live));
    first.close();
    const lastSeen = first.events.at(-1)!.id;
    // placed while the board was offline
    const missed = [await place(), await place(), await place()];
    const second = openStream(port, staff, lastSeen);
    await second.until((events) => missed.every((uuid) => events.some((event) => event.data.order.uuid === uuid)));
    expect(second.events.every((event) => event.id > lastSeen)).toBe(true);
    expect(second.events.some((event) => event.data.order.uuid === live)).toBe(false);
    const ids = [...first.events, ...second.events].map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    second.close();
  });

  it('the simulator stands aside for a shop whose board is live, and drives the others', async () => {
    const atBrooklyn = await place();
    const midtown = await place(
      pickupOrder({
        shop_id: 1101,
        order_items_attributes: [{ products_type_id: 1101502, products_quantity: 1, selection_ids: [11010099] }],
      }),
    );
    expect((await board('POST', '/shops/1001/heartbeat', staff)).statusCode).toBe(204);
    // at speed 60 a simulated minute is a second: 2 s later both orders are past the first step (placed → preparing)
    await advanceOrders(t.db, new Date(new Date(mondayNight).getTime() + 2000), 60);
    expect((await tracking(atBrooklyn)).order.status).toBe('placed');
    expect((await tracking(midtown)).order.status).toBe('preparing');
    // an hour after the board was last seen it is not live any more: the simulator drives the shop again
    await advanceOrders(t.db, new Date(new Date(mondayNight).getTime() + 60 * 60_000), 60);
    expect((await tracking(atBrooklyn)).order.status).not.toBe('placed');
  });
});
