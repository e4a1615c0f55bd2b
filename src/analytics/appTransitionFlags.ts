import type { KeyValueStorage } from './constants';

/** The app-transition flags (spec §3), each stored per browser; absent means true. */
export const APP_TRANSITION_FLAGS = [
  'showMenuDiscountAppInstallBanner',
  'showHomeTakeover',
  'showMiniHomeTakeover',
  'showMenuTakeover',
  'showMiniTakeover',
  'showOrderWithGoogleTakeover',
] as const;

export type AppTransitionFlag = (typeof APP_TRANSITION_FLAGS)[number];
export type AppTransitionFlags = Record<AppTransitionFlag, boolean>;

export const appTransitionFlagKey = (flag: AppTransitionFlag) => `crust:${flag}`;

export function readAppTransitionFlag(storage: KeyValueStorage, flag: AppTransitionFlag): boolean {
  try {
    return storage.getItem(appTransitionFlagKey(flag)) !== 'false';
  } catch {
    return true;
  }
}

export function writeAppTransitionFlag(storage: KeyValueStorage, flag: AppTransitionFlag, value: boolean): void {
  try {
    storage.setItem(appTransitionFlagKey(flag), String(value));
  } catch {
    // Storage refused (private mode, quota): the takeover may come back on the next visit.
  }
}

export function readAppTransitionFlags(storage: KeyValueStorage): AppTransitionFlags {
  return Object.fromEntries(APP_TRANSITION_FLAGS.map((flag) => [flag, readAppTransitionFlag(storage, flag)])) as AppTransitionFlags;
}
