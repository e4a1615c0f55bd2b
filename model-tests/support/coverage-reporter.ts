import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { allMachines } from '../../machines';
import { addRecord, gateProblems, missedItems, type MachineWalk } from './coverage-gate';
import { coverageAttachment, type CoverageRecord } from './machine-coverage';

const suitesDir = resolve(import.meta.dirname, '..', 'suites');

/**
 * Adds up the states and transitions each path reached (attached by the driver), prints one line per
 * machine, `coverage <machine>: states a/b, transitions c/d`, writes coverage.json (with the tests that
 * walked each state and transition, read by `npm run diagrams`), and is the coverage gate: on a run of
 * every suite, a machine without a suite or with a state or transition neither walked nor listed as
 * unreachable (with its reason, in the model) fails the run.
 */
export default class CoverageReporter implements Reporter {
  private outputDir = '';
  private everySuite = false;
  private readonly walks = new Map<string, MachineWalk>();

  onBegin(config: FullConfig, suite: Suite): void {
    this.outputDir = config.projects[0]?.outputDir ?? join(config.rootDir, '.results');
    // A model suite's tests are declared in the driver (test.location), so the spec file is read from the
    // title path: ['', project, '<spec file relative to testDir>', …].
    const running = new Set(suite.allTests().map((test) => basename(test.titlePath()[2] ?? '')));
    const suiteFiles = readdirSync(suitesDir).filter((file) => file.endsWith('.spec.ts'));
    this.everySuite = suiteFiles.every((file) => running.has(file));
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name === coverageAttachment && attachment.body) addRecord(this.walks, JSON.parse(attachment.body.toString()) as CoverageRecord);
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
    if (!this.everySuite) {
      console.log('coverage gate: not applied (only some suites ran; coverage adds up over all of them)');
      return undefined;
    }
    const problems = gateProblems(this.walks, allMachines.map((entry) => entry.name));
    if (problems.length === 0) {
      console.log(`coverage gate: passed (${this.walks.size} machines)`);
      return undefined;
    }
    console.log(`\ncoverage gate: FAILED\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }

  printsToStdio(): boolean {
    return false;
  }
}
