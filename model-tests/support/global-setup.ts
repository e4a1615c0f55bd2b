import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteTemplateDir } from '../../server/test/seeded-templates';
import { buildStorefront } from './build-storefront';
import { freePort } from './free-port';
import { startServer } from './start-server';

/** The flagged server's settings: the support chat on (its agent signs in as the seeded demo agent), and the card gateway asked of the payment service. */
const FLAGGED_SERVER_ENV = {
  FEATURE_FLAGS: 'web_salesforce_messaging_support,sf_adyen_payments,paypal_web,web_third_party_payments',
};

/**
 * Builds the storefront once, starts the real server on a free port with its own PGlite folder,
 * and hands the address to the workers through CRUST_BASE_URL. Returns the teardown.
 *
 * A second server on the same build has the flagged features on (FLAGGED_SERVER_ENV: the support chat,
 * answered by the seeded demo agent's sign-in; the card gateway fetched; PayPal offered), for the suites that walk them: CRUST_FLAGGED_BASE_URL.
 *
 * MODEL_TESTS_STATIC_DIR serves an existing build instead of building (used by the break proof,
 * which serves a copy of the build with one view patched). MODEL_TESTS_BASE_URL uses a server that
 * is already running (it must have DISPATCH_SPEED=0 and DISPATCH_CONTROL=1).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.MODEL_TESTS_BASE_URL) {
    process.env.CRUST_BASE_URL = process.env.MODEL_TESTS_BASE_URL;
    process.env.CRUST_FLAGGED_BASE_URL = process.env.MODEL_TESTS_FLAGGED_BASE_URL ?? process.env.MODEL_TESTS_BASE_URL;
    return async () => {};
  }
  const workDir = mkdtempSync(join(tmpdir(), 'crust-model-tests-'));
  const staticDir = process.env.MODEL_TESTS_STATIC_DIR ?? join(workDir, 'dist');
  if (!process.env.MODEL_TESTS_STATIC_DIR) buildStorefront(staticDir);
  const startedAt = Date.now();
  // built once here (the server tests may have built it already), then copied for each server
  await pgliteTemplateDir();
  const [server, flagged] = await Promise.all([
    startServer({ port: await freePort(), dataDir: join(workDir, 'data'), staticDir }),
    startServer({ port: await freePort(), dataDir: join(workDir, 'flagged-data'), staticDir, env: FLAGGED_SERVER_ENV }),
  ]);
  console.log(
    `model-tests: servers answering on ${server.baseURL} and (flags on) ${flagged.baseURL} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  process.env.CRUST_BASE_URL = server.baseURL;
  process.env.CRUST_FLAGGED_BASE_URL = flagged.baseURL;
  // a suite that needs settings of its own starts its own server on the same build (suites/unansweredOrders.spec.ts)
  process.env.CRUST_STATIC_DIR = staticDir;
  return async () => {
    await Promise.all([server.stop(), flagged.stop()]);
    rmSync(workDir, { recursive: true, force: true });
  };
}
