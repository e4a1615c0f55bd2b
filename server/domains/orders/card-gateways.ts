import type { CompleteOrderRequest } from '../../contract/payments';
import type { PlaceOrderRequest } from '../../contract/orders';
import type { Database } from '../../db/database';
import type { CardGateway } from '../payments/stripe-client';
import { adyenOrderCard, chargeAdyenOrder, completeAdyenOrder } from './adyen-payment';
import { chargeOrder, completeCardOrder, orderCard, type ChargeTiming, type OrderCard } from './card-payment';
import { findOrderByUuid, type OrderRow } from './repository';

/*
 * Which gateway a card order goes through: Adyen when the order asks for it (gateway adyen; stored on the order
 * as its card_gateway), else Stripe. card-payment.ts is Stripe's path, adyen-payment.ts Adyen's.
 */

export function cardOfOrder(
  db: Database,
  gateway: CardGateway,
  order: PlaceOrderRequest['order'],
  userId: number | null,
  now: Date,
  options: { verify: boolean },
): Promise<OrderCard> {
  return order.gateway === 'adyen' ? adyenOrderCard(db, order, userId, now) : orderCard(db, gateway, order, userId, now, options);
}

export function chargeCard(
  db: Database,
  gateway: CardGateway,
  row: OrderRow,
  card: OrderCard,
  returnUrl: string,
  timing: ChargeTiming,
): Promise<OrderRow> {
  return card.gateway === 'adyen'
    ? chargeAdyenOrder(db, gateway.adyen, row, card, returnUrl, timing)
    : chargeOrder(db, gateway, row, card, returnUrl, timing);
}

/** PUT v1/orders/{uuid}/complete: the order's own gateway settles its challenge. */
export async function completeCardChallenge(
  db: Database,
  gateway: CardGateway,
  uuid: string,
  body: CompleteOrderRequest,
  now: Date,
): Promise<OrderRow> {
  const row = await findOrderByUuid(db, uuid);
  return row?.cardGateway === 'adyen'
    ? completeAdyenOrder(db, gateway.adyen, row, body, now)
    : completeCardOrder(db, gateway, uuid, body, now);
}
