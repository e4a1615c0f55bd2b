import { describe, expect, it } from 'vitest';
import { fillTemplate } from './page-renderer';

const template = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/link.js"><link rel="stylesheet" href="/assets/style.css"></head>
<body><div id="root"></div></body></html>`;

describe('fillTemplate', () => {
  it('puts the rendered page and its data in the root element', () => {
    const page = fillTemplate(template, '<h1>Brooklyn Slice House</h1>', [{ name: 'menu', params: 1, data: {} }])!;
    expect(page).toContain('<div id="root"><h1>Brooklyn Slice House</h1></div><script id="crust-preloaded" type="application/json">[{"name":"menu"');
  });

  it('keeps the data from closing its script element', () => {
    const page = fillTemplate(template, '', [{ name: 'shop', params: 1, data: { bannerText: '</script><script>alert(1)</script>' } }])!;
    const json = page.split('type="application/json">')[1].split('</script>')[0];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)[0].data.bannerText).toBe('</script><script>alert(1)</script>');
  });

  it('keeps $ patterns in the page as they are', () => {
    expect(fillTemplate(template, "<p>$& $' $$</p>", [])).toContain("<p>$& $' $$</p>");
  });

  it('fetches the scripts of a painted page at low priority, leaving the stylesheet alone', () => {
    const page = fillTemplate(template, '', [])!;
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/link.js">');
    expect(page).toContain('<link rel="stylesheet" href="/assets/style.css">');
  });

  it('answers null for a template without the empty root (the browser renders)', () => {
    expect(fillTemplate('<div id="app"></div>', '<h1>x</h1>', [])).toBeNull();
  });
});
