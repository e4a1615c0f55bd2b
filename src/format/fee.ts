import { formatMoneyCompact } from './money';

export type FeeInfo = {
  feeType: 'free' | 'flat' | 'percent' | null;
  fee: number;
  feeRange: { min: number; max: number } | null;
};

function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/**
 * The delivery fee label (spec: 'Free' when zero or when the fee type is free/null/'0';
 * flat amounts or percentages, as ranges where a range exists; whole dollars without cents).
 */
export function deliveryFeeLabel({ feeType, fee, feeRange }: FeeInfo): string {
  if (feeType === null || feeType === 'free' || (feeType as string) === '0') return 'Free';
  // fee_range is always in cents: for a percent fee it is the floor and ceiling the percentage is held to.
  const range =
    feeRange && feeRange.max > 0 && feeRange.min !== feeRange.max
      ? `${formatMoneyCompact(feeRange.min)}–${formatMoneyCompact(feeRange.max)}`
      : null;
  if (feeType === 'percent') {
    if (fee <= 0) return 'Free';
    return range ? `${formatPercent(fee)} (${range})` : formatPercent(fee);
  }
  if (range) return range;
  const amount = feeRange ? feeRange.max : fee;
  return amount <= 0 ? 'Free' : formatMoneyCompact(amount);
}
