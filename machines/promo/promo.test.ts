import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ValidatePromoInput, ValidatePromoOutput } from './promo.actors';
import { promoCodeMachine } from './promo.machine';
import { selectPromoErrors, selectPromoHasError, selectValidPromo, type StoredPromoCode } from './promo.types';

const crust5 = { id: 1, code: 'CRUST5', promoFlatAmount: 500, promoPercentAmount: 0 };

// validatePromo (the API) and persistPromoCode (the cart) are stubbed boundaries: answers are given, writes recorded.
function start(answer: (input: ValidatePromoInput) => Promise<ValidatePromoOutput>) {
  const seen: ValidatePromoInput[] = [];
  const persisted: (StoredPromoCode | null)[] = [];
  const machine = promoCodeMachine.provide({
    actors: { validatePromo: fromPromise(({ input }: { input: ValidatePromoInput }) => (seen.push(input), answer(input))) },
    actions: { persistPromoCode: (_, promoCode) => void persisted.push(promoCode) },
  });
  return { actor: createActor(machine).start(), seen, persisted };
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

  describe('saved with the cart', () => {
    const refused = { status: 422, message: "This promo code isn't valid.", messages: ["This promo code isn't valid."] };
    const savedCrust5: StoredPromoCode = {
      input: 'crust5',
      isErrorPresent: false,
      isValid: true,
      summaryErrors: [],
      id: 1,
      promoAmount: 500,
      promoPercent: 0,
    };

    it("hands the cart each answer as the spec's promoCode, and null once removed or retyped", async () => {
      const { actor, persisted } = start(async ({ code }) => {
        if (code === 'crust5') return crust5;
        throw refused;
      });
      actor.send({ type: 'promo.change', value: 'crust5' });
      actor.send({ type: 'promo.submit' });
      await settle();
      actor.send({ type: 'promo.clear' });
      actor.send({ type: 'promo.change', value: 'NOPE' });
      actor.send({ type: 'promo.submit' });
      await settle();
      actor.send({ type: 'promo.change', value: 'NOPE2' });
      expect(persisted).toEqual([
        savedCrust5,
        null,
        {
          input: 'NOPE',
          isErrorPresent: true,
          isValid: false,
          summaryErrors: ["This promo code isn't valid."],
          id: null,
          promoAmount: 0,
          promoPercent: 0,
        },
        null,
      ]);
    });

    it('a restored code is validated again: still valid, it applies', async () => {
      const { actor, seen } = start(async () => crust5);
      actor.send({ type: 'promo.restore', promoCode: savedCrust5 });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(actor.getSnapshot().context.input).toBe('crust5');
      await settle();
      expect(seen).toEqual([{ code: 'crust5' }]);
      expect(selectValidPromo(actor.getSnapshot())).toEqual(crust5);
    });

    it("a restored code the server no longer takes shows the server's message", async () => {
      const { actor, persisted } = start(async () => {
        throw refused;
      });
      actor.send({ type: 'promo.restore', promoCode: savedCrust5 });
      await settle();
      expect(selectValidPromo(actor.getSnapshot())).toBeNull();
      expect(selectPromoErrors(actor.getSnapshot())).toEqual(["This promo code isn't valid."]);
      expect(persisted.at(-1)).toMatchObject({ input: 'crust5', isValid: false, isErrorPresent: true });
    });

    it('a code never answered for is not restored, nor one restored over a code being edited', () => {
      const { actor } = start(async () => crust5);
      expect(actor.getSnapshot().can({ type: 'promo.restore', promoCode: { ...savedCrust5, isValid: false } })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'promo.restore', promoCode: { ...savedCrust5, input: ' ' } })).toBe(false);
      actor.send({ type: 'promo.change', value: 'X' });
      actor.send({ type: 'promo.submit' });
      expect(actor.getSnapshot().can({ type: 'promo.restore', promoCode: savedCrust5 })).toBe(false);
    });
  });
});
