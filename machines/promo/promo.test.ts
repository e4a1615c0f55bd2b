import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ValidatePromoInput, ValidatePromoOutput } from './promo.actors';
import { promoCodeMachine } from './promo.machine';
import { selectPromoErrors, selectPromoHasError, selectValidPromo } from './promo.types';

const crust5 = { id: 1, code: 'CRUST5', promoFlatAmount: 500, promoPercentAmount: 0 };

function start(answer: (input: ValidatePromoInput) => Promise<ValidatePromoOutput>) {
  const seen: ValidatePromoInput[] = [];
  const machine = promoCodeMachine.provide({
    actors: { validatePromo: fromPromise(({ input }: { input: ValidatePromoInput }) => (seen.push(input), answer(input))) },
  });
  return { actor: createActor(machine).start(), seen };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('promoCodeMachine', () => {
  it('submits the trimmed input only when there is one', () => {
    const { actor } = start(async () => crust5);
    expect(actor.getSnapshot().can({ type: 'promo.submit' })).toBe(false);
    actor.send({ type: 'promo.change', value: '   ' });
    expect(actor.getSnapshot().can({ type: 'promo.submit' })).toBe(false);
  });

  it('a valid code marks valid with its amount; clear resets', async () => {
    const { actor, seen } = start(async () => crust5);
    actor.send({ type: 'promo.change', value: ' crust5 ' });
    actor.send({ type: 'promo.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(seen).toEqual([{ code: 'crust5' }]);
    expect(selectValidPromo(actor.getSnapshot())).toEqual(crust5);
    actor.send({ type: 'promo.clear' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ input: '', promo: null, errors: [] });
  });

  it("a refused code shows the server's messages until the input changes", async () => {
    const { actor } = start(async () => {
      throw { status: 422, message: "This promo code isn't valid.", messages: ["This promo code isn't valid."] };
    });
    actor.send({ type: 'promo.change', value: 'NOPE' });
    actor.send({ type: 'promo.submit' });
    await settle();
    expect(selectPromoHasError(actor.getSnapshot())).toBe(true);
    expect(selectPromoErrors(actor.getSnapshot())).toEqual(["This promo code isn't valid."]);
    actor.send({ type: 'promo.change', value: 'NOPE2' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectPromoErrors(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().context.input).toBe('NOPE2');
  });

  it('a failure without messages shows the generic message', async () => {
    const { actor } = start(async () => {
      throw new Error('');
    });
    actor.send({ type: 'promo.change', value: 'X' });
    actor.send({ type: 'promo.submit' });
    await settle();
    expect(selectPromoErrors(actor.getSnapshot())).toEqual(['Something went wrong, please try again.']);
  });
});
