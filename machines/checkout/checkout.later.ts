import { asapDue, type AsapDue } from '../../server/contract/kitchen-slots';
import { laterSlots, slotAtOrAfter, type LaterDay } from '../../server/contract/later-slots';
import type { CheckoutLater, CheckoutShop, FulfilmentMode } from './checkout.types';

export const modeOf = (forDelivery: boolean): FulfilmentMode => (forDelivery ? 'delivery' : 'pickup');

export const LATER_MESSAGES = {
  /** a shop closed for the mode now takes the order only for later */
  closedNow: (mode: FulfilmentMode) => `This pizzeria is closed for ${mode} right now. Schedule your order for later.`,
  noTimesLeft: 'There are no times left to schedule this order. Please choose another pizzeria.',
  /** kitchen capacity: as soon as possible while the kitchen's slot for the estimate is full (the time as 'h:mm A') */
  kitchenBusy: (mode: FulfilmentMode, time: string) =>
    mode === 'delivery' ? `The kitchen is busy: estimated delivery from ${time}.` : `The kitchen is busy: ready for pickup from ${time}.`,
} as const;

/** How often the page checks that the chosen time is still offered. */
export const LATER_CHECK_MS = 60_000;

/** The quarter hours a later order can take for a mode, as of `now` (none when the shop takes no orders for later). */
export function laterDays(shop: CheckoutShop, mode: FulfilmentMode, now: number): LaterDay[] {
  if (!shop.doesScheduledOrders) return [];
  const { openings, pausings } = shop.hours[mode];
  return laterSlots({
    openings,
    pausings,
    zone: shop.timezone,
    now: new Date(now),
    leadMinutes: shop.leadMinutes[mode],
    fullSlots: new Set(shop.fullSlots ?? []),
  });
}

/**
 * An order for as soon as possible as of `now`, with the kitchen's capacity: the estimate (`estimateMinutes`, the
 * mode's shortest) while its slot has room, else the first slot with room (busy); null when full until closing.
 */
export function asapFor(shop: CheckoutShop, mode: FulfilmentMode, estimateMinutes: number, now: number): AsapDue | null {
  const { openings, pausings } = shop.hours[mode];
  const fullSlots = new Set(shop.fullSlots ?? []);
  return asapDue({ openings, pausings, zone: shop.timezone, now: new Date(now), estimateMinutes, fullSlots });
}

const isOpenNowFor = (shop: CheckoutShop, mode: FulfilmentMode) => (mode === 'delivery' ? shop.isOpenForDelivery : shop.isOpenForPickup);

/** Only later is possible: the shop is closed for the mode now and takes orders for later. */
export const mustScheduleLater = (shop: CheckoutShop, mode: FulfilmentMode) => shop.doesScheduledOrders && !isOpenNowFor(shop, mode);

/** The time for the mode as of `now`: the chosen one while offered, else the next offered (the first when none was chosen). */
export const offeredSlot = (later: CheckoutLater, shop: CheckoutShop, mode: FulfilmentMode, now: number): number | null =>
  slotAtOrAfter(laterDays(shop, mode, now), later.at[mode] ?? 0);

/** The later choice with the mode's time set to the one offered as of `now` (see offeredSlot). */
export const withOfferedSlot = (later: CheckoutLater, shop: CheckoutShop, mode: FulfilmentMode, now: number): CheckoutLater => ({
  ...later,
  at: { ...later.at, [mode]: offeredSlot(later, shop, mode, now) },
});

/** Checkout starts later when it must; the first time offered is then chosen. */
export function startingLater(shop: CheckoutShop, forDelivery: boolean, now: number): CheckoutLater {
  const mode = modeOf(forDelivery);
  const on = mustScheduleLater(shop, mode);
  const later: CheckoutLater = { on, at: { delivery: null, pickup: null }, listedAt: now, moved: false };
  return on ? withOfferedSlot(later, shop, mode, now) : later;
}

/** Now or later for the mode: a later order needs a time, an order now an open shop. */
export function laterError(later: CheckoutLater, shop: CheckoutShop, forDelivery: boolean): string | undefined {
  const mode = modeOf(forDelivery);
  if (later.on) return later.at[mode] === null ? LATER_MESSAGES.noTimesLeft : undefined;
  return mustScheduleLater(shop, mode) ? LATER_MESSAGES.closedNow(mode) : undefined;
}

/** deliver_at: the chosen time of a later order (ISO), absent for now. */
export const deliverAt = (later: CheckoutLater, forDelivery: boolean): string | undefined => {
  const at = later.on ? later.at[modeOf(forDelivery)] : null;
  return at === null ? undefined : new Date(at).toISOString();
};
