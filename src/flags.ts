/**
 * Feature flags (spec §9) and the consent-tooling switch. A flag is on when the build turned it on
 * (VITE_FEATURE_FLAGS=web_salesforce_messaging_support,web_auth0_social) or the server does at run time
 * (FEATURE_FLAGS: its pages carry <meta name="crust-flags">, and its server render reads the same list).
 * VITE_CONSENT_TOOLING=1 is the build's. All are off by default.
 */
export const FEATURE_FLAGS = [
  'web_auth0_social',
  'paypal_web',
  'web_salesforce_messaging_support',
  'web_third_party_payments',
  'sf_adyen_payments',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

type Env = Record<string, string | undefined>;
const env: Env = (import.meta as unknown as { env?: Env }).env ?? {};

export function parseFlags(value: string | undefined): Set<FeatureFlag> {
  const names = (value ?? '').split(',').map((name) => name.trim());
  return new Set(FEATURE_FLAGS.filter((flag) => names.includes(flag)));
}

/** The flags the server turned on for this page (in the browser) or this process (in the server render). */
function runtimeFlags(): string {
  if (typeof document !== 'undefined') return document.querySelector('meta[name="crust-flags"]')?.getAttribute('content') ?? '';
  return ((globalThis as { __CRUST_FLAGS__?: readonly string[] }).__CRUST_FLAGS__ ?? []).join(',');
}

let enabled: Set<FeatureFlag> | null = null;

export const isFlagOn = (flag: FeatureFlag): boolean =>
  (enabled ??= parseFlags(`${env.VITE_FEATURE_FLAGS ?? ''},${runtimeFlags()}`)).has(flag);

/** The URL flag that switches consent tooling off for one visit (e.g. in an embedded web view). */
export const CONSENT_OFF_PARAM = 'consent';

/** The footer's 'Manage Preferences' link shows only when consent tooling is on and the URL does not switch it off. */
export function showConsentLink(search: string, toolingEnabled = env.VITE_CONSENT_TOOLING === '1'): boolean {
  return toolingEnabled && new URLSearchParams(search).get(CONSENT_OFF_PARAM) !== 'off';
}
