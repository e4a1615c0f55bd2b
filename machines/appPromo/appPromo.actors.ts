import type { PersistShowMenuTakeoverParams } from './appPromo.types';

/*
 * The appPromo machine invokes no actors. Its two effects are actions the storefront injects with
 * `appPromoMachine.provide({ actions: { persistShowMenuTakeover, openAppDownload } })`; these
 * defaults do nothing so the machine runs (and is graph-walked) without a browser.
 */
export const persistShowMenuTakeover = (_: unknown, _params: PersistShowMenuTakeoverParams) => {};
export const openAppDownload = () => {};

/** The click trigger's delay (spec §4: "a delay of 2.5"). */
export const APP_PROMO_CLICK_DELAY_MS = 2_500;
