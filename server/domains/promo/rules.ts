import type { TenderType } from '../../contract/cart';

export type PromoRule = {
  id: number;
  tag: string;
  kind: 'flat' | 'percent';
  /** cents for flat, whole percent for percent */
  amount: number;
  shopId: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
};

export type PromoCheck =
  | { ok: true; promo: PromoRule }
  | { ok: false; code: 'promo_code_invalid' | 'promo_code_card_only'; message: string };

export const promoInvalidMessage = "This promo code isn't valid.";
export const promoCardOnlyMessage = 'Promo codes are only valid on credit or debit card payments.';

/** Card tenders: a card typed in, or a card inside Apple Pay / Google Pay. The default tender is credit. */
export const isCardTender = (tender: TenderType | undefined) =>
  tender === undefined || tender === 'credit' || tender === 'apple' || tender === 'google';

/** Switched on, and inside its dates. */
export const isLive = (promo: PromoRule, now: Date) =>
  promo.isActive &&
  (!promo.startsAt || promo.startsAt.getTime() <= now.getTime()) &&
  (!promo.endsAt || promo.endsAt.getTime() > now.getTime());

/** Whether a promo code applies to this shop, at this time, with this tender. */
export function checkPromo(promo: PromoRule | null, context: { shopId: number; tender: TenderType | undefined; now: Date }): PromoCheck {
  const live = promo && isLive(promo, context.now) && (promo.shopId === null || promo.shopId === context.shopId);
  if (!live) return { ok: false, code: 'promo_code_invalid', message: promoInvalidMessage };
  if (!isCardTender(context.tender)) return { ok: false, code: 'promo_code_card_only', message: promoCardOnlyMessage };
  return { ok: true, promo };
}

export const normalizeTag = (tag: string) => tag.trim().toUpperCase();
