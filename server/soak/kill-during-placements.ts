import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, type PgliteHandle } from '../db/pglite';
import { openTestDatabase } from '../test/harness';
import { createScratchDatabase, type ServerProcess } from '../test/server-process';
import { orderPath, placeOrderOver, soakOrderBody } from './order-body';
import { runPool } from './pool';
import { emptyStaticDir, startSoakServer } from './server-env';
import { figure, seconds, type SoakRow } from './table';

export type KillFigures = {
  backend: 'PostgreSQL' | 'PGlite';
  placed: number;
  acknowledged: number;
  /** in flight when the process died: the client never heard, so either outcome is right */
  cutOff: number;
  /** answered, but not 201 */
  refused: string[];
  /** acknowledged (201) but not there after the restart */
  lost: string[];
  /** restarts the data folder's lock refused: the killed pid was not yet reaped (a zombie still answers kill(pid, 0)) */
  lockRefusals: number;
  firstStartMs: number;
  restartMs: number;
  durationMs: number;
};

/**
 * Places `total` orders on a real server process with `concurrency` in flight; once half are
 * acknowledged the process gets SIGKILL mid-stream, is started again on the same data, the rest are
 * placed, and every acknowledged order is read back.
 */
export async function killDuringPlacements(kind: 'postgres' | 'pglite', total: number, concurrency: number): Promise<KillFigures> {
  const started = Date.now();
  const backend = await soakBackend(kind, 'kill');
  const { env } = backend;
  let server: ServerProcess | null = null;
  try {
    server = await startSoakServer(env);
    const firstStartMs = Date.now() - started;

    const acknowledged: string[] = [];
    const refused: string[] = [];
    let cutOff = 0;
    let killing: Promise<void> | null = null;
    let killedAt = 0;
    const place = async (index: number) => {
      const target = server!;
      try {
        const placement = await placeOrderOver(target.baseURL, soakOrderBody(`soak ${index}`));
        if (placement.uuid) acknowledged.push(placement.uuid);
        else refused.push(`${placement.status} ${placement.body.slice(0, 200)}`);
      } catch {
        cutOff += 1;
        return;
      }
      if (!killing && acknowledged.length >= Math.floor(total / 2)) {
        killedAt = Date.now();
        killing = target.kill();
      }
    };
    const resumeAt = await runPool(0, total, concurrency, place, () => killing !== null);
    await killing;

    const restarted = await restart(env, Date.now() + 60_000);
    server = restarted.server;
    const restartMs = Date.now() - killedAt;
    await runPool(resumeAt, total, concurrency, place);

    const lost: string[] = [];
    await runPool(0, acknowledged.length, concurrency, async (index) => {
      const uuid = acknowledged[index];
      const response = await fetch(`${server!.baseURL}${orderPath(uuid)}`, { signal: AbortSignal.timeout(60_000) });
      const body = response.status === 200 ? ((await response.json()) as { order: { uuid: string } }) : null;
      if (body?.order.uuid !== uuid) lost.push(uuid);
    });
    return {
      backend: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      placed: total,
      acknowledged: acknowledged.length,
      cutOff,
      refused,
      lost,
      lockRefusals: restarted.refusals,
      firstStartMs,
      restartMs,
      durationMs: Date.now() - started,
    };
  } finally {
    await server?.stop();
    await backend.remove();
  }
}

/**
 * A fresh database for a soak server that is killed and started again on the same data: a scratch PostgreSQL
 * database (named crust_soak_{name}), or a PGlite DATA_DIR copied from a seeded one; with an empty storefront folder.
 */
export async function soakBackend(
  kind: 'postgres' | 'pglite',
  name: string,
): Promise<{ env: { DATABASE_URL?: string; DATA_DIR?: string; STATIC_DIR: string }; remove(): Promise<void> }> {
  const staticDir = emptyStaticDir();
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, `crust_soak_${name}`);
    return {
      env: { DATABASE_URL: scratch.url, STATIC_DIR: staticDir.dir },
      remove: async () => {
        await scratch.drop();
        staticDir.remove();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `crust-soak-${name}-`));
  await seedPgliteFolder(dataDir);
  return {
    env: { DATA_DIR: dataDir, STATIC_DIR: staticDir.dir },
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      staticDir.remove();
    },
  };
}

/**
 * Fills a DATA_DIR from the tests' seeded PGlite copy: creating and seeding a PGlite database from
 * nothing takes half a minute on this machine, and a first start is not what this part measures.
 */
export async function seedPgliteFolder(dataDir: string): Promise<void> {
  const seeded = await openTestDatabase('pglite');
  let dump: Blob;
  try {
    dump = await (seeded.handle as PgliteHandle).client.dumpDataDir('none');
  } finally {
    await seeded.close();
  }
  const copy = await openPglite(dataDir, { loadDataDir: dump });
  await copy.close();
}

/**
 * Starts the server on the same data again. Until the init process reaps the killed server (about
 * 2 s on this machine) its pid still exists as a zombie; server/db/lock.ts counts a zombie as gone
 * (since the soak found it refusing such restarts), so no refusal is expected. Should one come back
 * it is counted, shown in the row, and the start tried again.
 */
export async function restart(
  env: Parameters<typeof startSoakServer>[0],
  deadline: number,
): Promise<{ server: ServerProcess; refusals: number }> {
  let refusals = 0;
  for (;;) {
    try {
      return { server: await startSoakServer(env), refusals };
    } catch (error) {
      if (!(error as Error).message.includes('is in use by another Crust server') || Date.now() > deadline) throw error;
      refusals += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export function killRow(figures: KillFigures, minimum: number): SoakRow {
  // the data-folder lock takes a zombie for gone (server/db/lock.ts): a restart it refuses is a regression
  const pass =
    figures.placed >= minimum &&
    figures.lost.length === 0 &&
    figures.refused.length === 0 &&
    figures.acknowledged > 0 &&
    figures.lockRefusals === 0;
  return {
    check: 'kill -9 during placements, restart on the same data',
    backend: figures.backend,
    figures:
      `${figure(figures.placed)} placed, ${figure(figures.acknowledged)} acknowledged (201), ${figures.cutOff} cut off in flight by the kill, ` +
      `${figures.refused.length} refused${figures.refused.length ? ` (${figures.refused[0]})` : ''}, **${figures.lost.length} lost**; ` +
      `restart ${seconds(figures.restartMs)} after the kill${figures.backend === 'PGlite' ? ` (${figures.lockRefusals} starts refused by the data-folder lock while the killed pid was unreaped)` : ''}, ` +
      `first start ${seconds(figures.firstStartMs)}${figures.backend === 'PGlite' ? ' (folder copied from a seeded one)' : ' (migrates and seeds the empty database)'}; ${seconds(figures.durationMs)}`,
    expected: `≥ ${figure(minimum)} placements, every acknowledged order readable after the restart${figures.backend === 'PGlite' ? ', no restart refused by the lock' : ''}`,
    result: pass ? 'PASS' : 'FAIL',
  };
}
