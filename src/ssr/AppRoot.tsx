import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from '../router';
import type { AppSystem } from '../system';
import { SystemProvider } from '../SystemProvider';
import { PreloadedProvider, type PreloadedData } from './preloaded';

/** The whole app, the same tree in the browser and on the server (so hydration matches). */
export function AppRoot({ system, router, preloaded }: { system: AppSystem; router: ReturnType<typeof createAppRouter>; preloaded: PreloadedData }) {
  return (
    <StrictMode>
      <PreloadedProvider data={preloaded}>
        <SystemProvider system={system}>
          <RouterProvider router={router} />
        </SystemProvider>
      </PreloadedProvider>
    </StrictMode>
  );
}
