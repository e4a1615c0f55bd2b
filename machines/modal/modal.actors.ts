import type { PushUrlParams } from './modal.types';

/*
 * The modal machine invokes no actors. Its two effects are actions the storefront injects with
 * `modalMachine.provide({ actions: { pushUrl, navigateBack } })`; these defaults do nothing so the
 * machine runs (and is graph-walked) without a router.
 */
export const pushUrl = (_: unknown, _params: PushUrlParams) => {};
export const navigateBack = () => {};
