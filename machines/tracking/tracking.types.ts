import type { CamelCaseKeys } from 'camelcase-keys';
import type { Tracking as TrackingWire } from '../../server/contract';
import type { RequestError } from '../shared/request-error';

/** The tracking service's answer (server/contract `tracking`) with camelCased keys. */
export type Tracking = CamelCaseKeys<TrackingWire, true>;

export type TrackingInput = { orderUuid: string; pollIntervalMs: number };

export type TrackingContext = {
  orderUuid: string;
  pollIntervalMs: number;
  tracking: Tracking | null;
  error: RequestError | null;
  /** Set when the 90-minute fallback ended tracking: the order is shown completed at this instant (ISO). */
  completedByFallbackAt: string | null;
};

export type TrackingEvent = { type: 'tracking.retry' };
