import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AnyStateNode } from 'xstate';
import type { MachineTotals, ReplayedStep } from '../support/machine-coverage';
import type { ModelEvent, ModelPath } from '../support/model-paths';

/** `MODEL_TESTS_GALLERY=<dir>`: the model driver shoots every step into <dir> (off by default: `npm test` is unchanged). */
export const GALLERY_ENV = 'MODEL_TESTS_GALLERY';
/** `MODEL_TESTS_GALLERY_WIDTH=own`: keep the suite's own viewport, for a suite that cannot walk at 375 px. */
export const GALLERY_WIDTH_ENV = 'MODEL_TESTS_GALLERY_WIDTH';
export const GALLERY_VIEWPORT = { width: 375, height: 812 };
const JPEG_QUALITY = 55;

/** One step of a walked path: the event, the states it rests in and passed through, and its screenshot. */
export interface GalleryStep {
  event: string;
  /** State ids the machine rests in after the event (what the screenshot shows). */
  resting: string[];
  /** State ids only passed through on the way (transient `always` states). */
  passed: string[];
  /** Screenshot file name (in the machine's folder), null when the step was not reached. */
  shot: string | null;
  /** The viewport width the shot was taken at. */
  width: number | null;
}

/** What one walked path leaves for the gallery: written once the path ends, pass or fail. */
export interface GalleryPath {
  machine: string;
  /** The spec file that walked it (the runner walks a failed suite again at its own width). */
  suite?: string;
  walk: string;
  title: string;
  totals: MachineTotals;
  unreachable: Record<string, string>;
  steps: GalleryStep[];
  /** Null when the path walked to its end; else the failure (the steps after it have no shot). */
  failure: string | null;
}

export const galleryDir = (): string | null => process.env[GALLERY_ENV] || null;

/**
 * In the gallery, the fewest paths that together reach every state (shortest first): the product
 * owner reads each state once; the covering set of transitions is the model tests' job.
 */
export function statesCover(paths: ModelPath[]): ModelPath[] {
  const goal = new Set(paths.flatMap((path) => [...path.states]));
  const covered = new Set<string>();
  const chosen: ModelPath[] = [];
  while (covered.size < goal.size) {
    let best: ModelPath | undefined;
    let bestGain = 0;
    for (const path of paths) {
      const gain = [...path.states].filter((state) => !covered.has(state)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && path.steps.length < best.steps.length)) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    best.states.forEach((state) => covered.add(state));
  }
  return paths.filter((path) => chosen.includes(path));
}

const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

function restingStates(step: ReplayedStep): string[] {
  return (step.snapshot._nodes as AnyStateNode[]).filter((node) => node.parent).map((node) => node.id);
}

/** Records one path's walk for the gallery: a phone-sized page, then a JPEG after each asserted step. */
export function galleryRecorder(options: {
  dir: string;
  suite: string;
  machine: string;
  walk: string;
  pathIndex: number;
  path: ModelPath;
  totals: MachineTotals;
  unreachable: Record<string, string>;
  label: (event: ModelEvent) => string;
}) {
  const folder = join(options.dir, options.machine);
  const prefix = `${slug(options.walk)}-${options.pathIndex + 1}`;
  const steps: GalleryStep[] = options.path.steps.map((step, index) => {
    const resting = restingStates(step);
    return {
      event: index === 0 ? 'open the page' : options.label(step.event),
      resting,
      passed: step.states.filter((state) => !resting.includes(state)),
      shot: null,
      width: null,
    };
  });
  return {
    async start(page: Page): Promise<void> {
      if (process.env[GALLERY_WIDTH_ENV] !== 'own') await page.setViewportSize(GALLERY_VIEWPORT);
    },
    /** After a step's state checks passed: the page shows that state. */
    async shoot(page: Page, index: number): Promise<void> {
      mkdirSync(folder, { recursive: true });
      const file = `${prefix}-${String(index).padStart(2, '0')}.jpg`;
      await page.screenshot({ path: join(folder, file), type: 'jpeg', quality: JPEG_QUALITY, animations: 'disabled' });
      steps[index].shot = file;
      steps[index].width = page.viewportSize()?.width ?? null;
    },
    finish(failure: unknown): void {
      mkdirSync(folder, { recursive: true });
      const record: GalleryPath = {
        machine: options.machine,
        suite: options.suite,
        walk: options.walk,
        title: options.path.title,
        totals: options.totals,
        unreachable: options.unreachable,
        steps,
        failure: failure === undefined ? null : String(failure instanceof Error ? failure.message : failure).slice(0, 400),
      };
      writeFileSync(join(folder, `${prefix}.path.json`), `${JSON.stringify(record, null, 2)}\n`);
    },
  };
}
