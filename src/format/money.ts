const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Integer cents → '$12.50' (always two decimals; the spec's money format). */
export function formatMoney(cents: number): string {
  return dollars.format(cents / 100);
}

/** Integer cents → '$3' for whole dollars, '$2.50' otherwise (fee labels). */
export function formatMoneyCompact(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : formatMoney(cents);
}
