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
  const format = feeType === 'percent' ? formatPercent : formatMoneyCompact;
  if (feeRange && feeRange.max > 0 && feeRange.min !== feeRange.max) {
    return `${format(feeRange.min)}–${format(feeRange.max)}`;
  }
  const amount = feeRange ? feeRange.max : fee;
  return amount <= 0 ? 'Free' : format(amount);
}
