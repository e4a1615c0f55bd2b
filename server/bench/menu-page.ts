/**
 * The menu page as a shopper's phone gets it: `npx tsx server/bench/menu-page.ts`.
 *
 * 1. First-load JS (gzip) of the menu route — every script the built page loads before it is usable,
 *    as Chromium fetched them — beside a build of React + ReactDOM alone (the floor).
 * 2. Lighthouse 12 mobile runs (default mobile emulation and throttling; BENCH_LIGHTHOUSE_RUNS, 5,
 *    reported as the median and the range) of the built menu page,
 *    served with its API by the real server on a fresh PGlite folder (server-rendered, as shoppers
 *    get it): score, FCP, LCP, CLS, TBT.
 *
 * Targets (issue #3): first-load JS ≤ 2× React + ReactDOM; Lighthouse ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02.
 * CHROME_PATH defaults to /usr/bin/chromium; BENCH_LIST_FILES=1 lists the first load's scripts with their sizes.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { withBuiltStorefront } from './built-storefront';

const root = path.resolve(import.meta.dirname, '..', '..');
const menuPath = '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeArgs = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const run = promisify(execFile);

function viteBuild(outDir: string, extraArgs: string[] = [], cwd = root) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error', ...extraArgs], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed in ${cwd}`);
}

const gzipBytes = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** React + ReactDOM alone: a one-line app rendering a div, built by the same Vite. */
function reactFloorGzip(work: string): number {
  const dir = path.join(work, 'react-floor');
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/src/main.js"></script>');
  fs.writeFileSync(
    path.join(dir, 'src', 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('div', null, 'hello'));\n",
  );
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const out = path.join(dir, 'dist');
  viteBuild(out, [], dir);
  return fs
    .readdirSync(path.join(out, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipBytes(path.join(out, 'assets', name)), 0);
}

/** The scripts the built menu page loads until the network is idle, gzipped from the build folder. */
async function menuFirstLoadGzip(baseURL: string, distDir: string): Promise<{ total: number; files: string[] }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(baseURL + menuPath, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const files = [...scripts].filter((file) => fs.existsSync(path.join(distDir, file)));
    return { total: files.reduce((sum, file) => sum + gzipBytes(path.join(distDir, file)), 0), files };
  } finally {
    await browser.close();
  }
}

type LighthouseResult = {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
};

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

type LighthouseFigures = { score: number; fcp: number; lcp: number; cls: number; tbt: number };

function figuresOf(report: LighthouseResult): LighthouseFigures {
  const audit = (id: string) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbt: Math.round(audit('total-blocking-time')),
  };
}

async function lighthouse(url: string, work: string): Promise<LighthouseResult> {
  const output = path.join(work, 'lighthouse.json');
  await run(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [url, '--output=json', `--output-path=${output}`, '--only-categories=performance', '--quiet', `--chrome-flags=${chromeArgs.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 1 << 26 },
  );
  return JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseResult;
}

async function main() {
  await withBuiltStorefront('crust-menu-bench-', async ({ work, distDir, address }) => {
    const floor = reactFloorGzip(work);
    const firstLoad = await menuFirstLoadGzip(address, distDir);
    const ratio = firstLoad.total / floor;
    console.log(`menu page first-load JS (gzip): ${kb(firstLoad.total)} in ${firstLoad.files.length} files`);
    if (process.env.BENCH_LIST_FILES) for (const file of firstLoad.files.sort()) console.log(`  ${kb(gzipBytes(path.join(distDir, file)))}  ${file}`);
    console.log(`React + ReactDOM alone (gzip):  ${kb(floor)}`);
    console.log(`ratio ${ratio.toFixed(2)}× (target ≤ 2×: ${ratio <= 2 ? 'met' : 'MISSED'})`);

    // Lighthouse's simulated figures move between runs on this machine (TBT by ±200 ms): the median of several runs.
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(figuresOf(await lighthouse(address + menuPath, work)));
    const median = (pick: (figures: LighthouseFigures) => number) => {
      const values = runs.map(pick).sort((a, b) => a - b);
      return { value: values[Math.floor(values.length / 2)], range: `${values[0]}–${values[values.length - 1]}` };
    };
    const score = median((figures) => figures.score);
    const lcp = median((figures) => figures.lcp);
    const cls = median((figures) => figures.cls);
    const tbt = median((figures) => figures.tbt);
    const fcp = median((figures) => figures.fcp);
    console.log(`\nLighthouse 12 mobile, ${menuPath}: median of ${runs.length} runs (range)`);
    console.log(`performance ${score.value} (${score.range}; target ≥ 95: ${score.value >= 95 ? 'met' : 'MISSED'})`);
    console.log(`LCP ${lcp.value} ms (${lcp.range}; target ≤ 1500 ms: ${lcp.value <= 1500 ? 'met' : 'MISSED'})`);
    console.log(`CLS ${cls.value} (${cls.range}; target ≤ 0.02: ${cls.value <= 0.02 ? 'met' : 'MISSED'})`);
    console.log(`TBT ${tbt.value} ms (${tbt.range})`);
    console.log(`FCP ${fcp.value} ms (${fcp.range})`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
