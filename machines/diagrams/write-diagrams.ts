import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allMachines } from '../index';
import { chooseCoverage, FORCE_COVERAGE_ENV, LAST_RUN_COVERAGE, PAGE_COVERAGE } from './coverage-source';
import { DIAGRAMS_DIR, diagramFiles } from './diagram-files';
import { mermaidVersion, renderSvgs } from './render-svg';
import { PAGE_FILE, pageHtml, pageModel } from './statechart-page';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dir = join(repoRoot, DIAGRAMS_DIR);
const files = diagramFiles(allMachines);

mkdirSync(dir, { recursive: true });
for (const stale of readdirSync(dir).filter((f) => f.endsWith('.md') && !files.has(f))) rmSync(join(dir, stale));
for (const [file, content] of files) writeFileSync(join(dir, file), content);
console.log(`wrote ${files.size} files to ${DIAGRAMS_DIR}/: ${[...files.keys()].join(', ')}`);

const forced = process.env[FORCE_COVERAGE_ENV];
const coverage = chooseCoverage({
  forced: forced ? resolve(forced) : undefined,
  lastRun: join(repoRoot, LAST_RUN_COVERAGE),
  page: join(repoRoot, PAGE_COVERAGE),
});
if (coverage.copyFrom) copyFileSync(coverage.copyFrom, join(repoRoot, PAGE_COVERAGE));
console.log(`coverage shown: ${coverage.why}${coverage.copyFrom ? `, copied to ${PAGE_COVERAGE}` : ''}`);

const model = pageModel(allMachines, coverage.text, mermaidVersion());
const svgs = await renderSvgs(model.machines.map((m) => m.diagram));
writeFileSync(join(dir, PAGE_FILE), pageHtml(model, svgs));
console.log(`wrote ${DIAGRAMS_DIR}/${PAGE_FILE} (${model.machines.length} machines, inputs ${model.inputsHash.slice(0, 19)}…)`);
