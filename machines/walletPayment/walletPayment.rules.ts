import type { PlaceOrderPayload } from '../checkout/checkout.payload';
import type { WalletAvailability, WalletTender } from './walletPayment.types';

/** The parts of an order its total follows: a request differing only in these keeps a ready intent. */
export function pricingKey({ order }: PlaceOrderPayload): string {
  const { shopId, shippingType, orderItemsAttributes, tipAmount, couponIds, promoCodeId, deliveryPostcode } = order;
  return JSON.stringify([
    shopId,
    shippingType,
    orderItemsAttributes,
    tipAmount ?? 0,
    couponIds ?? [],
    promoCodeId ?? null,
    deliveryPostcode ?? null,
  ]);
}

/** The wallet tenders this browser has, Apple Pay first. */
export function walletTenders(available: WalletAvailability | null): WalletTender[] {
  if (!available) return [];
  return [...(available.applePay ? (['apple'] as const) : []), ...(available.googlePay ? (['google'] as const) : [])];
}

/** How the storefront names each wallet. */
export const WALLET_LABELS: Record<WalletTender, string> = { apple: 'Apple Pay', google: 'Google Pay' };

export const isWalletTender = (tender: string): tender is WalletTender => tender === 'apple' || tender === 'google';
