import { asapDue, KITCHEN_MESSAGES, SLOT_FULL_CODE, slotOf } from '../../contract/kitchen-slots';
import dayjs from 'dayjs';
import { laterSlots, MAX_SCHEDULE_DAYS, slotAtOrAfter, SLOT_MINUTES } from '../../contract/later-slots';
import { localDay } from '../../contract/opening-hours';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { fullSlotsOf, lockKitchen } from '../schedule/kitchen-load';
import type { ShopRecord } from '../shops/repository';
import { insertOrder, type NewOrder, type OrderRow } from './repository';

const slotMs = SLOT_MINUTES * 60_000;

/** When the order is wanted: a scheduled time, or as soon as possible (`asapAt`: the kitchen's estimate). */
export type KitchenTiming = { mode: 'delivery' | 'pickup'; scheduledAt: Date | null; asapAt: Date; now: Date };

/** The 409 of an order past the cap, in the shape of the other order errors. */
const refused = (message: string) => new ApiError(409, { code: SLOT_FULL_CODE, message, field: 'deliver_at' });

type EtaFields = Pick<NewOrder, 'minEta' | 'maxEta' | 'stepAt'>;

/**
 * Inserts the order where the kitchen has room (issue 36, kitchen capacity), with the times `timesFrom` makes
 * of the instant it is due from (its min ETA): the scheduled time, or for as soon as possible the estimate,
 * moved to the first slot with room when its own is full. A shop without a cap takes every order. With one,
 * the shop's kitchen is locked while its places are counted and the order inserted, so two orders racing for
 * the last place never both get it; an order past the cap is refused with 409 slot_full. Null: another
 * request with the same Idempotency-Key won the insert (as insertOrder).
 */
export async function insertInKitchenSlot(
  db: Database,
  shop: ShopRecord,
  timing: KitchenTiming,
  timesFrom: (dueAt: Date) => EtaFields,
  values: Omit<NewOrder, keyof EtaFields>,
): Promise<OrderRow | null> {
  const insert = (tx: Database, dueAt: Date) => insertOrder(tx, { ...values, ...timesFrom(dueAt) });
  const capacity = shop.slotCapacity;
  if (capacity === null) return insert(db, timing.scheduledAt ?? timing.asapAt);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockKitchen(tx, shop.id);
    const { scheduledAt, asapAt, now } = timing;
    if (scheduledAt) {
      // inserted first, so a retry of an order that took the last place finds its key taken rather than the slot full
      const row = await insert(tx, scheduledAt);
      if (!row) return null;
      const slot = slotOf(scheduledAt.getTime());
      const over = await fullSlotsOf(tx, shop.id, capacity + 1, new Date(slot), new Date(slot + slotMs));
      if (over.size > 0) throw refused(await slotFullMessage(tx, shop, timing, scheduledAt));
      return row;
    }
    const horizon = new Date(now.getTime() + (MAX_SCHEDULE_DAYS + 1) * 24 * 3_600_000);
    const full = await fullSlotsOf(tx, shop.id, capacity, asapAt, horizon);
    const hours = shop.hours[timing.mode];
    const due = asapDue({
      openings: hours.openings,
      pausings: hours.pausings,
      zone: shop.timezone,
      now,
      estimateMinutes: (asapAt.getTime() - now.getTime()) / 60_000,
      fullSlots: full,
    });
    if (!due) throw refused(KITCHEN_MESSAGES.fullUntilClose);
    return insert(tx, new Date(due.at));
  });
}

/** A time of day the way checkout shows it: 'h:mm A', with the weekday first when it is not today (checkout §9). */
function shopTime(at: number, shop: ShopRecord, now: Date): string {
  const time = dayjs(at).tz(shop.timezone);
  return localDay(new Date(at), shop.timezone).date === localDay(now, shop.timezone).date
    ? time.format('h:mm A')
    : time.format('ddd h:mm A');
}

/** The refusal of a scheduled time whose slot is full, naming the next time checkout offers (none: choose another). */
async function slotFullMessage(tx: Database, shop: ShopRecord, timing: KitchenTiming, scheduledAt: Date): Promise<string> {
  const { now, mode } = timing;
  const horizon = new Date(now.getTime() + (MAX_SCHEDULE_DAYS + 1) * 24 * 3_600_000);
  const fullSlots = await fullSlotsOf(tx, shop.id, shop.slotCapacity ?? 0, scheduledAt, horizon);
  const { openings, pausings } = shop.hours[mode];
  const leadMinutes = mode === 'delivery' ? shop.deliveryEstimateMax : shop.pickupEstimateMax;
  const next = slotAtOrAfter(laterSlots({ openings, pausings, zone: shop.timezone, now, leadMinutes, fullSlots }), scheduledAt.getTime());
  return KITCHEN_MESSAGES.slotFull(shopTime(scheduledAt.getTime(), shop, now), next === null ? null : shopTime(next, shop, now));
}
