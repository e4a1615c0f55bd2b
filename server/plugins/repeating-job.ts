import type { FastifyInstance } from 'fastify';
import { loggableError } from './loggable-error';

/**
 * Runs `job` every `everyMs` while the server is up: the next run is scheduled when the last one ended (never
 * two at once), a failure is logged and the runs go on, and closing the server waits for the run under way.
 */
export function runWhileUp(app: FastifyInstance, everyMs: number, job: () => Promise<unknown>, failure: string): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = job()
        .catch((error) => app.log.error({ error: loggableError(error) }, failure))
        .finally(() => {
          running = null;
          schedule();
        });
    }, everyMs);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (running) await running;
  });
}
