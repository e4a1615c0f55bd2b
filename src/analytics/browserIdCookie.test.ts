import { describe, expect, it } from 'vitest';
import { browserIdCookie, keepBrowserIdCookie } from './browserIdCookie';

// spec §9: "cookie lifetime 365 days, path /", written here in seconds
const SPEC_COOKIE_MAX_AGE = 'Max-Age=31536000';
const ID = '2f1e8f0a-4c5b-4d6e-8f70-8192a3b4c5d6';

describe('the browser id cookie', () => {
  it('lives 365 days on every path of the site', () => {
    const parts = browserIdCookie(ID, false).split('; ');
    expect(parts[0]).toBe(`crust_browser_id=${ID}`);
    expect(parts).toContain(SPEC_COOKIE_MAX_AGE);
    expect(parts).toContain('Path=/');
    expect(parts).not.toContain('Secure');
    expect(browserIdCookie(ID, true).split('; ')).toContain('Secure');
  });

  it("is written to the page's cookies, and a refusal is not an error", () => {
    const doc = { cookie: '' };
    keepBrowserIdCookie(doc, ID, true);
    expect(doc.cookie).toBe(browserIdCookie(ID, true));
    const refusing = {
      get cookie() {
        return '';
      },
      set cookie(_value: string) {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    };
    expect(() => keepBrowserIdCookie(refusing, ID, true)).not.toThrow();
  });
});
