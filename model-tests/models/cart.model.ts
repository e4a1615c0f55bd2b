import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { cartMachine } from '../../machines';
import type { CartContext, CartProduct, NewCartProduct, StoredCart } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';
import { brooklynSliceHouse, midtownPieCo } from '../support/seed';

export const MODEL_NOW = Date.parse('2030-03-04T18:00:00.000Z');

/**
 * What the cart walks expect, written from the spec (never read from the app's rules or messages).
 * Texts the spec does not word are the ones issue 32 asked for, quoted from it.
 */
export const cartSpec = {
  /** storefront-discovery §4 Cart: "stored cart, order and payment data expire after 180 minutes". */
  expiryMinutes: 180,
  /** storefront-discovery §9: "Money is shown with two decimals; amounts in cents are divided by 100." */
  money: (cents: number) => `$${(cents / 100).toFixed(2)}`,
  /** storefront-discovery §5 Menu: "Reorder message: 'This item is no longer available'", after the item's name. */
  itemGone: (name: string) => `${name}: This item is no longer available`,
  /**
   * Issue 32 item 6: "the cart button and drawer show the first shop's items without saying whose;
   * 'Start a new cart?' names both shops" (otherShopCartModal, storefront-discovery §2 Modals).
   */
  drawerShop: (shop: string) => `Your order from ${shop}`,
  otherShopButton: (shop: string) => `from ${shop}`,
  /** A cart saved before names were kept: its shop is named as the dialog always named it. */
  unknownShop: 'another pizzeria',
  newCartTitle: 'Start a new cart?',
  newCartText: (cartShop: string, item: string, newShop: string) =>
    `Your cart has items from ${cartShop}. Adding ${item} from ${newShop} will clear your cart.`,
  /** Issue 32 item 10: "'Clear cart' … empties the cart at once: ask, or offer Undo." */
  clearCart: 'Clear cart',
  clearQuestion: 'Remove every item from your cart?',
  clearConfirm: 'Yes, clear cart',
  clearCancel: 'Keep items',
  /** The spec (§4) keeps the cart across sessions but words no repair of a tampered one: the app's sentence, chosen with the repair. */
  repairedNotice: 'Some items in your saved cart could not be restored and were removed.',
} as const;

/** One simple item per shop (no required options), added through the item modal. */
export const cartItems = {
  brooklyn: {
    shop: { id: brooklynSliceHouse.id, webSlug: brooklynSliceHouse.webSlug, name: brooklynSliceHouse.name },
    menuPath: brooklynSliceHouse.menuPath,
    product: {
      id: 1001014,
      name: 'Mozzarella Sticks',
      description: '',
      productTypeId: 1001536,
      productTypeName: 'Regular',
      selections: {},
      specialRequest: '',
      quantity: 1,
      price: 750,
      isBestSeller: false,
      couponId: null,
    } satisfies NewCartProduct,
  },
  midtown: {
    shop: { id: midtownPieCo.id, webSlug: midtownPieCo.webSlug, name: midtownPieCo.name },
    menuPath: midtownPieCo.menuPath,
    product: {
      id: 1101014,
      name: 'Mozzarella Sticks',
      description: '',
      productTypeId: 1101536,
      productTypeName: 'Regular',
      selections: {},
      specialRequest: '',
      quantity: 1,
      price: 875,
      isBestSeller: false,
      couponId: null,
    } satisfies NewCartProduct,
  },
} as const;
export type CartShopKey = keyof typeof cartItems;

/** Keeps the graph finite: at most two lines, each at most quantity 2. */
const MAX_LINES = 2;
const MAX_QUANTITY = 2;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CartContext;
export const shopKeyOf = (shopId: number | null | undefined): CartShopKey | null =>
  shopId === cartItems.brooklyn.shop.id ? 'brooklyn' : shopId === cartItems.midtown.shop.id ? 'midtown' : null;

/** `relation` names the shop relative to the cart's: the walk after a switch mirrors the one before. */
const addFrom = (key: CartShopKey, relation: 'first' | 'same' | 'other') => ({
  type: 'cart.add',
  product: cartItems[key].product,
  shop: cartItems[key].shop,
  relation,
});

function lineEvents(snapshot: AnyMachineSnapshot, make: (uuid: string, quantity: number, at: number) => EventObject[]): EventObject[] {
  return contextOf(snapshot).products.flatMap((line, at) => make(line.uuid, line.quantity, at));
}

const withoutUuid = ({ uuid: _uuid, ...product }: CartProduct): NewCartProduct => product;

/** What another tab writes when it adds the Brooklyn item to this cart (or to an empty one). */
function otherTabAdds({ pending: _pending, notice: _notice, ...base }: CartContext): StoredCart {
  const key = shopKeyOf(base.shopId) ?? 'brooklyn';
  const { shop } = cartItems[key];
  return {
    ...base,
    shopId: shop.id,
    shopWebSlug: shop.webSlug,
    shopName: shop.name,
    products: [...base.products, { ...cartItems[key].product, uuid: `other-tab-${base.products.length}` }],
    updatedAt: MODEL_NOW + 1,
  };
}

export const cartModel: ModelDefinition<typeof cartMachine> = {
  name: 'cart',
  unreachable: {
    'cart.empty --cart.clear--> (self)': 'No control clears an empty cart: the clear action is offered only while the cart has lines.',
    'cart.filled --cart.clear--> cart.empty':
      "No cart control sends it: the drawer's 'Clear cart' asks first (cart.clear.request, walked here); placing an order and a magic cart's refill clear the cart in their own walks.",
    'cart.empty --cart.storage.changed#0--> cart.restoring':
      "An empty cart's merge differs from what another tab stored only when that tab wrote a copy older than this cart's own last change (a stale write racing a clear, within one storage event's delay): another tab's add, walked here from an empty cart, is newer and takes #1; a saved cart deleted elsewhere leaves an empty one as it is (cart.merge.ts).",
  },
  machine: cartMachine,
  input: { stored: null, now: MODEL_NOW },
  now: MODEL_NOW,
  outcomes: {
    // The first item always comes from Brooklyn (the other order is the same walk mirrored); a
    // second shop's item asks to switch. Same-shop adds stop at MAX_LINES lines.
    'cart.add': (snapshot) => {
      const { shopId, products } = contextOf(snapshot);
      const current = shopKeyOf(shopId);
      if (current === null) return [addFrom('brooklyn', 'first')];
      const other = current === 'brooklyn' ? 'midtown' : 'brooklyn';
      return products.length < MAX_LINES ? [addFrom(current, 'same'), addFrom(other, 'other')] : [addFrom(other, 'other')];
    },
    // The stepper in the cart drawer: one up, or one down (from 1 down to 0 removes the line).
    'cart.setQuantity': (snapshot) =>
      lineEvents(snapshot, (uuid, quantity, at) => [
        ...(quantity < MAX_QUANTITY ? [{ type: 'cart.setQuantity', uuid, quantity: quantity + 1, line: at }] : []),
        { type: 'cart.setQuantity', uuid, quantity: quantity - 1, line: at },
      ]),
    'cart.remove': (snapshot) => lineEvents(snapshot, (uuid, _quantity, at) => [{ type: 'cart.remove', uuid, line: at }]),
    // The drawer's 'Clear cart' asks first (cart.clear.request → confirm or cancel); checkout's clear is not a cart control.
    'cart.clear': [],
    // 'Edit' re-opens the item modal with the line's choices; the walk raises its quantity there.
    'cart.replace': (snapshot) =>
      contextOf(snapshot).products.flatMap((line, at) =>
        line.quantity < MAX_QUANTITY
          ? [{ type: 'cart.replace', uuid: line.uuid, product: { ...withoutUuid(line), quantity: line.quantity + 1 }, line: at }]
          : [],
      ),
    // A second tab of the same browser adds the item (its storage event reaches this tab), or the
    // saved cart is deleted from storage (this tab writes its cart back).
    'cart.storage.changed': (snapshot) => {
      const context = contextOf(snapshot);
      const adds =
        context.products.length < MAX_LINES ? [{ type: 'cart.storage.changed', stored: otherTabAdds(context), change: 'adds' }] : [];
      const deletes = context.products.length > 0 ? [{ type: 'cart.storage.changed', stored: null, change: 'deletes' }] : [];
      return [...adds, ...deletes];
    },
    // Deals come with the deals modal (coupon walk); prices and missing items come from the server (tampered walk).
    'cart.coupon.apply': [],
    'cart.coupon.remove': [],
    'cart.reprice': [],
    'cart.itemsUnavailable': [],
    // The promo code machine's answers (promo walk).
    'cart.promoCode.set': [],
  },
  contextKey: (snapshot) => {
    const context = contextOf(snapshot);
    return {
      hasShop: context.shopId !== null,
      lines: context.products.map((line) => line.quantity),
      pending: context.pending !== null,
      notice: context.notice !== null,
      coupon: context.coupon?.id ?? null,
      promoCode: context.promoCode?.input ?? null,
    };
  },
  eventLabel: (event) => {
    const payload = event as { relation?: string; line?: number; quantity?: number; change?: string; product?: { quantity: number } };
    if (event.type === 'cart.add')
      return payload.relation === 'first' ? 'add item' : `add item from ${payload.relation === 'same' ? 'same' : 'another'} shop`;
    // Labels name the kind of change, not the line: the covering subset then needs one path per kind.
    if (event.type === 'cart.setQuantity')
      return payload.quantity === 0 ? 'step quantity down to 0' : `step quantity to ${payload.quantity}`;
    if (event.type === 'cart.remove') return 'remove a line';
    if (event.type === 'cart.replace') return `edit a line (quantity ${payload.product!.quantity})`;
    if (event.type === 'cart.clear') return 'clear cart';
    if (event.type === 'cart.clear.request') return "press 'Clear cart'";
    if (event.type === 'cart.clear.confirm') return 'confirm clearing the cart';
    if (event.type === 'cart.clear.cancel') return 'keep the items';
    if (event.type === 'cart.storage.changed') return payload.change === 'adds' ? 'another tab adds item' : 'saved cart deleted elsewhere';
    if (event.type === 'cart.notice.dismiss') return 'dismiss notice';
    if (event.type === 'cart.itemsUnavailable') return 'server: item no longer on the menu';
    if (event.type === 'cart.reprice') return 'server prices the lines';
    if (event.type === 'cart.promoCode.set') {
      const promoCode = event.promoCode as { input: string } | null;
      return promoCode ? `apply promo code ${promoCode.input}` : 'remove promo code';
    }
    return event.type;
  },
};
