/** The card gateways (checkout §3: paypal is a tender of its own, never the card gateway). */
export type CardGateway = 'stripe' | 'adyen';

/** What the payment service answers for a shop (GET …/public/shops/{uuid}/gateway), camel-cased. */
export type ShopGatewayAnswer = { gateway: CardGateway; interimGateway: CardGateway | null };

export type PaymentGatewayInput = {
  shopUuid: string;
  /** The sf_adyen_payments flag: the gateway is asked of the payment service; off, the default is set. */
  fetchFromServer: boolean;
  /** Signed-in shoppers get the interim gateway when it differs from the main one. */
  signedIn: boolean;
};

/** checkout §3 paymentGateway, without its status (the machine's state is the status). */
export type PaymentGatewayContext = PaymentGatewayInput & {
  cardPaymentGateway: CardGateway;
  /** The wallets' gateway (Apple Pay, Google Pay): always stripe. */
  thirdPartyPaymentGateway: 'stripe';
};

export type PaymentGatewayOutput = { shopUuid: string; cardPaymentGateway: CardGateway; thirdPartyPaymentGateway: 'stripe' };
