import { useEffect, useState, type ComponentType } from 'react';
import { isPageHydrated, subscribePageHydrated } from '@/ssr/hydration';

/**
 * A dialog's view, kept out of the page's first load: its code loads once the page has been taken over and
 * the browser is idle, so that a tap finds it ready, or when the dialog is first drawn before that (it then
 * appears as soon as its code arrives). Not React.lazy: a suspended view is revealed on a timer, which a
 * page whose clock is held (the model suites' paused clock) would never let run. A server render draws
 * every dialog closed.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((view) => (loaded = view)));
  if (typeof window !== 'undefined') whenHydratedAndIdle(start);

  return function LazyDialog(props: P) {
    const [View, setView] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (!View) void start().then((view) => setView(() => view));
    }, [View]);
    return View ? <View {...props} /> : null;
  };
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
