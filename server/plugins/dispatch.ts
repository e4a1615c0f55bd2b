import type { FastifyInstance } from 'fastify';
import { loggableError } from './loggable-error';
import type { Database } from '../db/database';
import { advanceOrders } from '../domains/dispatch/service';

/** Ticks often enough that a simulated minute is never late by more than a quarter. */
export function tickMillis(speed: number): number {
  return Math.min(1000, Math.max(100, Math.round(15_000 / speed)));
}

/** Runs the dispatch simulator while the server is up; DISPATCH_SPEED=0 leaves orders where they are. */
export function registerDispatch(app: FastifyInstance, db: Database, speed: number): void {
  if (!(speed > 0)) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = advanceOrders(db, new Date(), speed)
        .catch((error) => app.log.error({ error: loggableError(error) }, 'dispatch tick failed'))
        .finally(() => {
          running = null;
          schedule();
        });
    }, tickMillis(speed));
    timer.unref();
  };

  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (running) await running;
  });
}
