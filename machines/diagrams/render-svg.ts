import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Labels are measured with the first font here that the rendering Chromium has (DejaVu Sans on
 * Debian); the fonts after it are narrower, so a reader without DejaVu still sees the text inside its boxes.
 */
export const DIAGRAM_FONT = '"DejaVu Sans", Arial, Helvetica, sans-serif';

const mermaidBundle = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

/** The installed mermaid's version: part of the page's inputs, since it draws the SVGs. */
export function mermaidVersion(): string {
  return (JSON.parse(readFileSync(join(dirname(mermaidBundle), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** Renders Mermaid texts to SVG strings with mermaid's own bundle in headless Chromium (no network). */
export async function renderSvgs(diagrams: ReadonlyArray<{ id: string; text: string }>): Promise<Map<string, string>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: \`npm test\` installs Debian's chromium (server/cli/ensure-deps.mjs)`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: mermaidBundle });
    const svgs = await page.evaluate(
      async ({ diagrams, font }) => {
        const mermaid = (window as unknown as { mermaid: typeof import('mermaid').default }).mermaid;
        mermaid.initialize({
          startOnLoad: false,
          securityLevel: 'strict',
          theme: 'default',
          fontFamily: font,
          themeVariables: { fontFamily: font },
          htmlLabels: false,
          state: { useMaxWidth: false },
        });
        const out: Array<[string, string]> = [];
        for (const { id, text } of diagrams) out.push([id, (await mermaid.render(id, text)).svg]);
        return out;
      },
      { diagrams: [...diagrams], font: DIAGRAM_FONT },
    );
    return new Map(svgs);
  } finally {
    await browser.close();
  }
}
