import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CartProduct } from '../cart/cart.types';
import { buildOrderPayload } from './checkout.payload';
import { openShop } from './checkout.fixtures';
import { LATER_MESSAGES, laterDays, startingLater } from './checkout.later';
import { checkoutMachine } from './checkout.machine';
import { validateOrder } from './checkout.rules';
import type { CheckoutShop } from './checkout.types';

const line: CartProduct = {
  uuid: 'l1',
  id: 5,
  name: 'Margherita',
  description: '',
  productTypeId: 51,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity: 1,
  price: 1800,
  isBestSeller: false,
  couponId: null,
};
const elevenToTen = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, open: '11:00', close: '22:00' }));
/** Takes orders for later, 11:00–22:00 New York time for both modes; closed for pickup right now (Monday 03:00). */
const schedulingShop: CheckoutShop = {
  ...openShop(1001),
  isOpenForPickup: false,
  isOpenForDelivery: false,
  nextPickupOpen: '2026-11-23T16:00:00Z',
  nextDeliveryOpen: '2026-11-23T16:00:00Z',
  doesScheduledOrders: true,
  hours: {
    delivery: { openings: elevenToTen, pausings: [] },
    pickup: { openings: elevenToTen.map((o) => ({ ...o, open: '12:00' })), pausings: [] },
  },
};
const mondayNight = Date.parse('2026-11-23T08:00:00Z');
const at = (iso: string) => Date.parse(iso);
const start = (shop: CheckoutShop) => {
  const actor = createActor(checkoutMachine, { input: { shop, cartProducts: [line], idempotencyKey: 'k', now: mondayNight } });
  actor.start();
  return actor;
};

describe('ordering for later', () => {
  it('starts later, at the first time offered, when the shop is closed for the mode now', () => {
    expect(startingLater(schedulingShop, false, mondayNight)).toEqual({
      on: true,
      at: { delivery: null, pickup: at('2026-11-23T17:00:00Z') },
      listedAt: mondayNight,
      moved: false,
    });
    expect(startingLater({ ...schedulingShop, isOpenForPickup: true }, false, mondayNight).on).toBe(false);
    // a shop that takes no orders for later offers no times
    expect(laterDays(openShop(1), 'pickup', mondayNight)).toEqual([]);
  });

  it('sends the chosen time as deliver_at; an order now sends none', () => {
    const actor = start(schedulingShop);
    actor.send({ type: 'when.pick', at: at('2026-11-24T18:30:00Z') });
    expect(buildOrderPayload(actor.getSnapshot().context).order.deliverAt).toBe('2026-11-24T18:30:00.000Z');
    const open = start({ ...schedulingShop, isOpenForPickup: true });
    expect(buildOrderPayload(open.getSnapshot().context).order.deliverAt).toBeUndefined();
  });

  it('asks for later while closed: as soon as possible is refused with the spec message', () => {
    const actor = start(schedulingShop);
    actor.send({ type: 'when.set', later: false, now: mondayNight });
    const when = () => validateOrder(actor.getSnapshot().context).orderInformation.when;
    expect(when()).toBe(LATER_MESSAGES.closedNow('pickup'));
    expect(LATER_MESSAGES.closedNow('pickup')).toBe('This pizzeria is closed for pickup right now. Schedule your order for later.');
    actor.send({ type: 'when.set', later: true, now: mondayNight });
    expect(when()).toBeUndefined();
    // no time left to take: said
    const none = start({ ...schedulingShop, hours: { ...schedulingShop.hours, pickup: { openings: [], pausings: [] } } });
    expect(validateOrder(none.getSnapshot().context).orderInformation.when).toBe(LATER_MESSAGES.noTimesLeft);
  });

  it('keeps a chosen time while it is offered and moves a passed one to the next, saying so', () => {
    const actor = start(schedulingShop);
    const first = at('2026-11-23T17:00:00Z'); // 12:00 pickup, estimate 20 min
    expect(actor.getSnapshot().context.later.at.pickup).toBe(first);
    actor.send({ type: 'when.tick', now: first - 21 * 60_000 });
    expect(actor.getSnapshot().context.later).toMatchObject({ at: { pickup: first }, moved: false });
    // 11:45: 12:00 is closer than the estimate allows; 12:15 is the next
    actor.send({ type: 'when.tick', now: first - 15 * 60_000 });
    expect(actor.getSnapshot().context.later).toMatchObject({
      at: { pickup: first + 15 * 60_000 },
      moved: true,
      listedAt: first - 15 * 60_000,
    });
    // picking again clears the notice
    actor.send({ type: 'when.pick', at: first + 60 * 60_000 });
    expect(actor.getSnapshot().context.later.moved).toBe(false);
  });

  it('gives each mode its own time from its own hours', () => {
    const actor = start(schedulingShop);
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    // delivery opens at 11:00; its estimate is 45 min
    expect(actor.getSnapshot().context.later.at).toEqual({ pickup: at('2026-11-23T17:00:00Z'), delivery: at('2026-11-23T16:00:00Z') });
  });
});
