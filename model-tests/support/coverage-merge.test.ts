import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const fixture = resolve(import.meta.dirname, 'shard-merge-fixture');
const scratch = mkdtempSync(join(tmpdir(), 'crust-coverage-merge-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Run = { exitCode: number; gate: string[]; machines: unknown };

// Playwright's CLI on this Node, without npx's own start (eight runs here)
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');

function playwright(args: string[], env: Record<string, string>): { exitCode: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [playwrightCli, ...args], {
      cwd: fixture,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { exitCode: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { exitCode: failed.status, output: failed.stdout };
  }
}

/** The gate's verdict (its lines) and the coverage.json a run or a merge wrote. */
function verdict(exitCode: number, output: string, outputDir: string): Run {
  const gate = output.split('\n').filter((line) => line.startsWith('coverage gate') || line.startsWith('  m: '));
  return { exitCode, gate, machines: JSON.parse(readFileSync(join(outputDir, 'coverage.json'), 'utf8')).machines };
}

function singleRun(name: string, env: Record<string, string>): Run {
  const outputDir = join(scratch, name);
  const run = playwright(['test', '-c', 'playwright.config.ts'], { ...env, FIXTURE_OUTPUT_DIR: outputDir });
  return verdict(run.exitCode, run.output, outputDir);
}

function twoShardsMerged(name: string, env: Record<string, string>): Run & { shardGates: string[] } {
  const blobs = join(scratch, `${name}-blobs`);
  const shardGates = ['1/2', '2/2'].map((shard) => {
    const run = playwright(['test', '-c', 'playwright.config.ts', `--shard=${shard}`], {
      ...env,
      MODEL_TESTS_BLOB_DIR: blobs,
      FIXTURE_OUTPUT_DIR: join(scratch, `${name}-shard-${shard[0]}`),
    });
    return run.output.split('\n').find((line) => line.startsWith('coverage gate')) ?? '';
  });
  const outputDir = join(scratch, `${name}-merged`);
  const merge = playwright(['merge-reports', '-c', 'merge.config.ts', blobs], { ...env, FIXTURE_OUTPUT_DIR: outputDir });
  return { ...verdict(merge.exitCode, merge.output, outputDir), shardGates };
}

describe('a run in two shards, merged', () => {
  it('passes the gate as one run does, and leaves the gate to the merge', () => {
    const single = singleRun('passing', {});
    const { shardGates, ...merged } = twoShardsMerged('passing', {});
    expect(single.gate).toEqual(['coverage gate: passed (1 machines)']);
    expect(merged).toEqual(single);
    expect(shardGates).toEqual([
      'coverage gate: applied by npm run test:model:merge (this is one shard of the run)',
      'coverage gate: applied by npm run test:model:merge (this is one shard of the run)',
    ]);
  }, 240_000);

  it('fails the gate with the same failures as one run', () => {
    const single = singleRun('failing', { FIXTURE_SKIP_BACK: '1' });
    const { shardGates: _, ...merged } = twoShardsMerged('failing', { FIXTURE_SKIP_BACK: '1' });
    expect(single.exitCode).toBe(1);
    expect(single.gate).toEqual([
      'coverage gate: FAILED',
      '  m: not walked, and not listed as unreachable with a reason: m.b --back--> m.a',
    ]);
    expect(merged).toEqual(single);
  }, 240_000);
});
