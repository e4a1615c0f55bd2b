import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../model-tests/support/free-port';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  baseURL: string;
  pid: number;
  /** everything the process printed so far */
  output(): string;
  /** SIGTERM to the process group, SIGKILL after 5 s */
  stop(): Promise<void>;
  /** kill -9 at once, as a machine that loses power */
  kill(): Promise<void>;
};

type ServerProcessOptions = {
  /** variables for server/main.ts on top of this process's (PORT is chosen when not given) */
  env: NodeJS.ProcessEnv;
  /** a path that answers 2xx once the server is up */
  readyPath?: string;
  readyTimeoutMs?: number;
  /** echo the server's output to this process's stderr */
  echo?: boolean;
};

/** Starts the real server (`tsx server/main.ts`) as its own process group and waits until it answers. */
export async function startServerProcess({
  env,
  readyPath = '/',
  readyTimeoutMs = 90_000,
  echo = false,
}: ServerProcessOptions): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseURL = `http://127.0.0.1:${port}`;
  const running: ServerProcess = {
    baseURL,
    pid: child.pid!,
    output: () => output.join(''),
    stop: () => stopProcessGroup(child, 'SIGTERM'),
    kill: () => stopProcessGroup(child, 'SIGKILL'),
  };
  try {
    await waitUntilAnswering(`${baseURL}${readyPath}`, child, readyTimeoutMs);
  } catch (error) {
    await running.kill();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${running.output()}`);
  }
  return running;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `server exited before answering (code ${code}, signal ${signal})`;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer on ${url} within ${timeoutMs / 1000} s`);
}

async function stopProcessGroup(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // the group is tsx and the node process it starts; both were started here
  process.kill(-child.pid, signal);
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * A new PostgreSQL database on the server DATABASE_URL names (for servers started as processes, and each
 * test file's own): empty, or a copy of `template` (a database nobody is connected to).
 */
export async function createScratchDatabase(url: string, prefix = 'crust_scratch', template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  return {
    url: scratchUrl.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
