import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrateAndSeed } from '../seed/seed';

const serverDir = path.resolve(import.meta.dirname, '..');

/** A hash of everything that shapes a seeded database, so a change to the migrations or the seed makes new templates. */
function seedHash(): string {
  const hash = createHash('sha256');
  for (const folder of ['db/migrations', 'db/migrations/meta', 'seed']) {
    for (const name of fs.readdirSync(path.join(serverDir, folder)).sort()) {
      const file = path.join(serverDir, folder, name);
      if (fs.statSync(file).isFile() && !name.endsWith('.test.ts')) hash.update(name).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded PGlite data folder, built by the first test file that needs it and then only
 * copied: copying the folder takes a fraction of what migrating and seeding (or loading a dump) takes.
 */
export async function pgliteTemplateDir(): Promise<string> {
  const template = path.join(os.tmpdir(), `crust-pglite-template-${seedHash()}`);
  if (fs.existsSync(template)) return template;
  const building = fs.mkdtempSync(`${template}.building-`);
  try {
    const handle = await openPglite(building);
    try {
      await migrateAndSeed(handle);
    } finally {
      await handle.close();
    }
    // the lock file is only the builder's; a copy gets its own
    fs.rmSync(path.join(building, '.lock'), { force: true });
    fs.renameSync(building, template);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    // another worker finished the same template first
    if (!fs.existsSync(template)) throw error;
  }
  return template;
}

/** Any number for the advisory lock that lets one worker build the PostgreSQL template while the others wait. */
const templateLockKey = 727_035;

function databaseUrl(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
}

/**
 * The name of a migrated and seeded PostgreSQL database that test databases are created from
 * (CREATE DATABASE … TEMPLATE); the first worker to need it builds it under a lock.
 */
export async function postgresTemplate(url: string): Promise<string> {
  const name = `crust_template_${seedHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = await openPostgres(databaseUrl(url, building), { max: 1 });
      try {
        await migrateAndSeed(handle);
      } finally {
        await handle.close();
      }
      // only a database nobody is connected to can be a template, so it takes its name once built
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLockKey]);
    }
  } finally {
    await admin.end();
  }
}
