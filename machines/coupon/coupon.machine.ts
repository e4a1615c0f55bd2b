import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { ModalEvent } from '../modal/modal.types';
import { toRequestError } from '../shared/request-error';
import { modalShowing } from '../shared/system-modal';
import { applyDeal, loadDeals, type LoadDealsOutput } from './coupon.actors';
import {
  freshItems,
  isBundle,
  isCompleteChoice,
  itemsFromLines,
  type CouponContext,
  type CouponEvent,
  type CouponInput,
  type DealItemChoice,
} from './coupon.types';

const dealOf = (context: Pick<CouponContext, 'deals'>, couponId: number) => context.deals.find((deal) => deal.id === couponId);
const apply = {
  type: 'applyDeal',
  params: ({ context }: { context: CouponContext }) => ({ deal: context.building!, shop: context.shop!, items: context.items }),
} as const;

/**
 * The deal is in the cart: the dialog it was chosen in closes. The menu's dealsModal closes on the system's modal (if it
 * still shows it); a deal reopened from a cart line goes back to the cart drawer, where its Edit was pressed. Outside
 * the app's system there is no modal: nothing is sent.
 */
const closeDeals = enqueueActions<CouponContext, CouponEvent, undefined, CouponEvent, never, never, never, never, never>(
  ({ context, system, enqueue }) => {
    if (context.edit === null) {
      const shown = modalShowing(system, 'dealsModal');
      if (shown) enqueue.sendTo(shown, { type: 'modal.close' } satisfies ModalEvent);
      return;
    }
    const modal = system.get('modal') as AnyActorRef | undefined;
    if (modal) enqueue.sendTo(modal, { type: 'modal.open', name: 'cartDrawer' } satisfies ModalEvent);
  },
);

export const couponMachine = setup({
  types: {} as { context: CouponContext; events: CouponEvent; input: CouponInput; tags: 'busy' },
  actors: { loadDeals },
  actions: {
    assignDeals: assign((_, p: LoadDealsOutput) => ({ shop: p.shop, deals: p.deals, bundleItems: p.bundleItems ?? {}, error: null })),
    assignError: assign((_, p: { error: unknown }) => ({ error: toRequestError(p.error).message })),
    assignBuilding: assign(({ context }, p: { couponId: number }) => ({
      building: dealOf(context, p.couponId) ?? null,
      items: freshItems(context.bundleItems[p.couponId] ?? []),
      openItem: null,
      editing: false,
    })),
    assignEditing: assign(({ context }) => ({
      building: context.edit ? (dealOf(context, context.edit.couponId) ?? null) : null,
      items: context.edit ? itemsFromLines(context.bundleItems[context.edit.couponId] ?? [], context.edit.lines) : [],
      openItem: null,
      editing: true,
    })),
    assignOpenItem: assign((_, p: { index: number }) => ({ openItem: p.index })),
    assignChoice: assign(({ context }, p: { choice: DealItemChoice }) => ({
      items: context.items.map((item, index) => (index === context.openItem ? { ...item, choice: p.choice } : item)),
      openItem: null,
    })),
    clearOpenItem: assign({ openItem: null }),
    clearBuilding: assign({ building: null, items: [], openItem: null, editing: false }),
    // cart.coupon.apply to the system's cart (the storefront provides the menu's bundle lines)
    applyDeal,
    closeDeals,
  },
  guards: {
    isBundleDeal: ({ context }, p: { couponId: number }) => {
      const deal = dealOf(context, p.couponId);
      return deal !== undefined && isBundle(deal);
    },
    isDeal: ({ context }, p: { couponId: number }) => dealOf(context, p.couponId) !== undefined,
    editsOfferedBundle: ({ context }, p: LoadDealsOutput) => {
      const deal = context.edit ? dealOf(p, context.edit.couponId) : undefined;
      return deal !== undefined && isBundle(deal) && (p.bundleItems?.[deal.id]?.length ?? 0) > 0;
    },
    isItem: ({ context }, p: { index: number }) => Number.isInteger(p.index) && p.index >= 0 && p.index < context.items.length,
    completesItem: ({ context }, p: { choice: DealItemChoice }) => {
      const item = context.openItem === null ? undefined : context.items[context.openItem];
      return item !== undefined && isCompleteChoice(item, p.choice);
    },
    hasChosenAll: ({ context }) => context.items.length > 0 && context.items.every((item) => item.choice !== null),
  },
}).createMachine({
  id: 'coupon',
  description:
    "The deals modal, in the app's system while its dialog shows (machines/app: deals.open, deals.close): loads the shop's deals usable on today's menu; a flat or percent coupon goes straight to the system's cart, a bundle is built item by item (each item's options: size where the deal allows, crust, toppings whole or half) and added at the bundle price plus its extras. Reopened from a cart's deal line, it starts with the bundle's choices and saving replaces its lines. Once the deal is in the cart the dialog closes: dealsModal on the system's modal, or back to the cart drawer for a cart line's deal.",
  context: ({ input }) => ({
    shopId: input.shopId,
    shop: null,
    deals: [],
    bundleItems: {},
    building: null,
    items: [],
    openItem: null,
    edit: input.edit ?? null,
    editing: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDeals',
        src: 'loadDeals',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: [
          {
            description: "Reopened from the cart: the bundle starts with the cart's choices.",
            guard: { type: 'editsOfferedBundle', params: ({ event }) => event.output },
            target: 'building',
            actions: [{ type: 'assignDeals', params: ({ event }) => event.output }, 'assignEditing'],
          },
          { target: 'browsing', actions: { type: 'assignDeals', params: ({ event }) => event.output } },
        ],
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
            actions: {
              type: 'applyDeal',
              params: ({ context, event }) => ({ deal: dealOf(context, event.couponId)!, shop: context.shop!, items: [] }),
            },
          },
        ],
      },
    },
    building: {
      description: "Bundle builder: one row per item of the deal, each opened with the menu's item options.",
      initial: 'choosing',
      states: {
        choosing: {
          description:
            'The items with their choices so far; the deal is added (or, reopened from the cart, saved) once every item is chosen.',
          on: {
            'item.open': {
              guard: { type: 'isItem', params: ({ event }) => ({ index: event.index }) },
              target: 'customising',
              actions: { type: 'assignOpenItem', params: ({ event }) => ({ index: event.index }) },
            },
            'bundle.add': { guard: 'hasChosenAll', target: '#coupon.applied', actions: apply },
            'bundle.cancel': { target: '#coupon.browsing', actions: 'clearBuilding' },
          },
        },
        customising: {
          description:
            "One item's options (the menu's item options view): a size the deal allows, its groups, toppings whole or half with their prices.",
          on: {
            'item.save': {
              guard: { type: 'completesItem', params: ({ event }) => ({ choice: event.choice }) },
              target: 'choosing',
              actions: { type: 'assignChoice', params: ({ event }) => ({ choice: event.choice }) },
            },
            'item.close': { target: 'choosing', actions: 'clearOpenItem' },
          },
        },
      },
    },
    applied: {
      type: 'final',
      entry: 'closeDeals',
      description:
        "The deal is in the system's cart; the dialog closes (dealsModal, or a cart line's deal back to the cart drawer) and the app stops the machine.",
    },
  },
});
