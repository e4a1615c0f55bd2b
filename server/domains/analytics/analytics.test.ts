import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_LIMIT, analyticsBatchResponse, storedAnalyticsEvents } from '../../contract/analytics';
import { errorResponse } from '../../contract/common';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

const traits = '/services/traits/api';
const browserId = '3f2b8c1a-5d4e-4f6a-9b7c-0e1d2c3b4a59';

function batch(events: unknown[], context: Record<string, unknown> = {}) {
  return {
    browser_id: browserId,
    context: {
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'order_now_button', utm_term: 'pizza near me', utm_content: 'hero' },
      click_ids: { gclid: 'Cj0KCQ-abc' },
      journey: [
        { path: '/?utm_source=google', visited_at: '2026-11-23T16:59:00.000Z' },
        { path: '/shop/search', visited_at: '2026-11-23T16:59:30.000Z' },
      ],
      ...context,
    },
    events,
  };
}
const event = (name: string, data: Record<string, unknown> = {}) => ({
  event: name,
  page: '/shop/search',
  occurred_at: '2026-11-23T16:59:31.000Z',
  data,
});

describe.each(databaseKinds)('the first-party analytics collector on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());
  const send = (body: unknown) => t.app.inject({ method: 'POST', url: `${traits}/v1/events`, payload: body as object });
  const readBack = (id: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `${traits}/v1/events?browser_id=${id}`, headers: cookie === undefined ? {} : { cookie } });
  // The browser's own read: its crust_browser_id cookie holds the id it asks for.
  const stored = async (id = browserId) => storedAnalyticsEvents.parse((await readBack(id, `crust_browser_id=${id}`)).json()).events;

  it('stores each event of a batch with the utm parameters, click ids and journey, and reads them back in order', async () => {
    const sent = await send(batch([event('page_view'), event('search', { address: 'Brooklyn, NY 11201' })]));
    expect(sent.statusCode, sent.body).toBe(202);
    expect(analyticsBatchResponse.parse(sent.json())).toEqual({ accepted: 2 });

    const events = await stored(browserId.toUpperCase());
    expect(events.map((e) => e.event)).toEqual(['page_view', 'search']);
    expect(events[1]).toMatchObject({
      page: '/shop/search',
      occurred_at: '2026-11-23T16:59:31.000Z',
      received_at: '2026-11-23T17:00:00.000Z',
      data: { address: 'Brooklyn, NY 11201' },
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'order_now_button', utm_term: 'pizza near me', utm_content: 'hero' },
      click_ids: { gclid: 'Cj0KCQ-abc' },
    });
    expect(events[1]!.journey.map((visit) => visit.path)).toEqual(['/?utm_source=google', '/shop/search']);
    expect(await stored('00000000-0000-4000-8000-000000000000')).toEqual([]);
  });

  it('takes a full queue of 100 events in one batch and refuses a larger one', async () => {
    const full = Array.from({ length: ANALYTICS_BATCH_LIMIT }, (_, i) => event(`e${i}`));
    const id = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect((await send({ ...batch(full), browser_id: id })).statusCode).toBe(202);
    expect(await stored(id)).toHaveLength(ANALYTICS_BATCH_LIMIT);
    const over = await send({ ...batch([...full, event('one too many')]), browser_id: id });
    expect(over.statusCode).toBe(400);
    expect(await stored(id)).toHaveLength(ANALYTICS_BATCH_LIMIT);
  });

  it('refuses malformed batches with the contract error body and stores nothing', async () => {
    const id = '0f1e2d3c-4b5a-4697-8877-665544332211';
    for (const body of [
      { ...batch([event('x')]), browser_id: 'not-a-uuid' },
      { ...batch([]), browser_id: id },
      { ...batch([{ event: '', page: '/', occurred_at: '2026-11-23T16:59:31.000Z' }]), browser_id: id },
      { ...batch([{ ...event('x'), occurred_at: 'yesterday' }]), browser_id: id },
      { ...batch([event('x')], { click_ids: { 'GCLID!': 'x' } }), browser_id: id },
    ]) {
      const refused = await send(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      errorResponse.parse(refused.json());
    }
    expect(await stored(id)).toEqual([]);
  });

  it('keeps text with a NUL character instead of failing on it', async () => {
    const id = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect((await send({ ...batch([event('search', { address: 'a\u0000b' })]), browser_id: id })).statusCode).toBe(202);
    expect((await stored(id))[0]?.data).toEqual({ address: 'ab' });
  });

  it('answers the read-back only to the browser whose crust_browser_id cookie is the asked id, never with a 5xx', async () => {
    expect((await send(batch([event('page_view')]))).statusCode).toBe(202);
    const other = '00000000-0000-4000-8000-000000000000';
    const refusals: Array<string | undefined> = [
      undefined,
      '',
      `crust_browser_id=${other}`,
      `theme=dark; crust_browser_id=${other}`,
      `other_crust_browser_id=${browserId}`,
      'crust_browser_id=%E0%A4%A',
      'crust_browser_id',
    ];
    for (const cookie of refusals) {
      const refused = await readBack(browserId, cookie);
      expect(refused.statusCode, String(cookie)).toBe(403);
      expect(errorResponse.parse(refused.json()).errors[0]).toMatchObject({ code: 'not_this_browser' });
      expect(refused.body).not.toContain('page_view');
    }
    // Among other cookies, url-encoded, and in another case, the browser's own cookie is still its own.
    const own = await readBack(browserId, `theme=dark; crust_browser_id=${encodeURIComponent(browserId.toUpperCase())}; lang=en`);
    expect(own.statusCode, own.body).toBe(200);
    expect(storedAnalyticsEvents.parse(own.json()).events.map((e) => e.event)).toContain('page_view');
  });
});
