import type * as contract from '@contract';
import { client, CORE } from './client';
import type { Camel } from './types';

export type ActivityOrder = Camel<contract.ActivityOrder>;
export type ActivityOrderInput = Camel<contract.ActivityOrderInput>;

/** GET activities/{uuid}: a saved (magic) cart, named and priced from today's menu. */
export async function getActivity(uuid: string): Promise<ActivityOrder> {
  const { data } = await client.get<{ activity: { order: ActivityOrder } }>(`${CORE}/v1/activities/${encodeURIComponent(uuid)}`);
  return data.activity.order;
}

/** POST activities: saves a cart under a new uuid (an activity is created once; a uuid already used answers 409). */
export async function saveActivity(uuid: string, order: ActivityOrderInput): Promise<void> {
  await client.post(`${CORE}/v1/activities`, { type: 'magic_cart', uuid, payload: { order } });
}
