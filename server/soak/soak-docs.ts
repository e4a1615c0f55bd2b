import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figure, seconds } from './table';

const docsPath = path.resolve(import.meta.dirname, '../../docs/soak.md');

type SoakRun = { table: string; details: string[]; durationMs: number; seed: number; fuzzRequests: number; placements: number; hasPostgres: boolean; load: [start: number, end: number] };

/** docs/soak.md: the last run's table, where and how it ran, what each row does, and the per-route fuzzing counts. */
export function writeSoakDocs(run: SoakRun): string {
  const now = new Date();
  const text = `# Soak figures

\`npm run soak\` (\`server/soak/\`; not part of \`npm test\`; loopback only). Last run ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC
on this project's machine: ${os.cpus().length} cores, Node ${process.version}; load average ${run.load[0].toFixed(1)} when it started, ${run.load[1].toFixed(1)} when it ended${Math.max(...run.load) > os.cpus().length ? ' (other work was running: times are longer than on a quiet machine)' : ''}.
Whole run ${seconds(run.durationMs)}; ${figure(run.fuzzRequests)} fuzzed requests and ${figure(run.placements)} placements per database; seed ${run.seed}
(\`SOAK_SEED=${run.seed}\` generates the same requests again).${run.hasPostgres ? '' : ' DATABASE_URL was not set: the PostgreSQL rows were skipped.'}

${run.table}

What each row does:

- **fuzzed requests**: every route the app's router lists (read at run time, so a new route is included),
  each an equal share, through \`app.inject\` on a fresh seeded database (the dispatch control routes on).
  Path slots are real values or junk (\`0x3e9\`, \`%20\`, \`%ED%A0%80\`, 600 characters, huge numbers, traversal);
  query strings and bodies are generated from the route's zod contract with real catalog ids, or a valid body
  with one spot mutated (junk value, removed, nested 8 000 deep, oversized, a lone surrogate, wrapped, repeated),
  or junk (any JSON, broken JSON, 20 000-deep nesting, 70 kB, wrong content types, no body). PUT/DELETE/PATCH/OPTIONS
  on the API paths too. A 5xx, or a non-2xx answer that is not the error shape (\`server/contract/common.ts\`),
  or an API 2xx that is not JSON, counts against it. The embedded identity provider's routes (\`/authorize\`,
  \`/oauth/*\`, \`/userinfo\`, \`/interaction/*\`) answer in OAuth 2.0 / OpenID Connect's own error format or with
  HTML pages: a 5xx there still fails, their other formats are counted apart. Both databases get the same requests
  (same seed).
- **idempotency storm**: two \`server/main.ts\` processes on one fresh PostgreSQL database; for each key all its
  requests are sent at once, alternating between the processes.
- **kill -9**: a real server process; placements with 8 in flight; when half are acknowledged the process group
  gets SIGKILL, is started again on the same database (PGlite: the same DATA_DIR, whose lock names the dead pid),
  the rest are placed, and every order acknowledged with 201 is read back with GET. "Cut off" are requests in
  flight at the kill: the client never heard, so stored or not are both right.
- **rate limit**: RATE_LIMIT_FACTOR=1, no proxy trusted (the production default); a burst of three times the
  limit from one client, then on a fresh server the same burst with a different forged X-Forwarded-For on each.
  Every route in \`RATE_LIMITED_ROUTES\` (\`server/plugins/rate-limits.ts\`) gets a row.
- **cross-user attempts**: the routes that asked for sign-in (401) while being fuzzed are the account routes;
  while there are none the row is not applicable. Trying one account against another's data is not in the soak yet.

${run.details.join('\n\n')}
`;
  fs.writeFileSync(docsPath, text);
  return path.relative(process.cwd(), docsPath);
}
