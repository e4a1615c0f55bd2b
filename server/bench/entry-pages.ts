/**
 * The storefront's entry pages as a shopper's phone gets them: `npx tsx server/bench/entry-pages.ts`.
 *
 * Lighthouse 12 mobile runs (default mobile emulation and throttling; BENCH_LIGHTHOUSE_RUNS, 5,
 * reported as the median and the range) of the built storefront, served with its API by the real
 * server on a fresh PGlite folder, for the pages shoppers land on besides a menu: home, the search
 * results the home page's search opens for a seeded address, a city page and a brand page.
 *
 * Targets (issue 16): Lighthouse ≥ 95, CLS ≤ 0.02 on each.
 * CHROME_PATH defaults to /usr/bin/chromium; BENCH_PAGES=home,search picks some of the pages.
 */
import { withBuiltStorefront } from './built-storefront';
import { lighthouseMedians, printLighthouse } from './lighthouse';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** The seeded pages (server/seed): the search is the URL home's "Find pizza" opens for Brooklyn 11201. */
const pages: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/shop/search?search_shipping_type_filter=delivery&address=Brooklyn%2C+NY+11201' },
  { name: 'city', path: '/pizza-delivery/ny-brooklyn' },
  { name: 'brand', path: '/brands/manhattan-pie-co' },
];

async function main() {
  const only = process.env.BENCH_PAGES?.split(',');
  await withBuiltStorefront('crust-entry-bench-', async ({ work, address }) => {
    for (const { name, path } of pages.filter((page) => !only || only.includes(page.name))) {
      printLighthouse(`${name} (${path})`, await lighthouseMedians(address + path, work, LIGHTHOUSE_RUNS), { score: 95, cls: 0.02 });
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
