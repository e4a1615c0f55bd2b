/**
 * The national catalog's databases for the benches (national.ts, national-profile.ts): the demo seed plus
 * BENCH_NATIONAL_SHOPS (20 000) generated shops (national-catalog.ts), in a PGlite folder (seeded once, then
 * kept as a dump in the temp folder, so later runs start in seconds) or in the PostgreSQL database
 * BENCH_DATABASE (crust_bench), created and seeded once.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrateAndSeed } from '../seed/seed';
import { nationalShopCount, seedNationalCatalog } from './national-catalog';

export const size = Number(process.env.BENCH_NATIONAL_SHOPS ?? 20_000);
const serverDir = path.resolve(import.meta.dirname, '..');

/** The PGlite dump is named after everything that shapes it. */
function dumpPath(): string {
  const hash = createHash('sha256').update(String(size));
  for (const folder of ['db/migrations', 'seed', 'bench']) {
    for (const name of fs.readdirSync(path.join(serverDir, folder)).sort()) {
      const file = path.join(serverDir, folder, name);
      if (fs.statSync(file).isFile() && (folder !== 'bench' || name === 'national-catalog.ts'))
        hash.update(name).update(fs.readFileSync(file));
    }
  }
  return path.join(os.tmpdir(), `crust-bench-national-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function seeded(handle: DatabaseHandle, label: string): Promise<void> {
  await migrateAndSeed(handle);
  const present = await nationalShopCount(handle.db);
  if (present === size) return;
  if (present !== 0) throw new Error(`${label} holds ${present} national shops, not ${size}: drop it and run again`);
  const started = Date.now();
  await seedNationalCatalog(handle.db, size);
  console.log(`${label}: seeded ${size} national shops in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The national catalog in a PGlite folder of its own (from the kept dump when there is one). */
export async function openBenchPglite(dir: string): Promise<DatabaseHandle> {
  const dump = dumpPath();
  if (fs.existsSync(dump)) return openPglite(dir, { loadDataDir: new Blob([fs.readFileSync(dump)]) });
  const handle = await openPglite(dir);
  await seeded(handle, 'PGlite');
  const data = await handle.client.dumpDataDir('none');
  fs.writeFileSync(`${dump}.tmp`, Buffer.from(await data.arrayBuffer()));
  fs.renameSync(`${dump}.tmp`, dump);
  return handle;
}

/** The national catalog in the PostgreSQL database BENCH_DATABASE (crust_bench) on the server of `url`, seeded once. */
export async function openBenchPostgres(url: string): Promise<DatabaseHandle> {
  const name = process.env.BENCH_DATABASE ?? 'crust_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE must be a plain name, not ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  const handle = await openPostgres(benchUrl.toString(), { max: 10 });
  await seeded(handle, `PostgreSQL (${name})`);
  return handle;
}
