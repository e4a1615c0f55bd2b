import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { scheduleResponse } from '../../contract/shops';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/*
 * Kitchen capacity (issue 36): "a shop can cap orders per 15-minute slot; when a slot is full the storefront's
 * checkout offers the next free times (ASAP shows the later estimate) and the server refuses an order past the
 * cap with a clear message (never a 5xx)". The seed caps Windy City Pies (1301, Chicago, open 24/7) at 2.
 */
const CAP = 2;
const WINDY = 1301;
const mondayNoon = '2026-11-23T18:00:00Z'; // Monday 12:00 in Chicago
const QUARTER = 15 * 60_000;

/** A cash pickup order for a Large cheese pizza at Windy City Pies (ids follow the seed's scheme). */
const orderBody = (fields: Record<string, unknown> = {}) => ({
  order: {
    shop_id: WINDY,
    placed_via: 'web',
    shipping_type: 'pickup',
    order_items_attributes: [{ products_type_id: WINDY * 1000 + 502, products_quantity: 1, selection_ids: [WINDY * 10000 + 99] }],
    payment_method: 'cash',
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '312-555-0100',
    ...fields,
  },
});

describe.each(databaseKinds)('kitchen capacity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNoon) });
  });
  afterAll(async () => t?.close());

  let keys = 0;
  const place = async (fields: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/services/core/api/v2/orders',
      payload: orderBody(fields),
      headers: { 'idempotency-key': `kitchen-${kind}-${(keys += 1)}` },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const fullSlots = async () => {
    const shop = (await t.app.inject({ method: 'GET', url: `/services/core/api/v1/shops/${WINDY}` })).json();
    const response = await t.app.inject({ method: 'GET', url: `/services/core/api/v1/shops/slug/${shop.shop.web_slug}/schedule` });
    expect(response.statusCode).toBe(200);
    return scheduleResponse.parse(response.json()).schedule.full_slots;
  };

  it('seeds the cap on one shop only', async () => {
    const capped = await t.db.select({ id: schema.shops.id, cap: schema.shops.slotCapacity }).from(schema.shops);
    expect(capped.filter((shop) => shop.cap !== null)).toEqual([{ id: WINDY, cap: CAP }]);
  });

  it('takes orders for a slot up to the cap, then refuses with slot_full; the schedule lists the slot as full', async () => {
    const at = '2026-11-23T20:00:00.000Z'; // 14:00 in Chicago
    expect(await fullSlots()).not.toContain(at);
    for (let i = 0; i < CAP; i += 1) expect((await place({ deliver_at: at })).status).toBe(201);
    expect(await fullSlots()).toContain(at);
    const refused = await place({ deliver_at: at });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      errors: [
        { code: 'slot_full', message: 'The kitchen is fully booked at 2:00 PM. The next free time is 2:15 PM.', field: 'deliver_at' },
      ],
      meta: { errors: { order: ['slot_full'] } },
    });
    // the next quarter hour still has room
    const next = new Date(Date.parse(at) + QUARTER).toISOString();
    expect((await place({ deliver_at: next })).status).toBe(201);
    expect(await fullSlots()).not.toContain(next);
  });

  it('frees a place when an order in the slot is voided', async () => {
    const at = '2026-11-24T21:00:00.000Z';
    const first = await place({ deliver_at: at });
    for (let i = 1; i < CAP; i += 1) await place({ deliver_at: at });
    const refused = await place({ deliver_at: at });
    expect(refused.status).toBe(409);
    // another day: the weekday comes first
    expect(refused.body.errors[0].message).toBe('The kitchen is fully booked at Tue 3:00 PM. The next free time is Tue 3:15 PM.');
    await t.db.update(schema.orders).set({ status: 'voided' }).where(eq(schema.orders.uuid, first.body.order.uuid));
    expect((await place({ deliver_at: at })).status).toBe(201);
  });

  it('gives the last place to exactly one of the orders racing for it', async () => {
    const racers = 6;
    for (let round = 0; round < 3; round += 1) {
      const slot = new Date(Date.parse('2026-11-23T22:00:00.000Z') + round * QUARTER).toISOString();
      for (let i = 1; i < CAP; i += 1) expect((await place({ deliver_at: slot })).status).toBe(201);
      const racing = await Promise.all(Array.from({ length: racers }, () => place({ deliver_at: slot })));
      expect(racing.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(racers - 1).fill(409)]);
      const held = await t.db
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(eq(schema.orders.minEta, new Date(slot)));
      expect(held).toHaveLength(CAP);
    }
  });

  it('moves an order for as soon as possible to the first slot with room, and lists the full slot', async () => {
    const first = await place();
    expect(first.status).toBe(201);
    const due = Date.parse(first.body.order.min_eta);
    const slot = Math.floor(due / QUARTER) * QUARTER;
    for (let i = 1; i < CAP; i += 1) expect(Date.parse((await place()).body.order.min_eta)).toBe(due);
    expect(await fullSlots()).toContain(new Date(slot).toISOString());
    const moved = await place();
    expect(moved.status).toBe(201);
    expect(moved.body.order.min_eta).toBe(new Date(slot + QUARTER).toISOString());
    expect(moved.body.order.scheduled).toBe(false);
  });

  it('gives the last place of the slot an order for as soon as possible is due in to one of the orders racing for it', async () => {
    t.clock.set('2026-11-24T15:00:00Z'); // Tuesday 09:00 in Chicago: an hour no other test orders for
    try {
      const first = await place();
      const slot = Math.floor(Date.parse(first.body.order.min_eta) / QUARTER) * QUARTER;
      for (let i = 2; i < CAP; i += 1) await place();
      const racing = await Promise.all(Array.from({ length: 6 }, () => place()));
      const slots = racing.map((answer) => Math.floor(Date.parse(answer.body.order.min_eta) / QUARTER) * QUARTER);
      expect(slots.filter((due) => due === slot)).toHaveLength(1);
      expect(slots.filter((due) => due === slot + QUARTER)).toHaveLength(CAP);
    } finally {
      t.clock.set(mondayNoon);
    }
  });

  it('replays an order that took the last place when its request is sent again', async () => {
    const at = '2026-11-24T01:00:00.000Z';
    for (let i = 1; i < CAP; i += 1) await place({ deliver_at: at });
    const headers = { 'idempotency-key': `kitchen-${kind}-replay` };
    const send = () =>
      t.app.inject({ method: 'POST', url: '/services/core/api/v2/orders', payload: orderBody({ deliver_at: at }), headers });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().order.uuid).toBe(b.json().order.uuid);
  });

  it('leaves a shop without a cap alone', async () => {
    const at = '2026-11-23T20:00:00.000Z';
    const bodies = Array.from({ length: CAP + 2 }, () => ({
      ...orderBody({ deliver_at: at }).order,
      shop_id: 1001,
      order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    }));
    for (const order of bodies) {
      const response = await t.app.inject({ method: 'POST', url: '/services/core/api/v2/orders', payload: { order } });
      expect(response.statusCode).toBe(201);
    }
  });
});
