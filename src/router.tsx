import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parseSearch, stringifySearch } from './searchParams';
import type { AppSystem } from './system';
import { NotFoundPage } from './views/common/NotFoundView';
import { ServerErrorView } from './views/common/ServerErrorView';

export type RouterContext = { system: AppSystem };

/** `history` is the browser's unless given (the server renders from a memory history). */
export function createAppRouter(system: AppSystem, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { system },
    defaultPreload: 'intent',
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ServerErrorView,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
