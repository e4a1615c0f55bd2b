import type { Schedule, Shop } from '../api';
import { deliveryFeeLabel } from './fee';

/**
 * The shop mode state (spec §4): open for pickup only, with or without a future delivery time,
 * and the mirror cases for delivery; otherwise both modes or neither are open.
 */
export type ShopMode =
  | { kind: 'both' }
  | { kind: 'closed' }
  | { kind: 'pickupOnly'; deliveryOpensAt: string | null }
  | { kind: 'deliveryOnly'; pickupOpensAt: string | null };

export function shopMode(shop: Pick<Shop, 'isOpenForDelivery' | 'isOpenForPickup'>, schedule: Schedule | null): ShopMode {
  const { isOpenForDelivery: delivery, isOpenForPickup: pickup } = shop;
  if (delivery && pickup) return { kind: 'both' };
  if (pickup) return { kind: 'pickupOnly', deliveryOpensAt: schedule?.delivery.nextOpen ?? null };
  if (delivery) return { kind: 'deliveryOnly', pickupOpensAt: schedule?.pickup.nextOpen ?? null };
  return { kind: 'closed' };
}

/** The shop mode notices (spec §5): a shop that only delivers, only takes pickup, or only takes ASAP orders. */
export type ModeNotice = 'deliveryOnly' | 'pickupOnly' | 'asapOnly';

export function modeNotices(shop: Pick<Shop, 'deliveryInfo' | 'pickupInfo' | 'doesScheduledOrders'>): ModeNotice[] {
  const notices: ModeNotice[] = [];
  if (shop.deliveryInfo.doesDelivery && !shop.pickupInfo.doesPickup) notices.push('deliveryOnly');
  if (shop.pickupInfo.doesPickup && !shop.deliveryInfo.doesDelivery) notices.push('pickupOnly');
  if (!shop.doesScheduledOrders) notices.push('asapOnly');
  return notices;
}

export const MODE_NOTICE_TEXT: Record<ModeNotice, string> = {
  deliveryOnly: 'This pizzeria only delivers. Pickup is not available.',
  pickupOnly: 'This pizzeria only offers pickup. Delivery is not available.',
  asapOnly: 'This pizzeria only takes orders for as soon as possible. Scheduled orders are not available.',
};

/** Discount display kinds (spec §4): a percent discount, free delivery, both, or none. */
export type DiscountKind = 'discount' | 'freeDelivery' | 'both' | 'none';

export function discountKind(shop: Pick<Shop, 'discountPercent' | 'deliveryInfo'>): DiscountKind {
  const discount = shop.discountPercent > 0;
  const freeDelivery = shop.deliveryInfo.doesDelivery && deliveryFeeLabel(shop.deliveryInfo) === 'Free';
  if (discount && freeDelivery) return 'both';
  if (discount) return 'discount';
  return freeDelivery ? 'freeDelivery' : 'none';
}

export function discountText(kind: DiscountKind, percent: number): string | null {
  switch (kind) {
    case 'both':
      return `${percent}% off your order + free delivery`;
    case 'discount':
      return `${percent}% off your order`;
    case 'freeDelivery':
      return 'Free delivery';
    default:
      return null;
  }
}

/**
 * The line that tells which mode is open right now, for a shop that offers both; null when both or
 * neither are open (the open/closed badge says it).
 */
export function shopModeText(mode: ShopMode, formatTime: (iso: string) => string): string | null {
  switch (mode.kind) {
    case 'pickupOnly':
      return mode.deliveryOpensAt
        ? `Only pickup is open right now. Delivery opens ${formatTime(mode.deliveryOpensAt)}.`
        : 'Only pickup is open right now.';
    case 'deliveryOnly':
      return mode.pickupOpensAt
        ? `Only delivery is open right now. Pickup opens ${formatTime(mode.pickupOpensAt)}.`
        : 'Only delivery is open right now.';
    default:
      return null;
  }
}
