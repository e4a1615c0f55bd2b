import { produce } from '../shared/produce';
import { assign, setup } from 'xstate';
import { persistCart } from './cart.actors';
import { clampQuantity, findLine, newUuid, restoreCart, toStoredCart, withRemoved, withUuid } from './cart.lines';
import { mergeStoredCarts } from './cart.merge';
import type { StoredPromoCode } from '../promo/promo.types';
import type { CartContext, CartCoupon, CartEvent, CartInput, CartLineRef, CartShop, NewCartProduct, StoredCart } from './cart.types';

const touched = () => ({ updatedAt: Date.now() });
const persist = { type: 'persistCart', params: ({ context }: { context: CartContext }) => toStoredCart(context) } as const;
const ref = ({ event }: { event: CartLineRef }) => ({ index: event.index, uuid: event.uuid });

/** Lines left once the coupon's bundle is taken out, and the ones taken. */
function splitBundle(context: CartContext) {
  const id = context.coupon?.id;
  const tied = context.products.filter((line) => id !== undefined && line.couponId === id);
  return { kept: context.products.filter((line) => !tied.includes(line)), tied };
}

const storedOf = ({ event }: { event: { stored: StoredCart | null } }) => ({ stored: event.stored });
/** Another tab wrote the cart: merge; write back only what the stored copy lacks, so two tabs stop echoing each other. */
const storageChanged = [
  {
    guard: { type: 'divergesFromStored', params: storedOf },
    target: 'restoring',
    actions: [{ type: 'assignMerged', params: storedOf }, persist],
  },
  { target: 'restoring', actions: { type: 'assignMerged', params: storedOf } },
] as const;

export const cartMachine = setup({
  types: {} as { context: CartContext; events: CartEvent; input: CartInput },
  actions: {
    assignShop: assign((_, shop: CartShop) => ({ shopId: shop.id, shopWebSlug: shop.webSlug, shopName: shop.name ?? null })),
    /** A cart stored before names were kept learns its shop's name from the next add there. */
    assignMissingShopName: assign(({ context }, shop: CartShop) => ({ shopName: context.shopName ?? shop.name ?? null })),
    assignAddedProduct: assign(({ context }, params: { product: NewCartProduct }) => ({
      products: [...context.products, withUuid(params.product)],
      ...touched(),
    })),
    assignPending: assign((_, params: { product: NewCartProduct; shop: CartShop }) => ({
      pending: { product: withUuid(params.product), shop: params.shop },
    })),
    assignPendingAsCart: assign(({ context }) => ({
      cartUuid: newUuid(),
      shopId: context.pending!.shop.id,
      shopWebSlug: context.pending!.shop.webSlug,
      shopName: context.pending!.shop.name ?? null,
      products: [context.pending!.product],
      coupon: null,
      removedUuids: [],
      pending: null,
      ...touched(),
    })),
    clearPending: assign({ pending: null }),
    assignReplacedProduct: assign(({ context }, params: CartLineRef & { product: NewCartProduct }) =>
      produce(context, (draft) => {
        const at = findLine(draft.products, params);
        if (at >= 0) draft.products[at] = { ...params.product, uuid: draft.products[at]!.uuid };
        draft.updatedAt = Date.now();
      }),
    ),
    assignRemovedProduct: assign(({ context }, params: CartLineRef) => {
      const at = findLine(context.products, params);
      return {
        products: context.products.filter((_, i) => i !== at),
        removedUuids: withRemoved(context.removedUuids, context.products.slice(at, at + 1)),
        ...touched(),
      };
    }),
    assignQuantity: assign(({ context }, params: { uuid: string; quantity: number }) => {
      const quantity = clampQuantity(params.quantity);
      const lines = context.products.map((line) => (line.uuid === params.uuid ? { ...line, quantity } : line));
      return {
        products: lines.filter((line) => line.quantity > 0),
        removedUuids: withRemoved(
          context.removedUuids,
          lines.filter((line) => line.quantity === 0),
        ),
        ...touched(),
      };
    }),
    assignCleared: assign(({ context }, params: { keepUuid: boolean; notice?: string }) => ({
      cartUuid: params.keepUuid ? context.cartUuid : newUuid(),
      shopId: null,
      shopWebSlug: null,
      shopName: null,
      products: [],
      coupon: null,
      promoCode: null,
      removedUuids: params.keepUuid ? withRemoved(context.removedUuids, context.products) : [],
      pending: null,
      notice: params.notice ?? null,
      ...touched(),
    })),
    assignCoupon: assign(({ context }, params: { coupon: CartCoupon; shop: CartShop; products: NewCartProduct[] }) => {
      const { kept, tied } = splitBundle(context);
      const bundle = params.products.map((product) => withUuid({ ...product, couponId: params.coupon.id }));
      return {
        shopId: params.shop.id,
        shopWebSlug: params.shop.webSlug,
        shopName: params.shop.name ?? (context.shopId === params.shop.id ? context.shopName : null),
        coupon: params.coupon,
        products: [...kept, ...bundle],
        removedUuids: withRemoved(context.removedUuids, tied),
        ...touched(),
      };
    }),
    assignCouponRemoved: assign(({ context }) => {
      const { kept, tied } = splitBundle(context);
      return { coupon: null, products: kept, removedUuids: withRemoved(context.removedUuids, tied), ...touched() };
    }),
    assignMerged: assign(({ context }, params: { stored: StoredCart | null }) => ({
      ...mergeStoredCarts(toStoredCart(context), params.stored, Date.now()).cart,
    })),
    assignPrices: assign(({ context }, params: { prices: { uuid: string; price: number }[] }) =>
      produce(context, (draft) => {
        for (const line of draft.products) line.price = params.prices.find((p) => p.uuid === line.uuid)?.price ?? line.price;
      }),
    ),
    assignUnavailableRemoved: assign(({ context }, params: { uuids: string[]; notice: string }) => ({
      products: context.products.filter((line) => !params.uuids.includes(line.uuid)),
      removedUuids: withRemoved(
        context.removedUuids,
        context.products.filter((line) => params.uuids.includes(line.uuid)),
      ),
      notice: params.notice,
      ...touched(),
    })),
    clearNotice: assign({ notice: null }),
    assignPromoCode: assign((_, params: { promoCode: StoredPromoCode | null }) => ({ promoCode: params.promoCode, ...touched() })),
    persistCart,
  },
  guards: {
    hasProducts: ({ context }) => context.products.length > 0,
    isOtherShop: ({ context }, params: { shopId: number }) => context.shopId !== null && context.shopId !== params.shopId,
    isCartShop: ({ context }, params: { shopId: number }) => context.shopId === params.shopId,
    hasLine: ({ context }, params: CartLineRef) => findLine(context.products, params) >= 0,
    isLastProduct: ({ context }, params: CartLineRef) => context.products.length === 1 && findLine(context.products, params) === 0,
    removesLastProduct: ({ context }, params: { uuid: string; quantity: number }) =>
      clampQuantity(params.quantity) === 0 && context.products.length === 1 && context.products[0].uuid === params.uuid,
    hasCoupon: ({ context }) => context.coupon !== null,
    removesEveryLine: ({ context }) => context.coupon !== null && splitBundle(context).kept.length === 0,
    changesPrices: ({ context }, params: { prices: { uuid: string; price: number }[] }) =>
      params.prices.some(({ uuid, price }) => context.products.some((line) => line.uuid === uuid && line.price !== price)),
    hasAnyLine: ({ context }, params: { uuids: string[] }) => context.products.some((line) => params.uuids.includes(line.uuid)),
    hasNotice: ({ context }) => context.notice !== null,
    changesPromoCode: ({ context }, params: { promoCode: StoredPromoCode | null }) =>
      JSON.stringify(context.promoCode) !== JSON.stringify(params.promoCode),
    divergesFromStored: ({ context }, params: { stored: StoredCart | null }) =>
      mergeStoredCarts(toStoredCart(context), params.stored, Date.now()).diverged,
  },
}).createMachine({
  id: 'cart',
  description:
    'The shopping cart of one shop: lines with local uuids, an optional coupon (a bundle ties lines to it) and promo code, persisted after every change and merged with other tabs, restored from storage only when younger than 180 minutes. Adding from another shop asks before clearing.',
  context: ({ input }) => restoreCart(input.stored, input.now, input.notice ?? null),
  initial: 'restoring',
  on: {
    'cart.notice.dismiss': { guard: 'hasNotice', actions: 'clearNotice' },
    'cart.promoCode.set': {
      description: 'The promo code machine applied, refused or removed a code: it is saved with the cart, so a reload brings it back.',
      guard: { type: 'changesPromoCode', params: ({ event }) => ({ promoCode: event.promoCode }) },
      actions: [{ type: 'assignPromoCode', params: ({ event }) => ({ promoCode: event.promoCode }) }, persist],
    },
  },
  states: {
    restoring: {
      description: 'Picks empty or filled from the restored, merged or changed cart.',
      always: [{ guard: 'hasProducts', target: 'filled' }, { target: 'empty' }],
    },
    empty: {
      on: {
        'cart.add': {
          target: 'filled',
          actions: [
            { type: 'assignShop', params: ({ event }) => event.shop },
            { type: 'assignAddedProduct', params: ({ event }) => ({ product: event.product }) },
            persist,
          ],
        },
        'cart.clear': {
          actions: [
            { type: 'assignCleared', params: ({ event }) => ({ keepUuid: event.keepUuid ?? false, notice: event.notice }) },
            persist,
          ],
        },
        'cart.coupon.apply': {
          target: 'restoring',
          actions: [
            { type: 'assignCoupon', params: ({ event }) => ({ coupon: event.coupon, shop: event.shop, products: event.products }) },
            persist,
          ],
        },
        'cart.storage.changed': storageChanged,
      },
    },
    filled: {
      initial: 'shopping',
      states: {
        shopping: { on: { 'cart.clear.request': 'confirmingClear' } },
        confirmingClear: {
          description: "The drawer's 'Clear cart' asks first: only a confirmation empties the cart (keeping its uuid).",
          on: {
            'cart.clear.confirm': { target: '#cart.empty', actions: [{ type: 'assignCleared', params: { keepUuid: true } }, persist] },
            'cart.clear.cancel': 'shopping',
          },
        },
      },
      on: {
        'cart.add': [
          {
            guard: { type: 'isOtherShop', params: ({ event }) => ({ shopId: event.shop.id }) },
            target: 'confirmingShopSwitch',
            actions: { type: 'assignPending', params: ({ event }) => ({ product: event.product, shop: event.shop }) },
          },
          {
            actions: [
              { type: 'assignAddedProduct', params: ({ event }) => ({ product: event.product }) },
              { type: 'assignMissingShopName', params: ({ event }) => event.shop },
              persist,
            ],
          },
        ],
        'cart.replace': {
          guard: { type: 'hasLine', params: ref },
          actions: [{ type: 'assignReplacedProduct', params: ({ event }) => ({ ...ref({ event }), product: event.product }) }, persist],
        },
        'cart.remove': [
          {
            guard: { type: 'isLastProduct', params: ref },
            target: 'empty',
            actions: [{ type: 'assignRemovedProduct', params: ref }, persist],
          },
          { guard: { type: 'hasLine', params: ref }, actions: [{ type: 'assignRemovedProduct', params: ref }, persist] },
        ],
        'cart.setQuantity': [
          {
            guard: { type: 'removesLastProduct', params: ({ event }) => ({ uuid: event.uuid, quantity: event.quantity }) },
            target: 'empty',
            actions: [{ type: 'assignQuantity', params: ({ event }) => ({ uuid: event.uuid, quantity: event.quantity }) }, persist],
          },
          {
            guard: { type: 'hasLine', params: ({ event }) => ({ uuid: event.uuid }) },
            actions: [{ type: 'assignQuantity', params: ({ event }) => ({ uuid: event.uuid, quantity: event.quantity }) }, persist],
          },
        ],
        'cart.clear': {
          target: 'empty',
          actions: [
            { type: 'assignCleared', params: ({ event }) => ({ keepUuid: event.keepUuid ?? false, notice: event.notice }) },
            persist,
          ],
        },
        'cart.coupon.apply': {
          description: "A coupon of the cart's shop; a new coupon replaces the old one and its bundle lines.",
          guard: { type: 'isCartShop', params: ({ event }) => ({ shopId: event.shop.id }) },
          target: 'restoring',
          actions: [
            { type: 'assignCoupon', params: ({ event }) => ({ coupon: event.coupon, shop: event.shop, products: event.products }) },
            persist,
          ],
        },
        'cart.coupon.remove': [
          { guard: 'removesEveryLine', target: 'empty', actions: ['assignCouponRemoved', persist] },
          { guard: 'hasCoupon', actions: ['assignCouponRemoved', persist] },
        ],
        'cart.storage.changed': storageChanged,
        'cart.reprice': {
          description: 'The receipt priced the lines: display prices follow the server.',
          guard: { type: 'changesPrices', params: ({ event }) => ({ prices: event.prices }) },
          actions: [{ type: 'assignPrices', params: ({ event }) => ({ prices: event.prices }) }, persist],
        },
        'cart.itemsUnavailable': {
          description: 'The server no longer sells these lines (menu_item_missing): they leave the cart with a notice.',
          guard: { type: 'hasAnyLine', params: ({ event }) => ({ uuids: event.uuids }) },
          target: 'restoring',
          actions: [{ type: 'assignUnavailableRemoved', params: ({ event }) => ({ uuids: event.uuids, notice: event.notice }) }, persist],
        },
      },
    },
    confirmingShopSwitch: {
      description: 'Other-shop cart modal: adding a product from another shop would replace this cart.',
      on: {
        'cart.switchShop.confirm': { target: 'filled', actions: ['assignPendingAsCart', persist] },
        'cart.switchShop.cancel': { target: 'filled', actions: 'clearPending' },
      },
    },
  },
});
export { CART_EXPIRY_MS } from './cart.lines';
