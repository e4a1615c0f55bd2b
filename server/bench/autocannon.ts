import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const autocannon = path.resolve('node_modules/.bin/autocannon');
const run = promisify(execFile);

export type Route = { name: string; path: string; method?: 'POST'; body?: string; headers?: Record<string, string> };
export type Result = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };

/** autocannon against one route for `seconds`, in a child process (the server answers from this one); prints a line. */
export async function measure(address: string, route: Route, concurrency: number, seconds: number): Promise<Result> {
  const args = ['-j', '-c', String(concurrency), '-d', String(seconds)];
  if (route.method) args.push('-m', route.method, '-H', 'content-type=application/json', '-b', route.body ?? '');
  for (const [name, value] of Object.entries(route.headers ?? {})) args.push('-H', `${name}=${value}`);
  const { stdout } = await run(autocannon, [...args, `${address}${route.path}`], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const result = JSON.parse(stdout) as Result;
  // a revalidation's 304 is its success, not a failure
  const failures = (route.headers?.['if-none-match'] ? 0 : result.non2xx) + result.errors;
  console.log(`${route.name.padEnd(22)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${failures ? `  ${failures} failures` : ''}`);
  return result;
}
