import { slotOf } from '../../contract/kitchen-slots';
import { MAX_SCHEDULE_DAYS, SLOT_MINUTES } from '../../contract/later-slots';
import type { Database } from '../../db/database';
import type { ShopRecord } from '../shops/repository';
import { fullSlotsOf } from './kitchen-load';

/** The schedule's full_slots: a capped shop's fully booked quarter hours (ISO starts, in order) from now to the scheduling horizon. */
export async function fullSlotTimes(db: Database, shop: ShopRecord, now: Date): Promise<string[]> {
  if (shop.slotCapacity === null) return [];
  const to = new Date(slotOf(now.getTime() + MAX_SCHEDULE_DAYS * 24 * 3_600_000) + SLOT_MINUTES * 60_000);
  const full = await fullSlotsOf(db, shop.id, shop.slotCapacity, now, to);
  return [...full].sort((a, b) => a - b).map((slot) => new Date(slot).toISOString());
}
