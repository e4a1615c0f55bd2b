import { describe, expect, it } from 'vitest';
import { PreloadedData, preloadedScript } from './preloaded';

describe('PreloadedData', () => {
  it('finds an entry by resource name and params, whatever object it is given', () => {
    const data = new PreloadedData([{ name: 'menu', params: 1001, data: { categories: [] } }]);
    expect(data.lookup('menu', 1001)).toEqual({ data: { categories: [] } });
    expect(data.lookup('menu', 1002)).toBeUndefined();
    expect(data.lookup('schedule', 1001)).toBeUndefined();
  });

  it('records what a server render asked for and did not have, once per load', () => {
    const data = new PreloadedData([], true);
    data.lookup('shopByRef', { webSlug: 'ny/brooklyn/11201/a' });
    data.lookup('shopByRef', { webSlug: 'ny/brooklyn/11201/a' });
    data.lookup('ratings', 'ny/brooklyn/11201/a');
    expect(data.takeAsked()).toEqual([
      { name: 'shopByRef', params: { webSlug: 'ny/brooklyn/11201/a' } },
      { name: 'ratings', params: 'ny/brooklyn/11201/a' },
    ]);
    expect(data.takeAsked()).toEqual([]);
  });

  it('does not record in the browser, and forgets everything once cleared', () => {
    const data = new PreloadedData([{ name: 'menu', params: 1001, data: {} }]);
    data.lookup('schedule', 'x');
    expect(data.takeAsked()).toEqual([]);
    data.clear();
    expect(data.lookup('menu', 1001)).toBeUndefined();
    expect(data.toJSON()).toEqual([]);
  });
});

describe('preloadedScript', () => {
  it('keeps the data from closing its script element', () => {
    const script = preloadedScript([{ name: 'shop', params: 1, data: { bannerText: '</script><script>alert(1)</script>' } }]);
    const json = script.split('type="application/json">')[1].split('</script>')[0];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)[0].data.bannerText).toBe('</script><script>alert(1)</script>');
    expect(script).toMatch(/^<script id="crust-preloaded" type="application\/json">\[/);
  });
});
