import { buildApp } from './app';
import { readConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openDatabase } from './db/open';
import { migrateAndSeed } from './seed/seed';

/** Starts Crust: opens (creating, migrating and seeding if needed) the database, then serves API + SPA. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = readConfig();
  let handle;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { seeded } = await migrateAndSeed(handle);
  const app = await buildApp({ db: handle.db, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    try {
      await app.close();
    } finally {
      await handle.close();
      console.log(`Crust stopped (${signal}).`);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await app.close().catch(() => undefined);
    await handle.close();
    process.exit(1);
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(
    `Database: ${where}${seeded ? ' (seeded the demo catalog)' : ''}; dispatch speed ${config.dispatchSpeed}; ready in ${Date.now() - started} ms`,
  );
  console.log(`Crust storefront: http://localhost:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
