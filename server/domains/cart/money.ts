/** Money is integer cents everywhere on the server; these are the only roundings. */

/** percent% of cents, rounded half up, computed in integers (tax rates like 8.875 stay exact). */
export function percentOf(cents: number, percent: number): number {
  const thousandths = Math.round(percent * 1000);
  return Math.floor((cents * thousandths + 50_000) / 100_000);
}

export function halfPrice(cents: number): number {
  return Math.ceil(cents / 2);
}

export function formatMoney(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
