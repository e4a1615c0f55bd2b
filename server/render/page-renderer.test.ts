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

  it('moves the app scripts out of the head, to be loaded once the page has painted', () => {
    const page = fillTemplate(template, '<h1>x</h1>', [])!;
    const head = page.split('</head>')[0];
    expect(head).not.toContain('/assets/index.js');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/style.css">');
    expect(page).toContain(
      '<template id="crust-app-scripts"><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/link.js"></template>',
    );
    expect(page).toContain("list.getEntriesByName('first-contentful-paint')");
  });

  it('answers null for a template without the empty root or the app script (the browser renders)', () => {
    expect(fillTemplate('<div id="app"></div><script type="module" src="/a.js"></script>', '<h1>x</h1>', [])).toBeNull();
    expect(fillTemplate('<div id="root"></div>', '<h1>x</h1>', [])).toBeNull();
  });
});
