/**
 * `npm run diagrams:gallery [suite…]`: walks every model suite (or the ones named; the other suites'
 * shots from earlier walks stay) with the gallery on, a screenshot after each step at 375 px, then
 * writes docs/gallery/ from every staged shot. A suite with a failed path is walked again at its own
 * viewport width, and a path that then walks to its end replaces the failed one (the page says at
 * which width). Named suites: the machines no staged shot shows keep their pages and rows in docs/gallery/. `--build-only` rewrites docs/gallery/ from the staged shots (GALLERY_STAGING,
 * default <tmp>/crust-gallery).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allMachines } from '../../machines';
import { machineTotals } from '../support/machine-coverage';
import { galleryIndexHtml, galleryMachine, indexRows, machinePageHtml, machineRow, tallyText } from './gallery-index';
import { GALLERY_ENV, GALLERY_WIDTH_ENV, type GalleryPath } from './gallery-shots';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const suitesDir = join(repoRoot, 'model-tests', 'suites');
const outDir = join(repoRoot, 'docs', 'gallery');
const staging = process.env.GALLERY_STAGING ?? join(tmpdir(), 'crust-gallery');
const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
const named = args.filter((arg) => !arg.startsWith('--'));

const modelSuites = readdirSync(suitesDir)
  .filter((file) => file.endsWith('.spec.ts') && readFileSync(join(suitesDir, file), 'utf8').includes('testModel('))
  .filter((file) => named.length === 0 || named.some((name) => file === name || file === `${name}.spec.ts`))
  .sort();

/** Walks the suites into `shots`, first dropping what earlier walks of the same suites left there (other suites' shots stay). */
function walk(suites: string[], shots: string, width: 'gallery' | 'own'): void {
  for (const path of readPaths(shots).filter((path) => path.suite && suites.includes(path.suite))) {
    for (const step of path.steps) if (step.shot) rmSync(join(path.folder, step.shot), { force: true });
    rmSync(path.file, { force: true });
  }
  console.log(`gallery: walking ${suites.length} suites at ${width === 'own' ? 'their own width' : '375 px'}: ${suites.join(', ')}`);
  spawnSync('npx', ['playwright', 'test', '-c', 'model-tests/playwright.config.ts', ...suites.map((file) => `suites/${file}`)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      [GALLERY_ENV]: shots,
      [GALLERY_WIDTH_ENV]: width === 'own' ? 'own' : '',
      MODEL_TESTS_OUTPUT_DIR: join(staging, `results-${width}`),
    },
  });
}

type StagedPath = GalleryPath & { folder: string; file: string };

function readPaths(shots: string): StagedPath[] {
  if (!existsSync(shots)) return [];
  return readdirSync(shots).flatMap((machine) =>
    readdirSync(join(shots, machine))
      .filter((file) => file.endsWith('.path.json'))
      .map((file) => ({
        ...(JSON.parse(readFileSync(join(shots, machine, file), 'utf8')) as GalleryPath),
        folder: join(shots, machine),
        file: join(shots, machine, file),
      })),
  );
}

const phoneShots = join(staging, 'shots-375');
const ownShots = join(staging, 'shots-own');
if (!buildOnly) {
  if (modelSuites.length === 0) throw new Error(`no model suite matches ${named.join(', ')}`);
  walk(modelSuites, phoneShots, 'gallery');
  const failedSuites = [
    ...new Set(
      readPaths(phoneShots).flatMap((path) => (path.failure && path.suite && modelSuites.includes(path.suite) ? [path.suite] : [])),
    ),
  ];
  if (failedSuites.length) walk(failedSuites, ownShots, 'own');
}

// A path that failed at 375 px is replaced by the same path walked to its end at the suite's own width.
const phone = readPaths(phoneShots);
const own = readPaths(ownShots).filter((path) => !path.failure);
const key = (path: GalleryPath) => `${path.machine}\n${path.walk}\n${path.title}`;
const ownByKey = new Map(own.map((path) => [key(path), path]));
const chosen = phone.map((path) => (path.failure ? (ownByKey.get(key(path)) ?? path) : path));

// Walking only some suites keeps the other machines' pages and rows as the earlier runs wrote them.
const indexFile = join(outDir, 'index.html');
const earlierRows = named.length && existsSync(indexFile) ? indexRows(readFileSync(indexFile, 'utf8')) : new Map<string, string>();
mkdirSync(outDir, { recursive: true });
const rows: string[] = [];
const machines = allMachines.flatMap(({ name, machine }) => {
  const paths = chosen.filter((path) => path.machine === name);
  const kept = paths.length === 0 ? earlierRows.get(name) : undefined;
  if (kept) {
    rows.push(kept);
    return [];
  }
  const unreachable = Object.assign({}, ...paths.map((path) => path.unreachable)) as Record<string, string>;
  const gallery = galleryMachine(name, machine.root.description ?? '', machineTotals(machine), unreachable, paths);
  const dir = join(outDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const path of paths) {
    for (const step of path.steps) if (step.shot) copyFileSync(join(path.folder, step.shot), join(dir, step.shot));
  }
  gallery.paths = paths.map(({ folder: _folder, file: _file, ...path }) => path);
  writeFileSync(join(dir, 'index.html'), machinePageHtml(gallery));
  rows.push(machineRow(gallery));
  return [gallery];
});
writeFileSync(indexFile, galleryIndexHtml(rows));
for (const machine of machines) {
  const missing = machine.states.filter((state) => !state.shot).map((state) => state.id);
  console.log(
    `gallery ${machine.name}: states with a shot ${tallyText(machine)}${missing.length ? `; no shot: ${missing.join(', ')}` : ''}`,
  );
}
console.log(`gallery: wrote docs/gallery/ (${machines.length} machines walked, ${rows.length - machines.length} kept as they were)`);
