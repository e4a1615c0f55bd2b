import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './build-storefront';

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

interface ServerOptions {
  port: number;
  dataDir: string;
  staticDir: string;
}

const readyTimeoutMs = 90_000;

/**
 * Starts the real server (`tsx server/main.ts`) with PGlite in its own folder, automatic dispatch
 * off (DISPATCH_SPEED=0) and the dispatch control route on, so tests move orders themselves.
 */
export async function startServer({ port, dataDir, staticDir }: ServerOptions): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    DISPATCH_SPEED: '0',
    DISPATCH_CONTROL: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // Browser suites stay on PGlite even when the server tests run on PostgreSQL.
  delete env.DATABASE_URL;
  const child = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (process.env.MODEL_TESTS_SERVER_LOG) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(baseURL, child);
  } catch (error) {
    await stopProcessGroup(child);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  return { baseURL, stop: () => stopProcessGroup(child) };
}

async function waitUntilAnswering(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `server exited before answering (code ${code}, signal ${signal})`;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      const response = await fetch(`${baseURL}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer on ${baseURL} within ${readyTimeoutMs / 1000} s`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The group is tsx and the node process it starts; both were started here.
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }, 5_000);
  await exited;
  clearTimeout(timer);
}
