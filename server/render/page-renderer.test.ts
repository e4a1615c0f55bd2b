import { describe, expect, it } from 'vitest';
import { preloadedScript } from '../../src/ssr/preloaded';
import { fillTemplate, rendersFresh } from './page-renderer';

const template = `<!doctype html><html><head><title>Crust — Order from local pizzerias</title><script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/link.js"><link rel="stylesheet" href="/assets/style.css"></head>
<body><div id="root"></div></body></html>`;

const page = (html: string, entries: Parameters<typeof preloadedScript>[0] = [], headScript = '', title = 'Crust') => ({
  html,
  dataScript: preloadedScript(entries),
  headScript,
  title,
});

describe('fillTemplate', () => {
  it('puts the rendered page in the root element and its data beside it', () => {
    const filled = fillTemplate(template, page('<h1>Brooklyn Slice House</h1>', [{ name: 'menu', params: 1, data: {} }]))!;
    expect(filled).toContain(
      '<div id="root"><h1>Brooklyn Slice House</h1></div><script id="crust-preloaded" type="application/json">[{"name":"menu"',
    );
  });

  it('puts the head script at the end of the head', () => {
    const ld = '<script type="application/ld+json">{"name":"$&"}</script>';
    const filled = fillTemplate(template, page('<h1>x</h1>', [], ld))!;
    expect(filled.split('</head>')[0].endsWith(`<title>Crust</title>${ld}`)).toBe(true);
    expect(filled.split('</head>')).toHaveLength(2);
  });

  it("puts the page's title in place of the template's (escaped by the renderer; $ patterns kept)", () => {
    const filled = fillTemplate(template, page('<h1>x</h1>', [], '', 'Tom &amp; Jerry&#39;s $& Pizza | Crust'))!;
    expect(filled.split('</head>')[0]).toContain('<title>Tom &amp; Jerry&#39;s $& Pizza | Crust</title>');
    expect(filled.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps $ patterns in the page as they are', () => {
    expect(fillTemplate(template, page("<p>$& $' $$</p>"))).toContain("<p>$& $' $$</p>");
  });

  it('records taps before the root, so a tap before the scripts is kept', () => {
    const filled = fillTemplate(template, page('<h1>x</h1>'))!;
    expect(filled.indexOf('window.__crustEarlyTaps = []')).toBeGreaterThan(-1);
    expect(filled.indexOf('window.__crustEarlyTaps = []')).toBeLessThan(filled.indexOf('<div id="root">'));
  });

  it('moves the app scripts out of the head, to be loaded once the page has painted', () => {
    const filled = fillTemplate(template, page('<h1>x</h1>'))!;
    const head = filled.split('</head>')[0];
    expect(head).not.toContain('/assets/index.js');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/style.css">');
    expect(filled).toContain(
      '<template id="crust-app-scripts"><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/link.js"></template>',
    );
    expect(filled).toContain("list.getEntriesByName('first-contentful-paint')");
  });

  it('answers null for a template without the empty root or the app script (the browser renders)', () => {
    expect(fillTemplate('<div id="app"></div><script type="module" src="/a.js"></script>', page('<h1>x</h1>'))).toBeNull();
    expect(fillTemplate('<div id="root"></div>', page('<h1>x</h1>'))).toBeNull();
  });
});

describe('rendersFresh', () => {
  it('renders checkout afresh for each shopper (its booked kitchen slots change with each order), and keeps other pages 10 s', () => {
    expect(rendersFresh('/restaurants/il/chicago/60614/windy-city-pies/checkout')).toBe(true);
    expect(rendersFresh('/restaurants/il/chicago/60614/windy-city-pies/checkout/?utm_source=mail')).toBe(true);
    expect(rendersFresh('/restaurants/il/chicago/60614/windy-city-pies/menu')).toBe(false);
    expect(rendersFresh('/restaurants/il/chicago/60614/windy-city-pies/menu?q=checkout')).toBe(false);
    expect(rendersFresh('/restaurants/il/chicago/60614/checkout-pizza/menu')).toBe(false);
  });
});
