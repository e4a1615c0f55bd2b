import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const autocannon = path.resolve('node_modules/.bin/autocannon');
const rotating = path.resolve(import.meta.dirname, 'rotating-load.mjs');
const run = promisify(execFile);
const output = { encoding: 'utf8', maxBuffer: 1 << 24 } as const;

export type Request = { path: string; method?: 'POST'; body?: string };
/** `inTurn`: many requests asked in turn, one each time (`path` and `body` are the first's), through rotating-load.mjs */
export type Route = Request & { name: string; headers?: Record<string, string>; inTurn?: Request[] };
export type Result = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };

/** Many requests in turn, from a child process of its own (rotating-load.mjs). */
async function rotatingLoad(url: string, requests: Request[], connections: number, seconds: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-bench-requests-'));
  try {
    const file = path.join(dir, 'requests.json');
    fs.writeFileSync(file, JSON.stringify(requests));
    return await run(process.execPath, [rotating, JSON.stringify({ url, file, connections, seconds })], output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** autocannon against one route for `seconds`, in a child process (the server answers from this one); prints a line. */
export async function measure(address: string, route: Route, concurrency: number, seconds: number): Promise<Result> {
  const args = ['-j', '-c', String(concurrency), '-d', String(seconds)];
  if (route.method) args.push('-m', route.method, '-H', 'content-type=application/json', '-b', route.body ?? '');
  for (const [name, value] of Object.entries(route.headers ?? {})) args.push('-H', `${name}=${value}`);
  const { stdout } = route.inTurn
    ? await rotatingLoad(address, route.inTurn, concurrency, seconds)
    : await run(autocannon, [...args, `${address}${route.path}`], output);
  const result = JSON.parse(stdout) as Result;
  // a revalidation's 304 is its success, not a failure
  const failures = (route.headers?.['if-none-match'] ? 0 : result.non2xx) + result.errors;
  console.log(
    `${route.name.padEnd(22)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${failures ? `  ${failures} failures` : ''}`,
  );
  return result;
}
