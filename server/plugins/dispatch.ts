import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { advanceOrders } from '../domains/dispatch/service';
import { runWhileUp } from './repeating-job';

/** Ticks often enough that a simulated minute is never late by more than a quarter. */
export function tickMillis(speed: number): number {
  return Math.min(1000, Math.max(100, Math.round(15_000 / speed)));
}

/** Runs the dispatch simulator while the server is up; DISPATCH_SPEED=0 leaves orders where they are. */
export function registerDispatch(app: FastifyInstance, db: Database, speed: number): void {
  if (!(speed > 0)) return;
  runWhileUp(app, tickMillis(speed), () => advanceOrders(db, new Date(), speed), 'dispatch tick failed');
}
