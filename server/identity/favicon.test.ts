import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness';
import { TestBrowser, interactionPath, startAuthorize } from './oidc-test-client';

// the storefront's public/ folder stands in for the built SPA (a build copies public/ into dist/ as it is)
const publicDir = path.resolve(__dirname, '../../public');

describe.each(databaseKinds)('sign-in pages favicon on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { staticDir: publicDir });
  });
  afterAll(async () => t?.close());

  it('the sign-in and sign-up pages link an icon the server serves, so the browser never asks for a missing /favicon.ico', async () => {
    const browser = new TestBrowser(t.app);
    const start = await startAuthorize(browser);
    for (const screen of ['', '?screen=signup']) {
      const page = await browser.get(`${interactionPath(start.response)}${screen}`);
      expect(page.statusCode).toBe(200);
      const href = /<link rel="icon"[^>]* href="([^"]+)"/.exec(page.body)?.[1];
      expect(href, `icon link on ${screen || 'sign-in'}`).toBeTruthy();
      const icon = await browser.get(href!);
      expect(icon.statusCode).toBe(200);
      expect(String(icon.headers['content-type'])).toContain('image/svg+xml');
      expect(icon.body).toContain('<svg');
    }
  });
});
