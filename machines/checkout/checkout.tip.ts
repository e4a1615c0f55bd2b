import type { CartProduct } from '../cart/cart.types';
import { CHECKOUT_MESSAGES } from './contact.rules';
import type { CheckoutShop, CheckoutTip } from './checkout.types';

/** Checkout §9: the tip presets in percent, and the custom tip's sentinel. */
export const TIP_PERCENTAGES = [0, 5, 10, 15, 20, 25, 30] as const;
export const CUSTOM_TIP = -1;
/** Checkout §9: no tip until the shopper picks one. */
export const noTip = (): CheckoutTip => ({ percentage: 0, custom: '' });

// checkout §5: optional thousands groups, up to two decimals
const MONEY = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** A typed tip in cents ('$' allowed in front), or null when it is not money rounded to two decimals. */
export function parseTip(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!MONEY.test(trimmed)) return null;
  return Math.round(Number.parseFloat(trimmed.replace(/,/g, '')) * 100);
}

/** The shop takes tips for this mode (its tipsEnabledForDelivery / tipsEnabledForPickup). */
export const tipsOffered = (shop: CheckoutShop, forDelivery: boolean) => (forDelivery ? shop.tipsForDelivery : shop.tipsForPickup);

/** The cart's subtotal in cents, as the receipt prices its lines (unit price × quantity). */
export const subtotalOf = (products: readonly CartProduct[]) => products.reduce((sum, line) => sum + line.price * line.quantity, 0);

/** A preset's tip in cents on this subtotal, rounded half up to the cent. */
export const percentTip = (subtotal: number, percentage: number) => Math.round((subtotal * percentage) / 100);

type TipFacts = { shop: CheckoutShop; forDelivery: boolean; cartProducts: readonly CartProduct[]; tip: CheckoutTip };

/** The tip sent and priced, in cents: none where the shop takes no tips for the mode, or while the custom tip is not valid money. */
export function tipAmount({ shop, forDelivery, cartProducts, tip }: TipFacts): number {
  if (!tipsOffered(shop, forDelivery)) return 0;
  if (tip.percentage === CUSTOM_TIP) return parseTip(tip.custom) ?? 0;
  return percentTip(subtotalOf(cartProducts), tip.percentage);
}

/** 'Please enter a valid tip rounded to two decimals' for a custom tip that is not money (checkout §5, §8). */
export function tipError({ shop, forDelivery, tip }: TipFacts): string | undefined {
  if (!tipsOffered(shop, forDelivery) || tip.percentage !== CUSTOM_TIP) return undefined;
  return parseTip(tip.custom) === null ? CHECKOUT_MESSAGES.tipInvalid : undefined;
}
