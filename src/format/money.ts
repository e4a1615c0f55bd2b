import { groupThousands } from './number';

// Integer arithmetic, not Intl.NumberFormat (see groupThousands).

function format(cents: number, showCents: boolean): string {
  const rounded = Math.round(Math.abs(cents));
  const sign = cents < 0 && rounded > 0 ? '-' : '';
  const whole = groupThousands(Math.floor(rounded / 100));
  return showCents ? `${sign}$${whole}.${String(rounded % 100).padStart(2, '0')}` : `${sign}$${whole}`;
}

/** Integer cents → '$12.50' (always two decimals; the spec's money format). */
export function formatMoney(cents: number): string {
  return format(cents, true);
}

/** Integer cents → '$3' for whole dollars, '$2.50' otherwise (fee labels). */
export function formatMoneyCompact(cents: number): string {
  return format(cents, Math.round(cents) % 100 !== 0);
}
