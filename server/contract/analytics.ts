import { z } from 'zod';

/** Analytics queue flush limit (spec discovery §9): a batch holds at most this many events. */
export const ANALYTICS_BATCH_LIMIT = 100;

/** The first-party cookie holding the anonymous browser id (the storefront sets it; the read-back answers only its owner). */
export const BROWSER_ID_COOKIE = 'crust_browser_id';

const shortText = z.string().max(500);

/** The landing's utm parameters (spec §3: source, medium, campaign, term, content). */
export const utmParameters = z
  .object({
    utm_source: shortText,
    utm_medium: shortText,
    utm_campaign: shortText,
    utm_term: shortText,
    utm_content: shortText,
  })
  .partial();
export type UtmParameters = z.infer<typeof utmParameters>;

/** Ad and search networks' click ids, by their URL parameter name (gclid, fbclid, msclkid…). */
export const adClickIds = z.record(z.string().regex(/^[a-z_]{2,20}$/), shortText).refine((ids) => Object.keys(ids).length <= 20);

/** The journey (spec §3): pages visited in this browser, oldest first, within the last 6 hours. */
export const analyticsJourney = z.array(z.object({ path: z.string().max(2000), visited_at: z.string().datetime() })).max(200);

export const analyticsEvent = z.object({
  event: z.string().min(1).max(100),
  /** the page's path (and query) when it happened */
  page: z.string().max(2000),
  occurred_at: z.string().datetime(),
  data: z.record(z.string(), z.unknown()).default({}),
});

/** POST /services/traits/api/v1/events: a batch from the data-layer queue. */
export const analyticsBatch = z.object({
  browser_id: z.string().uuid(),
  context: z.object({ utm: utmParameters.default({}), click_ids: adClickIds.default({}), journey: analyticsJourney.default([]) }),
  events: z.array(analyticsEvent).min(1).max(ANALYTICS_BATCH_LIMIT),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;

export const analyticsBatchResponse = z.object({ accepted: z.number().int() });

/** GET /services/traits/api/v1/events?browser_id=: what the collector stored for one browser, oldest first (to that browser only: its crust_browser_id cookie). */
export const storedAnalyticsEvents = z.object({
  events: z.array(
    analyticsEvent.extend({
      received_at: z.string(),
      utm: utmParameters,
      click_ids: z.record(z.string(), z.string()),
      journey: analyticsJourney,
    }),
  ),
});
export type StoredAnalyticsEvents = z.infer<typeof storedAnalyticsEvents>;
