import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { allMachines } from '../../machines';
import { addRecord, gateProblems, missedItems, type MachineWalk } from './coverage-gate';
import { coverageAttachment, type CoverageRecord } from './machine-coverage';

export type CoverageReporterOptions = {
  /** a shard of a run (`--shard=i/n`): coverage adds up over every shard, so the gate is left to the merge */
  shard?: boolean;
  /** the suites a run must cover for the gate to apply, and the machines they must walk (a test's fixture) */
  suitesDir?: string;
  machines?: readonly string[];
  /** the run of `npm run test:model:merge`, which replays the shards' reports */
  merge?: boolean;
  /** where coverage.json goes; the project's outputDir unless given */
  outputDir?: string;
};

/**
 * Adds up the states and transitions each path reached (attached by the driver), prints one line per
 * machine, `coverage <machine>: states a/b, transitions c/d`, writes coverage.json (with the tests that
 * walked each state and transition, read by `npm run diagrams`), and is the coverage gate: on a run of
 * every suite, a machine without a suite or with a state or transition neither walked nor listed as
 * unreachable (with its reason, in the model) fails the run. On a sharded run it runs again in
 * `npm run test:model:merge` (playwright merge-reports replays every shard's tests and attachments), and
 * the gate is applied there, to the whole run, with the same failures.
 */
export default class CoverageReporter implements Reporter {
  private outputDir = '';
  private everySuite = false;
  private readonly walks = new Map<string, MachineWalk>();
  private readonly suitesDir: string;
  private readonly machines: readonly string[];

  constructor(private readonly options: CoverageReporterOptions = {}) {
    this.suitesDir = options.suitesDir ?? resolve(import.meta.dirname, '..', 'suites');
    this.machines = options.machines ?? allMachines.map((entry) => entry.name);
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.outputDir = this.options.outputDir ?? config.projects[0]?.outputDir ?? join(config.rootDir, '.results');
    // A model suite's tests are declared in the driver (test.location), so the spec file is read from the
    // title path: ['', project, '<spec file relative to testDir>', …].
    const running = new Set(suite.allTests().map((test) => basename(test.titlePath()[2] ?? '')));
    const suiteFiles = readdirSync(this.suitesDir).filter((file) => file.endsWith('.spec.ts'));
    this.everySuite = suiteFiles.every((file) => running.has(file));
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name === coverageAttachment && attachment.body)
        addRecord(this.walks, JSON.parse(attachment.body.toString()) as CoverageRecord);
    }
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.walks.size === 0) return undefined;
    const report: Record<string, unknown> = {};
    const lines: string[] = [];
    for (const [machine, walk] of [...this.walks].sort(([a], [b]) => a.localeCompare(b))) {
      const walked = (items: string[]) => items.filter((item) => walk.walkedBy.has(item)).length;
      lines.push(
        `coverage ${machine}: states ${walked(walk.totals.states)}/${walk.totals.states.length}, transitions ${walked(walk.totals.transitions)}/${walk.totals.transitions.length}`,
      );
      for (const missed of missedItems(walk)) {
        const reason = walk.unreachable[missed];
        lines.push(reason ? `  unreachable from the UI: ${missed} (${reason})` : `  not reached: ${missed}`);
      }
      report[machine] = {
        paths: walk.paths,
        totals: walk.totals,
        unreachable: walk.unreachable,
        walkedBy: Object.fromEntries([...walk.walkedBy].map(([item, tests]) => [item, [...tests].sort()])),
      };
    }
    console.log(`\n${lines.join('\n')}`);
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(
      join(this.outputDir, 'coverage.json'),
      `${JSON.stringify({ mode: process.env.MODEL_TESTS === 'full' ? 'full' : 'quick', everySuite: this.everySuite, machines: report }, null, 2)}\n`,
    );
    if (this.options.shard) {
      console.log('coverage gate: applied by npm run test:model:merge (this is one shard of the run)');
      return undefined;
    }
    if (!this.everySuite) {
      console.log('coverage gate: not applied (only some suites ran; coverage adds up over all of them)');
      return undefined;
    }
    const problems = gateProblems(this.walks, this.machines);
    if (problems.length === 0) {
      console.log(`coverage gate: passed (${this.walks.size} machines)`);
      return undefined;
    }
    console.log(`\ncoverage gate: FAILED\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    // merge-reports exits with the shards' status and ignores a reporter's, so the merge fails here (reporters run in order, this one last)
    if (this.options.merge) process.exit(1);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }

  printsToStdio(): boolean {
    return false;
  }
}
