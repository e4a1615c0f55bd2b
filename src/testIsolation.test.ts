import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_TEST_FILES, ISOLATED_TEST_FILES } from '../vite.config';

/** What makes a test file need a module registry of its own (the docblock written in two parts, so that this file has none). */
const NEEDS_ISOLATION = new RegExp(String.raw`\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|@vitest-${'environment'}\b`);

const root = new URL('../', import.meta.url);
// the folders of the include patterns, walked: machines/**, src/**, model-tests/support/**, model-tests/gallery/**
const folders = APP_TEST_FILES.map((pattern) => pattern.slice(0, pattern.indexOf('/**')));
const appTestFiles = folders.flatMap((folder) =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && (folder === 'src' || file.endsWith('.ts')))
    .map((file) => `${folder}/${file}`),
);

describe('test files that stub modules or globals run in a module registry of their own', () => {
  it('finds the storefront test files', () => {
    expect(appTestFiles.length).toBeGreaterThan(100);
  });

  it('every file that stubs a module, a global or the environment is listed as isolated', () => {
    // this file only names the calls, in its examples below
    const needing = appTestFiles
      .filter((file) => file !== 'src/testIsolation.test.ts')
      .filter((file) => NEEDS_ISOLATION.test(readFileSync(new URL(file, root), 'utf8')));
    expect(needing.sort()).toEqual([...ISOLATED_TEST_FILES].sort());
  });

  it('the pattern catches what needs isolation and not an ordinary test', () => {
    expect(NEEDS_ISOLATION.test("vi.mock('@/api/client', () => ({}));")).toBe(true);
    expect(NEEDS_ISOLATION.test("vi.stubGlobal('fetch', fake);")).toBe(true);
    // (written in two parts: vitest reads the whole phrase in a file as that file's environment)
    expect(NEEDS_ISOLATION.test(`// @vitest-${'environment'} jsdom`)).toBe(true);
    expect(NEEDS_ISOLATION.test('vi.useFakeTimers();')).toBe(false);
  });
});
