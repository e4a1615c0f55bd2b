import type * as contract from '@contract';

export type UtmParameters = contract.UtmParameters;

/** The first-party collector (the tag manager served from Crust's own domain). */
export const ANALYTICS_EVENTS_PATH = '/services/traits/api/v1/events';

/** Browsers refuse a keepalive request whose body is larger than 64 KiB. */
export const KEEPALIVE_BODY_LIMIT = 64 * 1024;

export type AnalyticsBatchInput = {
  browserId: string;
  utm: UtmParameters;
  clickIds: Record<string, string>;
  journey: { path: string; visitedAt: string }[];
  events: { event: string; page: string; occurredAt: string; data: Record<string, unknown> }[];
};

/**
 * POST traits v1/events. Plain fetch, not the axios client: `keepalive` lets a batch sent as the page is
 * hidden outlive the page, and the events' data goes as pushed to the data layer (its keys are not
 * converted).
 */
export async function sendAnalyticsBatch(batch: AnalyticsBatchInput, { keepalive }: { keepalive: boolean }): Promise<void> {
  const body: contract.AnalyticsBatch = {
    browser_id: batch.browserId,
    context: {
      utm: batch.utm,
      click_ids: batch.clickIds,
      journey: batch.journey.map((visit) => ({ path: visit.path, visited_at: visit.visitedAt })),
    },
    events: batch.events.map((event) => ({ event: event.event, page: event.page, occurred_at: event.occurredAt, data: event.data })),
  };
  const json = JSON.stringify(body);
  const response = await fetch(ANALYTICS_EVENTS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    // A larger batch still goes, as an ordinary request the closing page may cut short.
    keepalive: keepalive && new Blob([json]).size <= KEEPALIVE_BODY_LIMIT,
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`analytics batch refused: ${response.status}`);
}
