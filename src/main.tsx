import './styles/theme.css';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createModalNavigation } from './navigation';
import { createAppRouter } from './router';
import { createSystem } from './system';
import { SystemProvider } from './SystemProvider';

// The modal's URL effects need the router, and the router's context holds the system: the
// navigation reads the router lazily, after both exist.
let router: ReturnType<typeof createAppRouter> | undefined;
const system = createSystem({
  storage: window.localStorage,
  campaign: new URLSearchParams(window.location.search).get('utm_campaign'),
  navigation: createModalNavigation(() => router!),
});
router = createAppRouter(system);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SystemProvider system={system}>
      <RouterProvider router={router} />
    </SystemProvider>
  </StrictMode>,
);
