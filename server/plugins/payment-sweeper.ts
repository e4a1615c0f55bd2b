import type { FastifyInstance } from 'fastify';
import { runWhileUp } from './repeating-job';
import type { Database } from '../db/database';
import { runExclusively } from '../db/exclusive';
import type { CardGateway } from '../domains/payments/stripe-client';
import { settleStalledPayments, SWEEP_LIMITS, type SweepLimits } from '../domains/orders/stalled-payments';

/** Any number for the advisory lock that lets one replica at a time sweep. */
const SWEEP_LOCK_KEY = 727_037;

export type SweeperOptions = { everyMs: number; limits?: SweepLimits; clock: () => Date };

/**
 * Settles stalled card payments (server/domains/orders/stalled-payments.ts) every `everyMs` while the server
 * is up, one replica at a time; PAYMENT_SWEEP_MS=0 turns it off.
 */
export function registerPaymentSweeper(
  app: FastifyInstance,
  db: Database,
  gateway: CardGateway,
  { everyMs, limits = SWEEP_LIMITS, clock }: SweeperOptions,
): void {
  if (!(everyMs > 0)) return;
  const sweep = async () => {
    const report = await runExclusively(db, SWEEP_LOCK_KEY, () => settleStalledPayments(db, gateway, clock(), limits));
    if (report && report.placed + report.challenged + report.cancelled + report.failed > 0)
      app.log.info({ sweep: report }, 'settled stalled payments');
  };
  runWhileUp(app, everyMs, sweep, 'payment sweep failed');
}
