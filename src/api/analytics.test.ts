import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsBatch } from '@contract/analytics';
import { ANALYTICS_EVENTS_PATH, sendAnalyticsBatch, type AnalyticsBatchInput } from './analytics';

/* Stubbed boundary: the browser's fetch (the request is recorded, the collector answers 202). */
const calls: { url: string; init: RequestInit }[] = [];
afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});
function stubFetch(status = 202) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response('{"accepted":1}', { status });
  });
}

const batch = (data: Record<string, unknown> = { pickupOnly: true }): AnalyticsBatchInput => ({
  browserId: '3f2b8c1a-5d4e-4f6a-9b7c-0e1d2c3b4a59',
  utm: { utm_source: 'google' },
  clickIds: { gclid: 'abc' },
  journey: [{ path: '/', visitedAt: '2026-11-23T17:00:00.000Z' }],
  events: [{ event: 'shop_view', page: '/', occurredAt: '2026-11-23T17:00:01.000Z', data }],
});

describe('sendAnalyticsBatch', () => {
  it("posts the contract's batch (snake_case envelope, data as pushed) with keepalive when asked", async () => {
    stubFetch();
    await sendAnalyticsBatch(batch(), { keepalive: true });
    expect(calls[0]!.url).toBe(ANALYTICS_EVENTS_PATH);
    expect(calls[0]!.init.keepalive).toBe(true);
    const body = analyticsBatch.parse(JSON.parse(String(calls[0]!.init.body)));
    expect(body).toMatchObject({
      context: { click_ids: { gclid: 'abc' }, journey: [{ path: '/', visited_at: '2026-11-23T17:00:00.000Z' }] },
      events: [{ occurred_at: '2026-11-23T17:00:01.000Z', data: { pickupOnly: true } }],
    });
  });

  it('sends a batch over 64 KiB without keepalive, which the browser would refuse', async () => {
    stubFetch();
    await sendAnalyticsBatch(batch({ text: 'x'.repeat(70_000) }), { keepalive: true });
    expect(calls[0]!.init.keepalive).toBe(false);
  });

  it('rejects when the collector refuses the batch', async () => {
    stubFetch(400);
    await expect(sendAnalyticsBatch(batch(), { keepalive: false })).rejects.toThrow('400');
  });
});
