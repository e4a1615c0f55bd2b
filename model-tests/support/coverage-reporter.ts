import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { coverageAttachment } from './machine-coverage';

interface CoverageRecord {
  machine: string;
  totals: { states: string[]; transitions: string[] };
  states: string[];
  transitions: string[];
}

interface MachineCoverage {
  totals: CoverageRecord['totals'];
  states: Set<string>;
  transitions: Set<string>;
  paths: number;
}

/**
 * Adds up the states and transitions each path reached (attached by the driver) and prints one line
 * per machine, `coverage <machine>: states a/b, transitions c/d`, then writes coverage.json.
 */
export default class CoverageReporter implements Reporter {
  private outputDir = '';
  private readonly machines = new Map<string, MachineCoverage>();

  onBegin(config: FullConfig): void {
    this.outputDir = config.projects[0]?.outputDir ?? join(config.rootDir, '.results');
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== coverageAttachment || !attachment.body) continue;
      const record = JSON.parse(attachment.body.toString()) as CoverageRecord;
      const entry = this.machines.get(record.machine) ?? {
        totals: record.totals,
        states: new Set<string>(),
        transitions: new Set<string>(),
        paths: 0,
      };
      record.states.forEach((state) => entry.states.add(state));
      record.transitions.forEach((transition) => entry.transitions.add(transition));
      entry.paths += 1;
      this.machines.set(record.machine, entry);
    }
  }

  onEnd(): void {
    if (this.machines.size === 0) return;
    const report: Record<string, unknown> = {};
    const lines: string[] = [];
    for (const [machine, entry] of [...this.machines].sort(([a], [b]) => a.localeCompare(b))) {
      const states = entry.totals.states.filter((state) => entry.states.has(state));
      const transitions = entry.totals.transitions.filter((transition) => entry.transitions.has(transition));
      lines.push(
        `coverage ${machine}: states ${states.length}/${entry.totals.states.length}, transitions ${transitions.length}/${entry.totals.transitions.length}`,
      );
      for (const missed of [...entry.totals.states, ...entry.totals.transitions]) {
        if (!entry.states.has(missed) && !entry.transitions.has(missed)) lines.push(`  not reached: ${missed}`);
      }
      report[machine] = {
        paths: entry.paths,
        states: { covered: states.length, total: entry.totals.states.length },
        transitions: { covered: transitions.length, total: entry.totals.transitions.length },
        missedStates: entry.totals.states.filter((state) => !entry.states.has(state)),
        missedTransitions: entry.totals.transitions.filter((transition) => !entry.transitions.has(transition)),
      };
    }
    console.log(`\n${lines.join('\n')}`);
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(
      join(this.outputDir, 'coverage.json'),
      `${JSON.stringify({ mode: process.env.MODEL_TESTS === 'full' ? 'full' : 'quick', machines: report }, null, 2)}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
