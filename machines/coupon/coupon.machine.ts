import { assign, setup } from 'xstate';
import { toRequestError } from '../shared/request-error';
import { applyDeal, loadDeals } from './coupon.actors';
import { isBundle, productConditions, type CouponContext, type CouponEvent, type CouponInput, type Deal, type DealsShop } from './coupon.types';

const dealOf = (context: CouponContext, couponId: number) => context.deals.find((deal) => deal.id === couponId);

export const couponMachine = setup({
  types: {} as { context: CouponContext; events: CouponEvent; input: CouponInput; tags: 'busy' },
  actors: { loadDeals },
  actions: {
    assignDeals: assign((_, p: { shop: DealsShop; deals: Deal[] }) => ({ shop: p.shop, deals: p.deals, error: null })),
    assignError: assign((_, p: { error: unknown }) => ({ error: toRequestError(p.error).message })),
    assignBuilding: assign(({ context }, p: { couponId: number }) => ({ building: dealOf(context, p.couponId) ?? null, picked: [] })),
    togglePicked: assign(({ context }, p: { conditionId: number }) => ({
      picked: context.picked.includes(p.conditionId) ? context.picked.filter((id) => id !== p.conditionId) : [...context.picked, p.conditionId],
    })),
    clearBuilding: assign({ building: null, picked: [] }),
    applyDeal,
  },
  guards: {
    isBundleDeal: ({ context }, p: { couponId: number }) => {
      const deal = dealOf(context, p.couponId);
      return deal !== undefined && isBundle(deal);
    },
    isDeal: ({ context }, p: { couponId: number }) => dealOf(context, p.couponId) !== undefined,
    isCondition: ({ context }, p: { conditionId: number }) => !!context.building && productConditions(context.building).some((c) => c.id === p.conditionId),
    hasPickedAll: ({ context }) => !!context.building && productConditions(context.building).every((c) => context.picked.includes(c.id)),
  },
}).createMachine({
  id: 'coupon',
  description:
    "The deals modal: loads the shop's deals usable on today's menu; a flat or percent coupon goes straight to the cart, a bundle is built by picking its qualifying products first and then added at the bundle price.",
  context: ({ input }) => ({ shopId: input.shopId, shop: null, deals: [], building: null, picked: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDeals',
        src: 'loadDeals',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: { target: 'browsing', actions: { type: 'assignDeals', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'deals.retry': 'loading' } },
    browsing: {
      description: 'Coupon cards.',
      on: {
        'deal.select': [
          {
            guard: { type: 'isBundleDeal', params: ({ event }) => ({ couponId: event.couponId }) },
            target: 'building',
            actions: { type: 'assignBuilding', params: ({ event }) => ({ couponId: event.couponId }) },
          },
          {
            guard: { type: 'isDeal', params: ({ event }) => ({ couponId: event.couponId }) },
            target: 'applied',
            actions: { type: 'applyDeal', params: ({ context, event }) => ({ deal: dealOf(context, event.couponId)!, shop: context.shop! }) },
          },
        ],
      },
    },
    building: {
      description: 'Bundle builder: the shopper picks a product for each of its conditions.',
      on: {
        'bundle.pick': {
          guard: { type: 'isCondition', params: ({ event }) => ({ conditionId: event.conditionId }) },
          actions: { type: 'togglePicked', params: ({ event }) => ({ conditionId: event.conditionId }) },
        },
        'bundle.add': {
          guard: 'hasPickedAll',
          target: 'applied',
          actions: { type: 'applyDeal', params: ({ context }) => ({ deal: context.building!, shop: context.shop! }) },
        },
        'bundle.cancel': { target: 'browsing', actions: 'clearBuilding' },
      },
    },
    applied: { type: 'final', description: 'The deal is in the cart; the modal closes.' },
  },
});
