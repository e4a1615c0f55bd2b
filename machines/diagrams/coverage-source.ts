import { existsSync, readFileSync } from 'node:fs';

/** The model tests' last coverage, and the copy the diagrams page shows (committed). */
export const LAST_RUN_COVERAGE = 'model-tests/.results/coverage.json';
export const PAGE_COVERAGE = 'docs/statecharts/coverage.json';
/** Set to a coverage.json path to show it on the page even when it is from a run of only some suites. */
export const FORCE_COVERAGE_ENV = 'DIAGRAMS_COVERAGE';

export interface CoverageChoice {
  /** The coverage file's text for the page, or null when there is none. */
  text: string | null;
  /** The file to copy to PAGE_COVERAGE, when the page shows another file than the committed copy. */
  copyFrom: string | null;
  why: string;
}

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);
const coversEverySuite = (text: string) => (JSON.parse(text) as { everySuite?: unknown }).everySuite === true;

/**
 * Which coverage the page shows: a forced file, else the last model run when it ran every suite (a
 * partial run would show most machines as not walked), else the committed copy, else none.
 */
export function chooseCoverage(paths: { forced?: string; lastRun: string; page: string }): CoverageChoice {
  if (paths.forced) {
    const text = read(paths.forced);
    if (text === null) throw new Error(`${FORCE_COVERAGE_ENV}=${paths.forced}: no such file`);
    return {
      text,
      copyFrom: paths.forced,
      why: `${paths.forced} (forced by ${FORCE_COVERAGE_ENV}; every suite: ${coversEverySuite(text)})`,
    };
  }
  const lastRun = read(paths.lastRun);
  if (lastRun !== null && coversEverySuite(lastRun)) {
    return { text: lastRun, copyFrom: paths.lastRun, why: `${LAST_RUN_COVERAGE}, the last run of every model suite` };
  }
  const page = read(paths.page);
  const skipped = lastRun === null ? `${LAST_RUN_COVERAGE} is missing` : `${LAST_RUN_COVERAGE} is from a run of only some suites`;
  if (page !== null) return { text: page, copyFrom: null, why: `the committed ${PAGE_COVERAGE} (${skipped})` };
  return {
    text: null,
    copyFrom: null,
    why: `no coverage (${skipped}, and there is no ${PAGE_COVERAGE}): every machine is shown as not yet walked`,
  };
}
