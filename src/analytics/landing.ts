import type { UtmParameters } from '../api/analytics';
import { JOURNEY_EXPIRY_MS, type KeyValueStorage } from './constants';

export const LANDING_KEY = 'crust:landing';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Click ids of ad and search networks (spec §3): Google, Meta, Microsoft, TikTok, X, LinkedIn, Pinterest, Snap, Reddit, Yandex. */
export const CLICK_ID_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'epik',
  'sccid',
  'rdt_cid',
  'yclid',
] as const;

export type Landing = { utm: UtmParameters; clickIds: Record<string, string>; landedAt: number };

const MAX_VALUE_LENGTH = 500;

/** The utm parameters and click ids a URL carries (empty values left out). */
export function landingParams(search: string): Omit<Landing, 'landedAt'> {
  const params = new URLSearchParams(search);
  const pick = (keys: readonly string[]) =>
    Object.fromEntries(
      keys.flatMap((key) => {
        const value = params.get(key)?.trim().slice(0, MAX_VALUE_LENGTH);
        return value ? [[key, value]] : [];
      }),
    );
  return { utm: pick(UTM_KEYS) as UtmParameters, clickIds: pick(CLICK_ID_PARAMS) };
}

function parse(raw: string | null): Landing | null {
  try {
    const value = raw ? (JSON.parse(raw) as Landing) : null;
    return value && typeof value.landedAt === 'number' && typeof value.utm === 'object' && typeof value.clickIds === 'object'
      ? value
      : null;
  } catch {
    return null;
  }
}

/**
 * The campaign this visit came from: a landing URL with utm parameters or a click id replaces the
 * stored one; a page without them keeps the stored one while the journey lasts (6 hours).
 */
export function recordLanding(storage: KeyValueStorage, search: string, now: number): Landing {
  const found = landingParams(search);
  if (Object.keys(found.utm).length > 0 || Object.keys(found.clickIds).length > 0) {
    const landing = { ...found, landedAt: now };
    try {
      storage.setItem(LANDING_KEY, JSON.stringify(landing));
    } catch {
      // Storage full or blocked: the landing still applies to this page load.
    }
    return landing;
  }
  let stored: Landing | null = null;
  try {
    stored = parse(storage.getItem(LANDING_KEY));
  } catch {
    stored = null;
  }
  if (stored && now - stored.landedAt < JOURNEY_EXPIRY_MS) return stored;
  return { utm: {}, clickIds: {}, landedAt: now };
}
