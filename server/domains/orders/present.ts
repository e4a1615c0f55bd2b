import type { Receipt } from '../../contract/cart';
import type { Order } from '../../contract/orders';
import type { ShopRecord } from '../shops/repository';
import { storefrontPath } from '../shops/service';
import { paymentStatusOf } from './refund';
import type { OrderRow } from './repository';

/** The contract's order from its row and its shop. */
export function toOrder(row: OrderRow, shop: ShopRecord): Order {
  const awaitingChallenge = row.status === 'awaiting_payment' && row.nextAction !== null;
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    shipping_type: row.shippingType,
    date_purchased: row.placedAt.toISOString(),
    placed_via: row.placedVia,
    shop: {
      id: shop.id,
      uuid: shop.uuid,
      name: shop.name,
      web_slug: shop.webSlug,
      storefront_path: storefrontPath(shop.webSlug),
      phone: shop.phone,
      address: shop.address,
      city: shop.city,
      state: shop.state,
      zipcode: shop.zipcode,
      timezone_identifier: shop.timezone,
    },
    contact: {
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone: row.phone,
      phone_last_four: row.phone.replace(/\D/g, '').slice(-4),
    },
    delivery_address:
      row.shippingType === 'delivery' && row.deliveryAddress
        ? {
            address: row.deliveryAddress,
            address2: row.deliveryAddress2,
            city: row.deliveryCity ?? '',
            state: row.deliveryState ?? '',
            zipcode: row.deliveryZipcode ?? '',
          }
        : null,
    payment_method_details: {
      payment_type: row.paymentMethod,
      last_four: row.cardLastFour,
      wallet: row.walletType === 'apple_pay' || row.walletType === 'google_pay' ? row.walletType : null,
      payment_status: paymentStatusOf(row),
      refunded_amount: row.refundedAmount,
    },
    receipt: row.receipt as Receipt,
    min_eta: row.minEta.toISOString(),
    max_eta: row.maxEta.toISOString(),
    scheduled: row.scheduledAt !== null,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    // the challenge is shown only while the payment waits for it
    three_d_secure_link: awaitingChallenge ? row.nextAction!.redirect_to_url.url : null,
    next_action: awaitingChallenge ? row.nextAction : null,
    order_option_types: row.orderOptionTypes,
    transactional_sms: row.transactionalSms,
    adjusted_amount: row.adjustedAmount,
  };
}

/**
 * The order as someone holding only its uuid reads it (issue 37 item 9): what the confirmation and tracking page
 * shows, no more. The first name (its heading), the phone's last four (where text updates go), the delivery's
 * street, city, state and ZIP (its map and summary); no last name, email, full phone or unit.
 */
export function forUuidHolder(order: Order): Order {
  return {
    ...order,
    contact: {
      first_name: order.contact.first_name,
      last_name: null,
      email: null,
      phone: null,
      phone_last_four: order.contact.phone_last_four,
    },
    delivery_address: order.delivery_address ? { ...order.delivery_address, address2: null } : null,
  };
}
