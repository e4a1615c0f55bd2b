import type { AnalyticsBatch, StoredAnalyticsEvents } from '../../contract/analytics';
import type { Database } from '../../db/database';
import { deepSqlSafe } from '../api-error';
import { findAnalyticsEvents, insertAnalyticsEvents } from './repository';

/** The most events the read-back answers for one browser. */
export const STORED_EVENTS_LIMIT = 1_000;

/**
 * The first-party collector (the tag manager served from Crust's own domain): stores each event of a
 * batch with the batch's context, the landing's utm parameters, click ids and the journey so far.
 */
export async function collectAnalytics(db: Database, body: AnalyticsBatch, now: Date): Promise<{ accepted: number }> {
  const batch = deepSqlSafe(body);
  const browserId = batch.browser_id.toLowerCase();
  const accepted = await insertAnalyticsEvents(
    db,
    batch.events.map((event) => ({
      browserId,
      event: event.event,
      page: event.page,
      occurredAt: new Date(event.occurred_at),
      receivedAt: now,
      data: event.data,
      utm: batch.context.utm as Record<string, string>,
      clickIds: batch.context.click_ids,
      journey: batch.context.journey,
    })),
  );
  return { accepted };
}

export async function storedAnalytics(db: Database, browserId: string): Promise<StoredAnalyticsEvents> {
  const rows = await findAnalyticsEvents(db, browserId.toLowerCase(), STORED_EVENTS_LIMIT);
  return {
    events: rows.map((row) => ({
      event: row.event,
      page: row.page,
      occurred_at: row.occurredAt.toISOString(),
      received_at: row.receivedAt.toISOString(),
      data: row.data,
      utm: row.utm,
      click_ids: row.clickIds,
      journey: row.journey,
    })),
  };
}
