import { unprocessable } from '../api-error';
import type { ShopRecord } from '../shops/repository';

/** A shop takes online orders only while it is ours, live and not suspended. */
export function checkShopTakesOrders(shop: ShopRecord): void {
  if (!shop.acquired || shop.suspended || shop.lifecycle !== 'live')
    throw unprocessable('shop_unavailable', 'Online ordering currently unavailable');
}

/** Adyen takes cards only at a shop whose gateway, or interim gateway, is Adyen; Stripe takes them anywhere. */
export function checkShopTakesAdyen(shop: ShopRecord): void {
  if (shop.cardGateway !== 'adyen' && shop.interimCardGateway !== 'adyen') {
    throw unprocessable(
      'gateway_unavailable',
      "This pizzeria doesn't take cards through Adyen. Please reload the page and pay again.",
      'gateway',
    );
  }
}

/** Cards, typed in or inside a wallet (Apple Pay, Google Pay), only where the shop takes them. */
export function checkShopTakesCards(shop: ShopRecord): void {
  if (!shop.acceptsCard) {
    throw unprocessable('card_not_accepted', "This pizzeria doesn't accept cards. Please choose another payment method.", 'payment_method');
  }
}
