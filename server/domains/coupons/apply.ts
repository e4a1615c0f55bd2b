import type { Receipt } from '../../contract/cart';
import type { Coupon } from '../../contract/shops';
import { formatMoney, percentOf } from '../cart/money';

export type CouponLine = { product_type_id: number; quantity: number; typePrice: number; coupon_id?: number | null };
export type CouponProblem = {
  id: number;
  code: 'coupon_unavailable' | 'coupon_minimum' | 'coupon_incomplete' | 'coupon_limit';
  message: string;
};
export type CouponOutcome = { discount: number; applied: NonNullable<Receipt['applied_coupons']>; problems: CouponProblem[] };

export const couponUnavailableMessage = 'This deal is no longer available.';
export const couponLimitMessage = 'Only one deal of this kind can be used per order.';

/** The subtotal a flat or percentage coupon waits for (its order_subtotal conditions); 0 when none. */
export function minimumSubtotal(coupon: Coupon): number {
  return Math.max(0, ...coupon.conditions.filter((c) => c.condition_type === 'order_subtotal').map((c) => c.minimum_order_subtotal ?? 0));
}

/** Units each has_product_type condition asks for, by product type id. */
function neededUnits(coupon: Coupon): Map<number, number> {
  const needed = new Map<number, number>();
  for (const c of coupon.conditions) {
    if (c.condition_type === 'has_product_type' && c.product_type) {
      needed.set(c.product_type.id, (needed.get(c.product_type.id) ?? 0) + (c.quantity ?? 1));
    }
  }
  return needed;
}

/** A bundle is complete when its tied lines are exactly the units its conditions name. */
function bundleIsComplete(coupon: Coupon, tied: CouponLine[]): boolean {
  const needed = neededUnits(coupon);
  const have = new Map<number, number>();
  for (const line of tied) have.set(line.product_type_id, (have.get(line.product_type_id) ?? 0) + line.quantity);
  return have.size === needed.size && [...needed].every(([typeId, units]) => have.get(typeId) === units);
}

function bundleNeeds(coupon: Coupon): string {
  const texts = coupon.conditions.map((c) => c.customer_text.trim() || `${c.quantity ?? 1} × ${c.product_type?.name ?? 'item'}`);
  return `This deal needs ${texts.join(' and ')}.`;
}

/**
 * Applies the coupons an order asks for (its coupon_ids and each line's coupon_id), in id order so the
 * result never depends on the order of the lines:
 * - bundle_price: the tied lines' product type prices become the bundle price (selections stay charged);
 *   the lines must be exactly the units the conditions name.
 * - flat_discount / percentage: once the list subtotal reaches the order_subtotal minimum; at most one per
 *   order; a percentage applies to the subtotal left after bundles.
 * A coupon the shop does not offer (or no longer can) applies nothing and is reported, as is every miss.
 * The total never exceeds the subtotal.
 */
export function applyCoupons(
  requestedIds: number[],
  offered: ReadonlyMap<number, Coupon>,
  lines: CouponLine[],
  subtotal: number,
): CouponOutcome {
  const ids = [...new Set([...requestedIds, ...lines.flatMap((l) => (l.coupon_id == null ? [] : [l.coupon_id]))])].sort((a, b) => a - b);
  const outcome: CouponOutcome = { discount: 0, applied: [], problems: [] };
  const take = (coupon: Coupon, wanted: number) => {
    const discount = Math.max(0, Math.min(wanted, subtotal - outcome.discount));
    outcome.discount += discount;
    outcome.applied.push({ id: coupon.id, name: coupon.name, pricing_type: coupon.pricing_type, discount });
  };

  const wanted = ids.map((id) => ({ id, coupon: offered.get(id) }));
  for (const { id } of wanted.filter((w) => !w.coupon))
    outcome.problems.push({ id, code: 'coupon_unavailable', message: couponUnavailableMessage });

  for (const { coupon } of wanted) {
    if (coupon?.pricing_type !== 'bundle_price') continue;
    const tied = lines.filter((l) => l.coupon_id === coupon.id);
    if (!bundleIsComplete(coupon, tied)) {
      outcome.problems.push({ id: coupon.id, code: 'coupon_incomplete', message: bundleNeeds(coupon) });
      continue;
    }
    const listPrice = tied.reduce((sum, l) => sum + l.typePrice * l.quantity, 0);
    take(coupon, listPrice - Math.round(coupon.discount_amount));
  }

  // of the order-level coupons whose minimum is met, the one that takes the most off (the lower id on a tie: ids are
  // sorted); the others are reported (issue 37 item 13: the lower id used to win, a $5 coupon over 10 % of $612)
  const base = subtotal - outcome.discount;
  const orderLevel: { coupon: Coupon; amount: number }[] = [];
  for (const { coupon } of wanted) {
    if (!coupon || coupon.pricing_type === 'bundle_price') continue;
    const minimum = minimumSubtotal(coupon);
    if (subtotal < minimum) {
      outcome.problems.push({
        id: coupon.id,
        code: 'coupon_minimum',
        message: `Add ${formatMoney(minimum - subtotal)} to your order to apply this coupon`,
      });
      continue;
    }
    const amount = Math.max(
      0,
      Math.min(
        base,
        coupon.pricing_type === 'flat_discount' ? Math.round(coupon.discount_amount) : percentOf(base, coupon.discount_amount),
      ),
    );
    orderLevel.push({ coupon, amount });
  }
  const best = orderLevel.reduce<(typeof orderLevel)[number] | null>(
    (kept, next) => (kept === null || next.amount > kept.amount ? next : kept),
    null,
  );
  for (const { coupon } of orderLevel)
    if (coupon !== best?.coupon) outcome.problems.push({ id: coupon.id, code: 'coupon_limit', message: couponLimitMessage });
  if (best) take(best.coupon, best.amount);
  return outcome;
}
