import type { CardGateway, ShopGatewayAnswer } from './paymentGateway.types';

/** The gateway a shop uses when nothing else is known, or the payment service could not be asked (checkout §8). */
export const DEFAULT_CARD_GATEWAY: CardGateway = 'stripe';

/** checkout §4: a signed-in shopper gets the interim gateway when it differs from the main one. */
export function chosenGateway({ gateway, interimGateway }: ShopGatewayAnswer, signedIn: boolean): CardGateway {
  return signedIn && interimGateway !== null && interimGateway !== gateway ? interimGateway : gateway;
}
