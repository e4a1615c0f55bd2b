import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { buildOrderPayload } from './checkout.payload';
import { openShop } from './checkout.fixtures';
import { checkoutMachine } from './checkout.machine';
import { offeredOptions } from './checkout.options';

describe('order options (checkout §3 fulfilment)', () => {
  it('contactless for delivery and curbside for pickup where the shop offers them; utensils always', () => {
    expect(offeredOptions(openShop(1), true)).toEqual(['contactless_delivery', 'include_utensils']);
    expect(offeredOptions(openShop(1), false)).toEqual(['curbside_pickup', 'include_utensils']);
    expect(offeredOptions({ orderOptions: [] }, false)).toEqual(['include_utensils']);
  });

  it("ticked options are sent as order_option_types, only those of the order's mode", () => {
    const actor = createActor(checkoutMachine, { input: { shop: openShop(1), cartProducts: [], idempotencyKey: 'k' } }).start();
    actor.send({ type: 'option.toggle', option: 'curbside_pickup', on: true });
    actor.send({ type: 'option.toggle', option: 'include_utensils', on: true });
    expect(buildOrderPayload(actor.getSnapshot().context).orderOptionTypes).toEqual(['curbside_pickup', 'include_utensils']);
    // delivery: curbside stays ticked for a switch back, but is not sent
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    expect(buildOrderPayload(actor.getSnapshot().context).orderOptionTypes).toEqual(['include_utensils']);
    actor.send({ type: 'option.toggle', option: 'include_utensils', on: false });
    expect(buildOrderPayload(actor.getSnapshot().context).orderOptionTypes).toEqual([]);
  });
});
