import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { runExclusively } from '../db/exclusive';
import { wakeBoards } from '../domains/board/stream';
import { answerUnansweredOrders, type UnansweredLimits } from '../domains/board/unanswered';
import type { RefundGateways } from '../domains/orders/refund';
import type { SmsSender } from '../domains/sms/provider';
import { runWhileUp } from './repeating-job';

/** Any number for the advisory lock that lets one replica at a time look for unanswered orders. */
const UNANSWERED_LOCK_KEY = 727_038;

/** A tenth of the first limit, between half a second and five seconds: an escalation is never late by much. */
export const unansweredTickMs = (limits: UnansweredLimits) => Math.min(5_000, Math.max(500, Math.round(limits.escalateMs / 10)));

/**
 * Escalates and then declines the orders a live board leaves unanswered (server/domains/board/unanswered.ts) while
 * the server is up, one replica at a time; UNANSWERED_ESCALATE_SECONDS=0 turns it off.
 */
export function registerUnansweredOrders(
  app: FastifyInstance,
  db: Database,
  { gateways, sms, limits, clock }: { gateways: RefundGateways; sms: SmsSender; limits: UnansweredLimits; clock: () => Date },
): void {
  if (!(limits.escalateMs > 0)) return;
  const pass = async () => {
    const report = await runExclusively(db, UNANSWERED_LOCK_KEY, () =>
      answerUnansweredOrders(db, gateways, sms, clock(), limits, wakeBoards),
    );
    if (report && report.escalated + report.declined + report.failed > 0) app.log.info({ unanswered: report }, 'unanswered orders');
  };
  runWhileUp(app, unansweredTickMs(limits), pass, 'unanswered orders pass failed');
}
