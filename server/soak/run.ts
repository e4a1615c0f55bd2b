/**
 * `npm run soak`: the bounded soak of issue 15, loopback only, not part of `npm test`. Prints one table
 * of figures with a verdict per row, writes it to docs/soak.md, and exits 1 on any FAIL.
 *
 * Knobs: SOAK_FUZZ_REQUESTS (10000 per database), SOAK_PLACEMENTS (1000 per database), SOAK_ACCOUNTS
 * (20 accounts per database for the cross-user attempts), SOAK_SEED, SOAK_CARD_CHARGES (60 card orders per database for the kill -9 during charges),
 * SOAK_SLOW_BODIES (50 slowloris clients), SOAK_WRITE_DOCS=0 (print only).
 * DATABASE_URL adds the PostgreSQL rows (fuzzing, the idempotency storm across two processes, kill -9,
 * cross-user attempts, the two-replica limits); without it they are skipped. REDIS_URL adds the two-replica
 * limits counted in Redis.
 */
import os from 'node:os';
import { cardHijackAttempts, cardHijackRow } from './card-hijack';
import { fuzzEveryRoute, type FuzzFigures } from './fuzz';
import { crossUserAttempts } from './cross-user';
import { accountRoutesNotAttempted, crossUserDetails, crossUserRow } from './cross-user-report';
import { fuzzDetails, fuzzRow } from './fuzz-report';
import { idempotencyStorm, stormRow } from './idempotency-storm';
import { killDuringCardCharges, stalledChargeRow } from './kill-during-card-charges';
import { killDuringPlacements, killRow } from './kill-during-placements';
import { rateLimitBursts, rateLimitRows } from './rate-limits';
import { replicaRateLimitRow, replicaRateLimits } from './replica-rate-limits';
import { slowBodies, slowBodyRow } from './slow-bodies';
import { writeSoakDocs } from './soak-docs';
import { seconds, soakTable, type SoakRow } from './table';

const fuzzRequests = Number(process.env.SOAK_FUZZ_REQUESTS || 10_000);
const placements = Number(process.env.SOAK_PLACEMENTS || 1_000);
const accounts = Number(process.env.SOAK_ACCOUNTS || 20);
const seed = Number(process.env.SOAK_SEED || Date.now() % 2 ** 31);
const placementConcurrency = 8;
const slowBodySockets = Number(process.env.SOAK_SLOW_BODIES || 50);
const storm = { keys: 20, perKey: 20 };
const hasPostgres = Boolean(process.env.DATABASE_URL);

/** per-route sections for docs/soak.md: fuzzing on PGlite, on PostgreSQL, cross-user on PGlite, on PostgreSQL */
const details: string[] = [];
/** the PGlite fuzzing's figures: the routes that asked for sign-in are the account routes the cross-user check must cover */
let pgliteFuzz: FuzzFigures | null = null;

const skipped = (check: string, backend: string): SoakRow[] => [
  { check, backend, figures: 'skipped: DATABASE_URL is not set', expected: '—', result: 'SKIP' },
];
const backendName = (kind: 'pglite' | 'postgres') => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** Runs one part; a part that throws is a FAIL row with the reason, and the soak goes on. */
async function part(name: string, backend: string, run: () => Promise<SoakRow[]>): Promise<SoakRow[]> {
  const started = Date.now();
  process.stderr.write(`soak: ${name} (${backend})…\n`);
  try {
    return await run();
  } catch (error) {
    process.stderr.write(`${(error as Error).stack}\n`);
    return [{ check: name, backend, figures: `threw: ${(error as Error).message.split('\n')[0]}`, expected: '—', result: 'FAIL' }];
  } finally {
    process.stderr.write(`soak: ${name} (${backend}) done in ${seconds(Date.now() - started)}\n`);
  }
}

function fuzzPart(kind: 'pglite' | 'postgres'): Promise<SoakRow[]> {
  const name = 'fuzzed requests across every route';
  if (kind === 'postgres' && !hasPostgres) return Promise.resolve(skipped(name, backendName(kind)));
  return part(name, backendName(kind), async () => {
    const figures = await fuzzEveryRoute(kind, fuzzRequests, seed);
    details[kind === 'pglite' ? 0 : 1] = fuzzDetails(figures);
    if (kind === 'pglite') pgliteFuzz = figures;
    return [fuzzRow(figures, fuzzRequests)];
  });
}

function killPart(kind: 'pglite' | 'postgres'): Promise<SoakRow[]> {
  const name = 'kill -9 during placements, restart on the same data';
  if (kind === 'postgres' && !hasPostgres) return Promise.resolve(skipped(name, backendName(kind)));
  return part(name, backendName(kind), async () => [
    killRow(await killDuringPlacements(kind, placements, placementConcurrency), placements),
  ]);
}

/** Card orders cut by kill -9: fewer than the cash placements, as each waits out the 90 s stall limit once. */
const cardCharges = Number(process.env.SOAK_CARD_CHARGES || 60);

function stalledChargePart(kind: 'pglite' | 'postgres'): Promise<SoakRow[]> {
  const name = 'kill -9 during card charges, the sweeper settles every stalled one';
  if (kind === 'postgres' && !hasPostgres) return Promise.resolve(skipped(name, backendName(kind)));
  return part(name, backendName(kind), async () => [
    stalledChargeRow(await killDuringCardCharges(kind, cardCharges, placementConcurrency), cardCharges),
  ]);
}

/** Issue 37 item 1: guests' single-use Adyen cards tried by other guests with the victim's id and email. */
function cardHijackPart(kind: 'pglite' | 'postgres'): Promise<SoakRow[]> {
  const name = 'guest Adyen card hijack';
  if (kind === 'postgres' && !hasPostgres) return Promise.resolve(skipped(name, backendName(kind)));
  return part(name, backendName(kind), async () => [cardHijackRow(await cardHijackAttempts(kind, accounts))]);
}

function crossUserPart(kind: 'pglite' | 'postgres'): Promise<SoakRow[]> {
  const name = 'cross-user attempts on account routes';
  if (kind === 'postgres' && !hasPostgres) return Promise.resolve(skipped(name, backendName(kind)));
  return part(name, backendName(kind), async () => {
    const figures = await crossUserAttempts(kind, accounts, seed);
    details[kind === 'pglite' ? 2 : 3] = crossUserDetails(figures);
    return [crossUserRow(figures, accountRoutesNotAttempted(pgliteFuzz))];
  });
}

function stormPart(): Promise<SoakRow[]> {
  const name = `idempotency storm: ${storm.keys} keys × ${storm.perKey} concurrent requests over 2 processes`;
  if (!hasPostgres) return Promise.resolve(skipped(name, 'PostgreSQL'));
  return part(name, 'PostgreSQL', async () => [stormRow(await idempotencyStorm(storm.keys, storm.perKey))]);
}

function replicaLimitsPart(store: 'PostgreSQL' | 'Redis'): Promise<SoakRow[]> {
  const name = `two-replica limits, counts in ${store === 'Redis' ? 'Redis' : 'the database'}`;
  if (!hasPostgres) return Promise.resolve(skipped(name, 'PostgreSQL'));
  if (store === 'Redis' && !process.env.REDIS_URL)
    return Promise.resolve([
      { check: name, backend: 'PostgreSQL', figures: 'skipped: REDIS_URL is not set', expected: '—', result: 'SKIP' },
    ]);
  return part(name, 'PostgreSQL', async () => [replicaRateLimitRow(await replicaRateLimits(store))]);
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  // the two fuzzers share nothing but this process (PostgreSQL works in its own), so they run side by side
  const fuzzRows = (await Promise.all([fuzzPart('pglite'), fuzzPart('postgres')])).flat();
  const rows: SoakRow[] = [
    ...fuzzRows,
    ...(await stormPart()),
    ...(await killPart('postgres')),
    ...(await killPart('pglite')),
    ...(await stalledChargePart('postgres')),
    ...(await stalledChargePart('pglite')),
    ...(await part('rate limits', 'PGlite', async () => rateLimitRows(await rateLimitBursts()))),
    ...(await part('slow bodies', 'PGlite', async () => [slowBodyRow(await slowBodies(slowBodySockets))])),
    ...(await replicaLimitsPart('PostgreSQL')),
    ...(await replicaLimitsPart('Redis')),
    // like the fuzzers, the two share nothing but this process
    ...(await Promise.all([crossUserPart('pglite'), crossUserPart('postgres')])).flat(),
    ...(await cardHijackPart('pglite')),
    ...(await cardHijackPart('postgres')),
  ];

  const durationMs = Date.now() - started;
  const failed = rows.some((row) => row.result === 'FAIL');
  const table = soakTable(rows);
  console.log(`\n${table}\n`);
  for (const detail of details) {
    const findings = detail?.search(/### (Failures|Cross-user findings)/) ?? -1;
    if (findings >= 0) console.log(`${detail.slice(findings)}\n`);
  }
  console.log(`soak: ${seconds(durationMs)}, seed ${seed}${failed ? ', FAILED' : ''}`);
  if (process.env.SOAK_WRITE_DOCS !== '0') {
    const written = writeSoakDocs({
      table,
      details: details.filter(Boolean),
      durationMs,
      seed,
      fuzzRequests,
      placements,
      accounts,
      hasPostgres,
      load: [loadAtStart, os.loadavg()[0]],
    });
    console.log(`soak: figures written to ${written}`);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
