/**
 * A tap on the menu page as a shopper's phone feels it (an INP proxy): `npx tsx server/bench/menu-tap.ts`.
 *
 * The built, server-rendered menu page with its API (the real server on a fresh PGlite folder); Chromium
 * at 375×812, mobile with touch, its CPU slowed 4× from the start of the load. Once the page has hydrated
 * and is idle (network idle, the product scrolled into view, two requestIdleCallback turns), a product is
 * tapped and two figures are taken:
 * - INP: the duration of the tap's interaction from the Event Timing API (the longest of its pointerdown,
 *   pointerup and click entries: from the input to the next paint after their handlers ran, 8 ms steps;
 *   none is reported under 16 ms);
 * - dialog painted: from the tap's pointerdown to the first frame painted after the item modal
 *   (role=dialog) entered the DOM (a MutationObserver sees it, then requestAnimationFrame + setTimeout).
 * Whatever the tap has to fetch first (a lazily loaded chunk) is in both, as the shopper waits for it too.
 * BENCH_INP_RUNS (5) taps, a fresh page load each, on products spread over the menu; the median and the
 * range. Target (issue 16): ≤ 200 ms. CHROME_PATH defaults to /usr/bin/chromium.
 */
import { chromium, type Browser } from 'playwright-core';
import { withBuiltStorefront } from './built-storefront';
import { chromeArgs, chromePath } from './lighthouse';

const menuPath = '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu';
const RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
const TARGET_MS = 200;

type TapRecord = {
  /** the tap's pointerdown (event.timeStamp, on performance.now()'s clock) */
  tapAt: number | null;
  /** the first frame painted after the dialog entered the DOM */
  dialogPaintedAt: number | null;
  events: { name: string; interactionId: number; startTime: number; processingStart: number; processingEnd: number; duration: number }[];
};
type TapWindow = Window & { __tapBench: TapRecord };

/** Installed before the page's own scripts: records the tap, the dialog's first frame and the Event Timing entries. */
function recordTap() {
  const record: TapRecord = { tapAt: null, dialogPaintedAt: null, events: [] };
  (window as unknown as TapWindow).__tapBench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const { name, interactionId, startTime, processingStart, processingEnd, duration } = entry;
      record.events.push({ name, interactionId, startTime, processingStart, processingEnd, duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener('pointerdown', (event) => void (record.tapAt ??= event.timeStamp), { capture: true });
  let seen = false;
  new MutationObserver(() => {
    if (seen || record.tapAt === null || !document.querySelector('[role="dialog"]')) return;
    seen = true;
    requestAnimationFrame(() => setTimeout(() => void (record.dialogPaintedAt = performance.now())));
  }).observe(document, { childList: true, subtree: true });
}

/** `inp` is null under Event Timing's 16 ms threshold; `parts` splits it: input delay, handlers, until painted. */
type Tap = { product: string; inp: number | null; parts: [number, number, number] | null; dialogPainted: number };

/** One fresh load of the menu page and one tap on `product`. */
async function tapOnce(browser: Browser, url: string, product: string): Promise<Tap> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(recordTap);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const button = page.getByRole('heading', { level: 3 }).getByRole('button', { name: product, exact: true });
    await button.scrollIntoViewIfNeeded();
    // two idle turns: nothing left for the page's main thread to do (inline: tsx would name a helper, unknown in the page)
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
    if ((await page.getByRole('dialog').count()) > 0) throw new Error('a dialog is open before the tap');
    await button.tap();
    // Waiting in the page costs the page nothing but a check every 100 ms (Playwright's locators would query the
    // accessibility tree meanwhile). Event Timing reports an interaction after the paint that ends it; the click
    // is the last of a tap's events.
    await page.waitForFunction(
      () => {
        const record = (window as unknown as TapWindow).__tapBench;
        return (
          record.dialogPaintedAt !== null &&
          (record.events.some((event) => event.name === 'click') || performance.now() - record.dialogPaintedAt > 1_000)
        );
      },
      undefined,
      { polling: 100, timeout: 30_000 },
    );
    await page.getByRole('dialog', { name: product }).waitFor({ timeout: 5_000 });
    const record = await page.evaluate(() => (window as unknown as TapWindow).__tapBench);
    const tapId = record.events.find((event) => event.name === 'click')?.interactionId;
    const longest = record.events.filter((event) => event.interactionId === tapId).sort((a, b) => b.duration - a.duration)[0];
    const dialogPainted = record.dialogPaintedAt! - record.tapAt!;
    if (!longest) return { product, inp: null, parts: null, dialogPainted };
    const { startTime, processingStart, processingEnd, duration } = longest;
    return {
      product,
      inp: duration,
      parts: [processingStart - startTime, processingEnd - processingStart, startTime + duration - processingEnd],
      dialogPainted,
    };
  } finally {
    await context.close();
  }
}

function summary(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const range = `${Math.round(sorted[0])}–${Math.round(sorted[sorted.length - 1])} ms`;
  console.log(`${label} ${Math.round(median)} ms (${range}; target ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'MISSED'})`);
}

async function main() {
  await withBuiltStorefront('crust-menu-tap-bench-', async ({ address }) => {
    // a warm server, as in menu-page.ts: the first render after a start loads the server bundle and the catalog
    await fetch(address + menuPath);
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
    try {
      const probe = await browser.newPage();
      await probe.goto(address + menuPath);
      const products = await probe.getByRole('heading', { level: 3 }).getByRole('button').allTextContents();
      await probe.close();
      if (products.length === 0) throw new Error('the menu page shows no products');
      console.log(`menu page, tap on a product → item modal; 375×812 touch, CPU 4× slower: median of ${RUNS} taps (range)`);
      const taps: Tap[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const tap = await tapOnce(browser, address + menuPath, products[Math.floor((run * products.length) / RUNS)]);
        taps.push(tap);
        const parts = tap.parts ? ` (${tap.parts.map(Math.round).join(' + ')}: input delay + handlers + to paint)` : '';
        console.log(
          `  ${tap.product.padEnd(24)} INP ${tap.inp === null ? '< 16' : Math.round(tap.inp)} ms${parts}, dialog painted ${Math.round(tap.dialogPainted)} ms`,
        );
      }
      // an interaction under Event Timing's 16 ms threshold has no entry: counted as 16 ms
      summary(
        'INP (Event Timing, tap interaction)',
        taps.map((tap) => tap.inp ?? 16),
      );
      summary(
        'tap → dialog painted             ',
        taps.map((tap) => tap.dialogPainted),
      );
    } finally {
      await browser.close();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
