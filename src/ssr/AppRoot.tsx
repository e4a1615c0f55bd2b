import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from '../router';
import type { AppSystem } from '../system';
import { SystemProvider } from '../SystemProvider';
import { PageHeadCollectorProvider, type PageHeadCollector } from '../head/pageHead';
import { PreloadedProvider, type PreloadedData } from './preloaded';

type AppRootProps = {
  system: AppSystem;
  router: ReturnType<typeof createAppRouter>;
  preloaded: PreloadedData;
  /** a server render's: where the page leaves its title and canonical path for the HTML's head */
  headCollector?: PageHeadCollector;
};

/** The whole app, the same tree in the browser and on the server (so hydration matches). */
export function AppRoot({ system, router, preloaded, headCollector }: AppRootProps) {
  return (
    <StrictMode>
      <PageHeadCollectorProvider value={headCollector ?? null}>
        <PreloadedProvider data={preloaded}>
          <SystemProvider system={system}>
            <RouterProvider router={router} />
          </SystemProvider>
        </PreloadedProvider>
      </PageHeadCollectorProvider>
    </StrictMode>
  );
}
