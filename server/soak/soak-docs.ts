import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figure, seconds } from './table';

const docsPath = path.resolve(import.meta.dirname, '../../docs/soak.md');

type SoakRun = {
  table: string;
  details: string[];
  durationMs: number;
  seed: number;
  fuzzRequests: number;
  placements: number;
  accounts: number;
  hasPostgres: boolean;
  load: [start: number, end: number];
};

/** docs/soak.md: the last run's table, where and how it ran, what each row does, and the per-route fuzzing counts. */
export function writeSoakDocs(run: SoakRun): string {
  const now = new Date();
  const text = `# Soak figures

\`npm run soak\` (\`server/soak/\`; not part of \`npm test\`; loopback only). Last run ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC
on this project's machine: ${os.cpus().length} cores, Node ${process.version}; load average ${run.load[0].toFixed(1)} when it started, ${run.load[1].toFixed(1)} when it ended${Math.max(...run.load) > os.cpus().length ? ' (other work was running: times are longer than on a quiet machine)' : ''}.
Whole run ${seconds(run.durationMs)}; ${figure(run.fuzzRequests)} fuzzed requests, ${figure(run.placements)} placements and ${figure(run.accounts)} accounts attacking each other per database;
seed ${run.seed} (\`SOAK_SEED=${run.seed}\` generates the same requests and fuzzed ids again).${run.hasPostgres ? '' : ' DATABASE_URL was not set: the PostgreSQL rows were skipped.'}

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
  flight at the kill: the client never heard, so stored or not are both right. A restart the PGlite lock refuses
  (the killed pid not yet reaped) is retried and counted; \`server/db/lock.ts\` counts such a zombie as gone, so it must be 0.
- **kill -9 during card charges** (\`server/soak/kill-during-card-charges.ts\`): card orders (the sandbox's 4242 made
  in the browser's way, each with its own Idempotency-Key), 8 in flight, SIGKILL when half are acknowledged, so some
  die between the charge and the order's update; restarted with the payment sweeper every 2 s. After the 90 s stall
  limit and two sweeps every key is looked up: none may still answer 409 in progress, and the card sandbox is
  searched for each order's charges (metadata order_uuid): a placed order charged exactly once, a cancelled one never.
- **rate limit**: RATE_LIMIT_FACTOR=1, no proxy trusted (the production default); a burst of three times the
  limit from one client, then on a fresh server the same burst with a different forged X-Forwarded-For on each.
  Every route in \`RATE_LIMITED_ROUTES\` (\`server/plugins/rate-limits.ts\`) gets a row.
- **two-replica limits** (\`server/soak/replica-rate-limits.ts\`): two \`server/main.ts\` processes on one fresh
  PostgreSQL database with RATE_LIMIT_FACTOR=1 and SUPPORT_AGENT_KEY set, counting in the database (no REDIS_URL), then
  in Redis (REDIS_URL, a prefix of the run's own); 60 placements at once from one client alternate between them, then
  30 wrong agent keys and forged agent tokens the same way, then the right key and the seeded demo agent's token
  (signed in through each process's provider, 200 before the guesses) on each. The limits must hold once, not once per process.
- **cross-user attempts** (\`server/soak/cross-user.ts\`): a fresh app per database (\`app.inject\`, as the fuzzing).
  ${run.accounts} accounts sign up through the embedded provider as the storefront does (authorize with PKCE, the sign-up
  form, the token exchange: \`server/identity/oidc-test-client.ts\`); each gets a name and phone (PUT users/{id}), two saved
  addresses the geocoder knows (Court St 11201, Atlantic Ave 11217), changed preferences, an SMS subscription and an order
  placed with its token. Then each account in turn, with its own valid token, goes at every other one (B):
  PUT users/{B's id}, PUT user_preferences/{B's id} and DELETE addresses/{B's id} must be refused, and so must a token
  forged to name B (B's subject in the caller's token, signature kept; alg none; HS256 keyed with the server's public key;
  RS256 by another key under the server's kid) on users/me, PUT users, DELETE addresses and /userinfo, while the account
  reads answer such a token their signed-out result. B's phone (POST and GET sms_subscriptions), B's shop and id
  (GET orders), and B's ids smuggled into bodies, query strings and an X-User-Id header (POST v2/orders, POST addresses,
  PUT users/{own id}, PUT user_preferences/{own id}, GET addresses, GET user_preferences) must get the caller's own data
  only. Each turn also reads the caller's own users/me, turn_to tokens, payment_methods, /userinfo, orders, addresses and
  SMS subscriptions, and sends 12 fuzzed ids to each of the three routes with an id in the path (other accounts' ids of
  any kind, neighbours, random ones, 2^31, 15 digits, and spellings such as \`0…\`, \`+…\`, \`%20…\`, percent-encoded or
  full-width digits, \`….0\`, \`0x…\`, \`…,own\`; never one naming the caller's own row).
  **Leaked**: another account's data in an answer: its tag (in its last name, email and second address line) anywhere
  in the text, or its user id, phone, preferences id, address id, SMS subscription id, order id or uuid, or subject in an
  object that carries one (tokens in answers are opened and read too). **Changed**: after every write the other accounts'
  rows in the database (users, saved addresses, preferences, SMS subscriptions, linked orders) are hashed and compared,
  and after each account's turn every other account reads its users/me, addresses, preferences, SMS subscriptions and
  orders with its own token and compares them with what it read before. Both detectors are tested before the attempts
  (B's own answers read as A's are flagged, by ids alone too; B changing its own preferences is seen). Every route the fuzzing saw asking for
  sign-in (401) must be among those attempted. Not attempted: GET /v1/orders/{uuid} and the tracking service's
  GET /v2/orders/{uuid}, public by design (an order is tracked by its uuid, signed out too), and
  /services/traits/api/v1/user-device/latest (keyed by the browser's anonymous id, not by account).

${run.details.join('\n\n')}
`;
  fs.writeFileSync(docsPath, text);
  return path.relative(process.cwd(), docsPath);
}
