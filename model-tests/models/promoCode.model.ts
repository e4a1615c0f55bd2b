import type { AnyMachineSnapshot } from 'xstate';
import { promoCodeMachine, type PromoContext, type StoredPromoCode } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';
import { MODEL_NOW } from './cart.model';

/** Seeded promo codes (server/seed/deals.ts): CRUST5 takes $5 off at every shop; NOPE123 does not exist. */
export const promoCodes = {
  valid: { code: 'CRUST5', output: { id: 1, code: 'CRUST5', promoFlatAmount: 500, promoPercentAmount: 0 } },
  invalid: { code: 'NOPE123', messages: ["This promo code isn't valid."] },
} as const;

/**
 * The promo code a cart saved on an earlier visit carries (the spec's cart.promoCode, as the cart stores it):
 * CRUST5 is still valid; NOPE123 was taken then and the server refuses it now.
 */
export const savedPromoCode = (input: string): StoredPromoCode => ({
  input,
  isErrorPresent: false,
  isValid: true,
  summaryErrors: [],
  id: 1,
  promoAmount: 500,
  promoPercent: 0,
});

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PromoContext;
const typed = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).input;

export const promoCodeModel: ModelDefinition<typeof promoCodeMachine> = {
  name: 'promoCode',
  machine: promoCodeMachine,
  now: MODEL_NOW,
  outcomes: {
    // Type a code into an empty field (a good one or a bad one); after a refusal, type the good one.
    'promo.change': (snapshot) => {
      if (snapshot.matches('invalid')) return [{ type: 'promo.change', value: promoCodes.valid.code }];
      return typed(snapshot) === ''
        ? [promoCodes.valid.code, promoCodes.invalid.code].map((value) => ({ type: 'promo.change', value }))
        : [];
    },
    // A reload with a saved cart: restored into an untouched field.
    'promo.restore': (snapshot) =>
      typed(snapshot) === ''
        ? [promoCodes.valid.code, promoCodes.invalid.code].map((code) => ({ type: 'promo.restore', promoCode: savedPromoCode(code) }))
        : [],
    // The real server decides by the code.
    'xstate.done.actor.validatePromo': (snapshot) =>
      typed(snapshot) === promoCodes.valid.code
        ? [{ type: 'xstate.done.actor.validatePromo', output: promoCodes.valid.output, actorId: 'validatePromo' }]
        : [],
    'xstate.error.actor.validatePromo': (snapshot) =>
      typed(snapshot) === promoCodes.invalid.code
        ? [
            {
              type: 'xstate.error.actor.validatePromo',
              error: { status: 422, message: promoCodes.invalid.messages[0], messages: [...promoCodes.invalid.messages] },
              actorId: 'validatePromo',
            },
          ]
        : [],
  },
  contextKey: (snapshot) => ({
    input: typed(snapshot),
    promo: contextOf(snapshot).promo?.id ?? null,
    errors: contextOf(snapshot).errors.length,
  }),
  eventLabel: (event) => {
    if (event.type === 'promo.change') return `type ${event.value as string}`;
    if (event.type === 'promo.submit') return 'apply';
    if (event.type === 'promo.clear') return 'remove promo code';
    if (event.type === 'promo.restore') return `reload with ${(event.promoCode as StoredPromoCode).input} saved in the cart`;
    if (event.type === 'xstate.done.actor.validatePromo') return 'server: valid';
    if (event.type === 'xstate.error.actor.validatePromo') return 'server: not valid';
    return event.type;
  },
};
