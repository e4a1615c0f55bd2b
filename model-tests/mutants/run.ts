/**
 * `npm run test:mutants [-- id …]` (issue 33 item 2): for each mutant of model-tests/mutants/mutants.ts, one at a
 * time, writes the wrong value into the app's source, builds the storefront, runs the suites that walk it
 * (no retry; the first failing path is enough) and puts the source back. A mutant is caught when a suite fails.
 * Prints caught / total per machine and the survivors, and writes docs/mutants.md. Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStorefront, repoRoot } from '../support/build-storefront';
import { MUTANTS, type Mutant } from './mutants';

type Verdict = { mutant: Mutant; verdict: 'caught' | 'survived' | 'not applicable'; seconds: number; detail: string };

function applyMutant(mutant: Mutant): (() => void) | string {
  const path = join(repoRoot, mutant.file);
  const original = readFileSync(path, 'utf8');
  const occurrences = original.split(mutant.from).length - 1;
  if (occurrences !== 1) return `the text is in ${mutant.file} ${occurrences} times (must be once): the table is out of date`;
  writeFileSync(path, original.replace(mutant.from, mutant.to));
  const restore = () => writeFileSync(path, original);
  process.once('SIGINT', () => {
    restore();
    process.exit(130);
  });
  return restore;
}

function runMutant(mutant: Mutant): Verdict {
  const startedAt = Date.now();
  const restore = applyMutant(mutant);
  if (typeof restore === 'string') return { mutant, verdict: 'not applicable', seconds: 0, detail: restore };
  const workDir = mkdtempSync(join(tmpdir(), `crust-mutant-${mutant.id}-`));
  try {
    buildStorefront(join(workDir, 'dist'));
    const run = spawnSync(
      join(repoRoot, 'node_modules', '.bin', 'playwright'),
      ['test', '-c', 'model-tests/playwright.config.ts', '--retries=0', '--max-failures=1', ...mutant.suites],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, MODEL_TESTS_STATIC_DIR: join(workDir, 'dist'), MODEL_TESTS_OUTPUT_DIR: join(workDir, 'results') },
      },
    );
    const failed = (run.stdout.match(/^\s+\d+\) .+$/m) ?? [''])[0].trim();
    return {
      mutant,
      verdict: run.status === 0 ? 'survived' : 'caught',
      seconds: Math.round((Date.now() - startedAt) / 1000),
      detail: run.status === 0 ? `${mutant.suites.join(', ')} passed` : failed || `exit ${run.status}`,
    };
  } finally {
    restore();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function report(verdicts: Verdict[]): string {
  const machines = [...new Set(verdicts.map((v) => v.mutant.machine))];
  const lines = [
    '| machine | caught / total |',
    '|---|---|',
    ...machines.map((machine) => {
      const own = verdicts.filter((v) => v.mutant.machine === machine && v.verdict !== 'not applicable');
      return `| ${machine} | ${own.filter((v) => v.verdict === 'caught').length} / ${own.length} |`;
    }),
    '',
    '| mutant | spec | suites | verdict | time | first failing path, or why |',
    '|---|---|---|---|---|---|',
    ...verdicts.map(
      (v) =>
        `| ${v.mutant.id} | ${v.mutant.spec.replace(/\|/g, '\\|')} | ${v.mutant.suites.join(', ')} | ${v.verdict} | ${v.seconds} s | ${v.detail.replace(/\|/g, '\\|')} |`,
    ),
  ];
  return lines.join('\n');
}

const only = process.argv.slice(2);
const chosen = only.length ? MUTANTS.filter((mutant) => only.includes(mutant.id)) : MUTANTS;
const verdicts: Verdict[] = [];
for (const mutant of chosen) {
  console.log(`mutant ${mutant.id}: ${mutant.file}`);
  const verdict = runMutant(mutant);
  console.log(`  ${verdict.verdict} (${verdict.seconds} s) ${verdict.detail}`);
  verdicts.push(verdict);
}
const table = report(verdicts);
console.log(`\n${table}`);
const survivors = verdicts.filter((v) => v.verdict !== 'caught');
if (survivors.length) console.log(`\nNot caught: ${survivors.map((v) => `${v.mutant.id} (${v.verdict})`).join(', ')}`);
writeFileSync(
  join(repoRoot, 'docs', 'mutants.md'),
  `# Mutation run (issue 33 item 2)\n\n\`npm run test:mutants\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${verdicts.length} of ${MUTANTS.length} mutants` +
    `${only.length ? ` (asked: ${only.join(', ')})` : ''}.\n\n${table}\n`,
);
process.exit(survivors.some((v) => v.verdict === 'survived') ? 1 : 0);
