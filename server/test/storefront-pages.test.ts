import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from './harness';

/*
 * A page URL's status and its server-rendered HTML come from the storefront's own routes, through its
 * server-render entry. The storefront here is a built index.html stand-in beside an entry that is the source
 * entry itself (src/ssr/entry-server.tsx, compiled by vitest as Vite builds it), so the app answers
 * as it does with `npm run build`; the API calls the render makes go to this app in-process.
 */
const template = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>`;

describe.each(databaseKinds)('storefront pages on %s', (kind) => {
  let t: TestApp;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-static-ssr-'));
  fs.mkdirSync(path.join(staticDir, 'ssr'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), template);
  const entry = path.resolve(import.meta.dirname, '../../src/ssr/entry-server.tsx');
  fs.writeFileSync(path.join(staticDir, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(entry)};\n`);

  beforeAll(async () => {
    // compiled once before the first request, so that request is not left to the browser as too slow
    await import('../../src/ssr/entry-server');
    t = await createTestApp(kind, { staticDir, trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("allows, by hash, exactly the rendered menu's executable inline scripts, the router's own among them", async () => {
    const response = await get('/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu');
    expect(response.statusCode).toBe(200);
    const executable = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
      .map(([, , body]) => body);
    // the early-tap recorder, the script loader, and TanStack Router's scroll restoration
    expect(executable.length).toBeGreaterThanOrEqual(3);
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    for (const body of executable) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  });

  it('puts the shop as a schema.org Restaurant in the menu head, with absolute URLs on the origin asked', async () => {
    const menuPath = '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu';
    const response = await t.app.inject({
      method: 'GET',
      url: `${menuPath}?utm_campaign=x`,
      headers: { host: 'crust.example', 'x-forwarded-proto': 'https' },
    });
    const head = response.body.split('</head>')[0];
    const scripts = [...head.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toContain('<');
    const menuUrl = `https://crust.example${menuPath}`;
    expect(JSON.parse(scripts[0])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': menuUrl,
      name: 'Brooklyn Slice House',
      url: menuUrl,
      hasMenu: menuUrl,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '145 Montague St',
        addressLocality: 'Brooklyn',
        addressRegion: 'NY',
        postalCode: '11201',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.691684, longitude: -73.993354 },
      telephone: '718-555-0101',
      priceRange: '$$',
      servesCuisine: ['Pizza', 'Italian', 'Wings', 'Salads'],
      openingHours: ['Mo-Su 00:00-23:59'],
      potentialAction: {
        '@type': 'OrderAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: menuUrl,
          inLanguage: 'en-US',
          actionPlatform: ['http://schema.org/DesktopWebPlatform', 'http://schema.org/MobileWebPlatform'],
        },
        deliveryMethod: ['http://purl.org/goodrelations/v1#DeliveryModeOwnFleet', 'http://purl.org/goodrelations/v1#DeliveryModePickUp'],
      },
    });
    // the same page asked on another origin names that origin (not the first one's kept page)
    const other = await t.app.inject({ method: 'GET', url: `${menuPath}?utm_campaign=x`, headers: { host: 'localhost:3000' } });
    expect(other.body).toContain(`"urlTemplate":"http://localhost:3000${menuPath}"`);
  });

  it('renders a known shop menu with 200', async () => {
    const response = await get('/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>Brooklyn Slice House</h1>');
  });

  it('answers 404 for a URL no route matches, with index.html (the browser shows the not-found page)', async () => {
    for (const url of ['/no-such-page', '/restaurants/ny/brooklyn', '/brands/x/y/z']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body, url).toBe(template);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('answers 404 for the not-found page itself', async () => {
    expect((await get('/not-found?shopName=Gone')).statusCode).toBe(404);
  });

  /** Each URL answers 404 with index.html: the browser shows the not-found page. */
  const expectNotFound = async (urls: string[]) => {
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(template);
    }
  };

  it('answers 404 for a shop that does not exist, under every menu route shape', async () => {
    await expectNotFound([
      '/restaurants/ny/brooklyn/11201/no-such-pizzeria/menu',
      '/restaurants/ny/brooklyn/11201/no-such-pizzeria/menu?view_product=1',
      '/restaurants/99999999/menu',
      '/shop/show/99999999',
      '/restaurant/menu/99999999',
      '/shop/show/not-an-id',
      // a ZIP is never taken for another shop's id (01001 reads as 1001, Brooklyn Slice House's id)
      '/restaurants/ma/agawam/01001/some-other-shop/menu',
    ]);
  });

  it("serves the id route shape when the shop's own slug follows its id", async () => {
    const response = await get('/restaurants/ny/brooklyn/01001/brooklyn-slice-house/menu');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Brooklyn Slice House');
  });

  it("links the footer's Account to the account page (its log-in prompt for a guest), not to /login", async () => {
    const footer = (await get('/')).body.split('<footer')[1].split('</footer>')[0];
    expect(footer).toMatch(/<a [^>]*href="\/user"[^>]*>Account<\/a>/);
    expect(footer).not.toMatch(/href="\/login"/);
  });

  it('names each rendered page in its title and gives its canonical URL (WCAG 2.4.2; one canonical per shop menu)', async () => {
    const headOf = async (url: string) => {
      const head = (
        await t.app.inject({ method: 'GET', url, headers: { host: 'crust.example', 'x-forwarded-proto': 'https' } })
      ).body.split('</head>')[0];
      return {
        titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
        canonical: head.match(/<link rel="canonical" href="([^"]*)">/)?.[1] ?? null,
      };
    };
    const menu = 'https://crust.example/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu';
    expect(await headOf('/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu?utm_campaign=x')).toEqual({
      titles: ['Brooklyn Slice House menu | Crust'],
      canonical: menu,
    });
    expect(await headOf('/restaurants/ny/brooklyn/01001/brooklyn-slice-house/menu')).toEqual({
      titles: ['Brooklyn Slice House menu | Crust'],
      canonical: menu,
    });
    expect(await headOf('/pizza-delivery/ny-brooklyn')).toEqual({
      titles: ['Pizza delivery in Brooklyn, NY | Crust'],
      canonical: 'https://crust.example/pizza-delivery/ny-brooklyn',
    });
    expect(await headOf('/brands/manhattan-pie-co')).toEqual({
      titles: ['Manhattan Pie Co. pizzerias | Crust'],
      canonical: 'https://crust.example/brands/manhattan-pie-co',
    });
    expect(await headOf(`/shop/search?search_shipping_type_filter=delivery&address=${encodeURIComponent('Brooklyn, NY 11201')}`)).toEqual({
      titles: ['Pizzerias near Brooklyn, NY 11201 | Crust'],
      canonical: null,
    });
    expect(await headOf('/pizza-types/deep-dish-pizza')).toEqual({
      titles: ['Deep dish pizza delivery | Crust'],
      canonical: 'https://crust.example/pizza-types/deep-dish-pizza',
    });
    expect(await headOf('/')).toEqual({ titles: ['Crust — Order from local pizzerias'], canonical: 'https://crust.example/' });
  });

  it('keeps 200 for the pages the browser renders', async () => {
    for (const url of ['/about-us', '/login', '/user']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(template);
    }
  });

  /** The loader entries a rendered page carries for the browser's first render (src/ssr/preloaded.tsx). */
  const preloadedOf = (body: string): { name: string; params: unknown; data: unknown }[] =>
    JSON.parse(body.match(/<script id="crust-preloaded" type="application\/json">([^]*?)<\/script>/)?.[1] ?? 'null');
  /** The rendered root's text, tags and React's text separators taken out. */
  const textOf = (body: string) =>
    body
      .split('<div id="root">')[1]
      .replace(/<!-- -->/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');

  it('renders home at / and /shop/homepage with its top pizzerias, and the shop notice its flags ask for', async () => {
    for (const url of ['/', '/shop/homepage']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('>Order from the pizzerias your neighborhood loves</h1>');
      const [topShops, ...others] = preloadedOf(response.body);
      expect(others, url).toEqual([]);
      expect(topShops.name).toBe('topShops');
      const shops = (topShops.data as { data: { shopName: string }[] }).data;
      expect(shops.length).toBeGreaterThan(0);
      for (const shop of shops) expect(textOf(response.body), url).toContain(shop.shopName);
      // the address field and the order type as a first visit has them (no location asked yet)
      expect(response.body).toMatch(/<input[^>]*role="combobox"[^>]*value=""/);
      expect(response.body).toContain('Use my location</button>');
    }
    const notice = await get('/?display_disabled_shop_notice=true&shopName=Atlantic%20Avenue%20Pizza');
    expect(notice.statusCode).toBe(200);
    expect(textOf(notice.body)).toContain('Atlantic Avenue Pizza is no longer active on Crust…');
    // its modal opens in the browser once the page is hydrated (the server renders every modal closed)
    expect(notice.body).not.toContain('role="dialog"');
    const prefilled = await get('/shop/homepage?search_address=Brooklyn%2C%20NY%2011201&search_shipping_type_filter=pickup');
    expect(prefilled.body).toMatch(/<input[^>]*role="combobox"[^>]*value="Brooklyn, NY 11201"/);
    expect(prefilled.body).toMatch(/<input[^>]*value="pickup"[^>]*checked=""|<input[^>]*checked=""[^>]*value="pickup"/);
  });

  it("renders a menu's nearby pizzerias in its footer: the acquired shops taking orders within 10 miles (issue 32 item 12)", async () => {
    const response = await get('/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu');
    expect(response.statusCode).toBe(200);
    const footer = textOf(response.body).split('<footer')[1].split('</footer>')[0];
    expect(footer).toMatch(/<nav [^>]*aria-labelledby="footer-nearby-title"[^>]*><h2 id="footer-nearby-title"[^>]*>Pizzerias nearby<\/h2>/);
    type Nearby = {
      shopName: string;
      city: string;
      webSlug: string;
      isAcquired: boolean;
      hasMenu: boolean;
      suspended: boolean;
      distanceMiles: number | null;
    };
    const nearby = preloadedOf(response.body).find((entry) => entry.name === 'nearbyShops')!.data as Nearby[];
    const listed = nearby.filter(
      (shop) => shop.isAcquired && shop.hasMenu && !shop.suspended && shop.distanceMiles !== null && shop.distanceMiles <= 10,
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((shop) => shop.shopName)).toContain('Carroll Gardens Pizzeria');
    // the nearby list is the footer's first navigation: one link per shop listed, named with its city
    const nav = footer.split('</nav>')[0];
    expect([...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(
      listed.map((shop) => `/restaurants/${shop.webSlug}/menu`),
    );
    for (const shop of listed) expect(nav.replace(/<[^>]+>/g, '')).toContain(`${shop.shopName}, ${shop.city}`);
    // suspended, and the shops not on Crust, are no pizzerias to order from instead
    expect(footer).not.toContain('Atlantic Avenue Pizza');
  });

  it('renders the search results for the address in the URL, every shop found in the HTML', async () => {
    const response = await get('/shop/search?search_shipping_type_filter=delivery&address=Brooklyn%2C+NY+11201');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>Brooklyn, NY 11201</h1>');
    const [search, ...others] = preloadedOf(response.body);
    expect(others).toEqual([]);
    expect(search).toMatchObject({ name: 'search', params: { orderType: 'delivery', address: 'Brooklyn, NY 11201' } });
    const shops = (search.data as { data: { shopName: string }[] }).data;
    expect(shops.map((shop) => shop.shopName)).toContain('Brooklyn Slice House');
    for (const shop of shops) expect(textOf(response.body)).toContain(shop.shopName);
    expect(response.body).toContain('aria-label="Pizzerias"');
    // the shops not on Crust yet offer the request as to a first visit (what this browser asked is its own)
    expect(response.body).toContain('Request to add</button>');
    expect(response.body).not.toContain('Requested</button>');
  });

  it('renders the search page without an address as its prompt, and leaves an address the geocoder cannot place to the browser', async () => {
    const empty = await get('/shop/search');
    expect(empty.statusCode).toBe(200);
    expect(textOf(empty.body)).toContain('Enter an address to see the pizzerias near you.');
    expect(preloadedOf(empty.body)).toEqual([]);
    const unplaced = await get('/shop/search?address=zzzz%20qqqq');
    expect(unplaced.statusCode).toBe(200);
    expect(unplaced.body).toBe(template);
  });

  it('renders a city page with its pizzerias, and answers an unknown city 404 (the browser shows the not-found page)', async () => {
    const response = await get('/pizza-delivery/ny-brooklyn');
    expect(response.statusCode).toBe(200);
    expect(textOf(response.body)).toContain('Pizza in Brooklyn, NY</h1>');
    const [cityShops, ...others] = preloadedOf(response.body);
    expect(others).toEqual([]);
    expect(cityShops).toMatchObject({ name: 'cityShops', params: { city: 'Brooklyn', state: 'NY' } });
    const shops = (cityShops.data as { data: { shopName: string }[] }).data;
    expect(shops.length).toBeGreaterThan(0);
    for (const shop of shops) expect(textOf(response.body)).toContain(shop.shopName);

    const unknown = await get('/pizza-delivery/nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(template);
    for (const [url, heading] of [
      ['/pizza-delivery', 'Pizza delivery in every Crust city'],
      ['/pizza-delivery/near-me', 'Pizza delivery near me'],
      ['/pizza-delivery/top-brands', 'Top pizza brands'],
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(textOf(page.body), url).toContain(`${heading}</h1>`);
    }
    expect(preloadedOf((await get('/pizza-delivery/top-brands')).body).map((entry) => entry.name)).toEqual(['brands']);
  });

  it('renders a brand page with its locations, and answers an unknown brand 404', async () => {
    const response = await get('/brands/manhattan-pie-co');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>Manhattan Pie Co.</h1>');
    expect(textOf(response.body)).toContain('Midtown Pie Co.');
    expect(textOf(response.body)).toContain('Union Square Slice');
    expect(preloadedOf(response.body)).toMatchObject([{ name: 'brand', params: 'manhattan-pie-co' }]);

    const unknown = await get('/brands/no-such-brand');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(template);
  });

  it('renders the pizza-style and dish guides', async () => {
    for (const [url, heading] of [
      ['/pizza-types', 'Pizza styles'],
      ['/pizza-types/deep-dish-pizza', 'Deep dish pizza delivery'],
      ['/dishes', 'Beyond the pie'],
      ['/dishes/salads/caesar-salad', 'Caesar salad delivery'],
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(textOf(response.body), url).toContain(`${heading}</h1>`);
      expect(preloadedOf(response.body), url).toEqual([]);
    }
  });

  it('answers 404 for an unknown pizza style, an unknown dish and a reorder without its order', async () => {
    await expectNotFound([
      '/pizza-types/no-such-style',
      '/dishes/no-such-dish',
      '/dishes/salads/no-such-salad',
      '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/reorder',
    ]);
    const reorder = await get('/restaurants/ny/brooklyn/11201/brooklyn-slice-house/reorder?uuid=3f1c2d9e-0000-4000-8000-000000000000');
    expect(reorder.statusCode).toBe(200);
  });

  it('answers each shop redirect path with the status its route defines and its Location, shopName appended', async () => {
    const gone = await get('/shop/no-longer-active?shopName=Atlantic%20Avenue%20Pizza');
    expect(gone.statusCode).toBe(301);
    expect(gone.headers.location).toBe('/?display_disabled_shop_notice=true&shopName=Atlantic+Avenue+Pizza');

    const notOnCrust = await get('/shop/not-on-crust?shopName=Boerum%20Hill%20Pizza%20Bar');
    expect(notOnCrust.statusCode).toBe(302);
    expect(notOnCrust.headers.location).toBe('/?display_non_slice_shop=true&shopName=Boerum+Hill+Pizza+Bar');
    expect((await get('/shop/not-on-crust')).headers.location).toBe('/?display_non_slice_shop=true');

    const notFound = await get('/shop/not-found?shopName=Nowhere');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers.location).toBe('/not-found?shopName=Nowhere');
    expect(notFound.body).toBe(template);
  });

  it("answers an inactive shop's menu as the browser goes on: its redirect route's status and target", async () => {
    const suspended = await get('/restaurants/ny/brooklyn/11217/atlantic-avenue-pizza/menu');
    expect(suspended.statusCode).toBe(301);
    expect(suspended.headers.location).toBe('/?display_disabled_shop_notice=true&shopName=Atlantic+Avenue+Pizza');
    const unacquired = await get('/restaurants/ny/brooklyn/11217/boerum-hill-pizza-bar/menu');
    expect(unacquired.statusCode).toBe(302);
    expect(unacquired.headers.location).toBe('/?display_non_slice_shop=true&shopName=Boerum+Hill+Pizza+Bar');
  });
});
