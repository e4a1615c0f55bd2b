/**
 * Playwright's own `--disable-features` list for Chromium (playwright-core 1.65's chromiumSwitches). Chromium honours only
 * the last `--disable-features` on its command line, so a list of ours repeats it (chromium-args.test.ts checks it against
 * the installed Playwright).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Every browser context opens a window, and Chromium 156 builds two hidden pages for each window's address bar
 * (chrome://omnibox-popup.top-chrome/ and its AI-mode page), in a renderer of their own. A test has no address bar to
 * pop up; measured over 10 contexts each loading a page, 1.5–1.7 s of CPU per context with them, 0.8–1.0 s without.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The model suites' browser: Debian's chromium-headless-shell (server/cli/ensure-deps.mjs installs it), the build Playwright
 * runs headless by default; MODEL_TESTS_BROWSER names another (e.g. /usr/bin/chromium, to compare).
 */
export const modelTestsBrowserPath = process.env.MODEL_TESTS_BROWSER ?? '/usr/bin/chromium-headless-shell';

/** Chromium's switches, headless, as the model suites (on the headless shell) and the screenshots (on Debian's Chromium) launch it. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
];
