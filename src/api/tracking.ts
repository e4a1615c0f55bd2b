import { client } from './client';
import type { Tracking } from './types';

export async function getTracking(orderUuid: string): Promise<Tracking> {
  const { data } = await client.get<Tracking>(`/services/tracking/api/v2/orders/${encodeURIComponent(orderUuid)}`);
  return data;
}
