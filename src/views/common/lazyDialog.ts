import { lazy, type ComponentType } from 'react';
import { isPageHydrated, subscribePageHydrated } from '@/ssr/hydration';

/**
 * A dialog's view, kept out of the page's first load: its code loads when the dialog is first drawn, or
 * once the page has been taken over and the browser is idle, so that a tap finds it ready. Draw it inside
 * a Suspense boundary of its own (fallback null): the page around it never waits for it. A server render
 * draws every dialog closed, so it never waits either.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((view) => ({ default: view })));
  if (typeof window !== 'undefined') whenHydratedAndIdle(start);
  return lazy(start);
}

function whenHydratedAndIdle(run: () => void) {
  const onIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 5000 }) : window.setTimeout(run, 200));
  if (isPageHydrated()) {
    onIdle();
    return;
  }
  const stop = subscribePageHydrated(() => {
    stop();
    onIdle();
  });
}
