import type { SavedPaymentMethod } from '../../contract/payments';
import type { PaymentMethodRow } from './repository';

/** A card as v2 payment_methods answers it. */
export function presentCard(row: PaymentMethodRow): SavedPaymentMethod {
  return {
    id: row.id,
    gateway: row.gateway,
    brand: row.brand,
    last_four: row.lastFour,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    status: row.status,
    single_use: row.singleUse,
  };
}
