import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parseSearch, stringifySearch } from './searchParams';
import type { AppSystem } from './system';
import { NotFoundView } from './views/common/NotFoundView';
import { ServerErrorView } from './views/common/ServerErrorView';

export type RouterContext = { system: AppSystem };

export function createAppRouter(system: AppSystem) {
  return createRouter({
    routeTree,
    context: { system },
    defaultPreload: 'intent',
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    defaultNotFoundComponent: () => <NotFoundView />,
    defaultErrorComponent: ServerErrorView,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
