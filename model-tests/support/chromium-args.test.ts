import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-args';

/** The features the installed Playwright disables, read from its bundle (chromiumSwitches' `disabledFeatures`). */
function installedPlaywrightDisabledFeatures(): string[] {
  const core = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(core, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle);
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found: read chromiumSwitches again");
  return [...list[1].replace(/\/\/[^\n]*/g, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}

describe('the model suites’ Chromium switches', () => {
  it('keep every feature Playwright disables, since Chromium reads only the last --disable-features', () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(0);
    expect(installed.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature))).toEqual([]);
  });

  it('pass one --disable-features, with the address bar pop-ups off', () => {
    const lists = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    expect(lists[0].split('=')[1].split(',')).toEqual(
      expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PaintHolding']),
    );
  });
});
