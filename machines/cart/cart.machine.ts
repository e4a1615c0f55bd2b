import { assign, setup } from 'xstate';
import { persistCart } from './cart.actors';
import { clampQuantity, findLine, newUuid, restoreCart, toStoredCart, withUuid } from './cart.lines';
import type { CartContext, CartEvent, CartInput, CartLineRef, CartShop, NewCartProduct } from './cart.types';

const touched = () => ({ updatedAt: Date.now() });
const persist = { type: 'persistCart', params: ({ context }: { context: CartContext }) => toStoredCart(context) } as const;

export const cartMachine = setup({
  types: {} as { context: CartContext; events: CartEvent; input: CartInput },
  actions: {
    assignShop: assign((_, shop: CartShop) => ({ shopId: shop.id, shopWebSlug: shop.webSlug })),
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
      products: [context.pending!.product],
      pending: null,
      ...touched(),
    })),
    clearPending: assign({ pending: null }),
    assignReplacedProduct: assign(({ context }, params: CartLineRef & { product: NewCartProduct }) => {
      const at = findLine(context.products, params);
      const products = context.products.map((line, i) => (i === at ? { ...params.product, uuid: line.uuid } : line));
      return { products, ...touched() };
    }),
    assignRemovedProduct: assign(({ context }, params: CartLineRef) => {
      const at = findLine(context.products, params);
      return { products: context.products.filter((_, i) => i !== at), ...touched() };
    }),
    assignQuantity: assign(({ context }, params: { uuid: string; quantity: number }) => {
      const quantity = clampQuantity(params.quantity);
      const products = context.products
        .map((line) => (line.uuid === params.uuid ? { ...line, quantity } : line))
        .filter((line) => line.quantity > 0);
      return { products, ...touched() };
    }),
    assignCleared: assign(({ context }, params: { keepUuid: boolean }) => ({
      cartUuid: params.keepUuid ? context.cartUuid : newUuid(),
      shopId: null,
      shopWebSlug: null,
      products: [],
      pending: null,
      ...touched(),
    })),
    persistCart,
  },
  guards: {
    hasProducts: ({ context }) => context.products.length > 0,
    isOtherShop: ({ context }, params: { shopId: number }) => context.shopId !== null && context.shopId !== params.shopId,
    hasLine: ({ context }, params: CartLineRef) => findLine(context.products, params) >= 0,
    isLastProduct: ({ context }, params: CartLineRef) => context.products.length === 1 && findLine(context.products, params) === 0,
    removesLastProduct: ({ context }, params: { uuid: string; quantity: number }) =>
      clampQuantity(params.quantity) === 0 && context.products.length === 1 && context.products[0].uuid === params.uuid,
  },
}).createMachine({
  id: 'cart',
  description:
    'The shopping cart of one shop: lines with local uuids, persisted after every change, restored from storage only when younger than 180 minutes. Adding from another shop asks before clearing.',
  context: ({ input }) => restoreCart(input.stored, input.now),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Picks empty or filled from the restored (or fresh) cart.',
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
        'cart.clear': { actions: [{ type: 'assignCleared', params: ({ event }) => ({ keepUuid: event.keepUuid ?? false }) }, persist] },
      },
    },
    filled: {
      on: {
        'cart.add': [
          {
            guard: { type: 'isOtherShop', params: ({ event }) => ({ shopId: event.shop.id }) },
            target: 'confirmingShopSwitch',
            actions: { type: 'assignPending', params: ({ event }) => ({ product: event.product, shop: event.shop }) },
          },
          { actions: [{ type: 'assignAddedProduct', params: ({ event }) => ({ product: event.product }) }, persist] },
        ],
        'cart.replace': {
          guard: { type: 'hasLine', params: ({ event }) => ({ index: event.index, uuid: event.uuid }) },
          actions: [{ type: 'assignReplacedProduct', params: ({ event }) => ({ index: event.index, uuid: event.uuid, product: event.product }) }, persist],
        },
        'cart.remove': [
          {
            guard: { type: 'isLastProduct', params: ({ event }) => ({ index: event.index, uuid: event.uuid }) },
            target: 'empty',
            actions: [{ type: 'assignRemovedProduct', params: ({ event }) => ({ index: event.index, uuid: event.uuid }) }, persist],
          },
          {
            guard: { type: 'hasLine', params: ({ event }) => ({ index: event.index, uuid: event.uuid }) },
            actions: [{ type: 'assignRemovedProduct', params: ({ event }) => ({ index: event.index, uuid: event.uuid }) }, persist],
          },
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
          actions: [{ type: 'assignCleared', params: ({ event }) => ({ keepUuid: event.keepUuid ?? false }) }, persist],
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
