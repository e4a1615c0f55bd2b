/**
 * Lighthouse 12 mobile runs of one page (default mobile emulation and throttling), for the benches:
 * the median of several runs and their range, as Lighthouse's simulated figures move between runs on
 * this machine (TBT by ±200 ms). CHROME_PATH defaults to /usr/bin/chromium. A page that needs something in
 * the browser first (a cart in localStorage) is audited with `lighthousePreparedRun`, or `lighthouseMedians`
 * given a `prepare`. BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's report.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..', '..');
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const run = promisify(execFile);

type LighthouseReport = {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
};

export type LighthouseFigures = { score: number; fcp: number; lcp: number; cls: number; tbt: number };
export type MedianFigure = { value: number; range: string };
export type LighthouseMedians = Record<keyof LighthouseFigures, MedianFigure> & { runs: number };

function figuresOf(report: LighthouseReport): LighthouseFigures {
  const audit = (id: string) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbt: Math.round(audit('total-blocking-time')),
  };
}

/** One Lighthouse run of `url`; `work` is a folder for its report; `flags` go to the Lighthouse CLI too (e.g. `--port`). */
export async function lighthouseRun(url: string, work: string, flags: string[] = []): Promise<LighthouseFigures> {
  const output = path.join(work, 'lighthouse.json');
  await run(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${chromeArgs.join(' ')}`,
      ...flags,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 1 << 26 },
  );
  keepReport(output, url);
  return figuresOf(JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport);
}

/** BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's report there (its LCP element, its long tasks) for a closer look. */
function keepReport(output: string, url: string) {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${Date.now()}.json`;
  fs.copyFileSync(output, path.join(folder, name));
}

/** What a page needs in the browser before Lighthouse loads it (a stored cart), done with Playwright. */
export type PrepareBrowser = (context: BrowserContext) => Promise<void>;

/** Starts Chromium on a fresh profile with a remote-debugging port, for Playwright and Lighthouse in turn. */
async function startDebuggableChromium(profile: string) {
  const chrome = spawn(chromePath, [...chromeArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    chrome.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (listening) resolve(Number(listening[1]));
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${stderr}`)));
  });
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  return { port, stop: async () => void (chrome.kill(), await exited) };
}

/**
 * One Lighthouse run of `url` after `prepare` had the browser: Chromium is started here on a fresh profile,
 * Playwright connects to it over CDP for `prepare` and leaves, and the Lighthouse CLI audits in it (`--port`).
 * Lighthouse's own storage reset still runs before the load (the HTTP cache, service workers, Cache Storage:
 * its default clearStorageTypes), so the page loads cold, with the localStorage `prepare` wrote.
 */
export async function lighthousePreparedRun(url: string, work: string, prepare: PrepareBrowser): Promise<LighthouseFigures> {
  const profile = fs.mkdtempSync(path.join(work, 'chromium-profile-'));
  const chrome = await startDebuggableChromium(profile);
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      await prepare(browser.contexts()[0]);
    } finally {
      await browser.close(); // connected over CDP: disconnects, the browser and its profile stay
    }
    return await lighthouseRun(url, work, [`--port=${chrome.port}`]);
  } finally {
    await chrome.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** `runs` Lighthouse runs of `url`, one after another (each after `prepare`, when given): each figure's median and range. */
export async function lighthouseMedians(url: string, work: string, runs: number, prepare?: PrepareBrowser): Promise<LighthouseMedians> {
  const all: LighthouseFigures[] = [];
  // A run Lighthouse itself gives up on (NO_NAVSTART, NO_FCP: a trace lost on a loaded machine) is run once more.
  const once = () => (prepare ? lighthousePreparedRun(url, work, prepare) : lighthouseRun(url, work));
  for (let index = 0; index < runs; index += 1) all.push(await once().catch(once));
  const median = (key: keyof LighthouseFigures): MedianFigure => {
    const values = all.map((figures) => figures[key]).sort((a, b) => a - b);
    return { value: values[Math.floor(values.length / 2)], range: `${values[0]}–${values[values.length - 1]}` };
  };
  return { runs: all.length, score: median('score'), fcp: median('fcp'), lcp: median('lcp'), cls: median('cls'), tbt: median('tbt') };
}

/** The medians as the benches print them, each beside its target. */
export function printLighthouse(
  label: string,
  figures: LighthouseMedians,
  targets: { score: number; lcp?: number; cls?: number; tbt?: number },
) {
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(`\nLighthouse 12 mobile, ${label}: median of ${figures.runs} runs (range)`);
  if (figures.runs === 0) return;
  console.log(
    `performance ${figures.score.value} (${figures.score.range}; target ≥ ${targets.score}: ${verdict(figures.score.value >= targets.score)})`,
  );
  const line = (name: string, figure: MedianFigure, unit: string, target: number | undefined) =>
    console.log(
      `${name} ${figure.value}${unit} (${figure.range}${target === undefined ? '' : `; target ≤ ${target}${unit}: ${verdict(figure.value <= target)}`})`,
    );
  line('LCP', figures.lcp, ' ms', targets.lcp);
  line('CLS', figures.cls, '', targets.cls);
  line('TBT', figures.tbt, ' ms', targets.tbt);
  line('FCP', figures.fcp, ' ms', undefined);
}
