import { useEffect, useState, type ComponentType } from 'react';
import { loadChunk } from '@/chunks/loadChunk';
import { isPageHydrated, subscribePageHydrated } from '@/ssr/hydration';

/** A dialog's view whose code loads apart from the page's (lazyDialog), and the start of that load. */
export type LazyDialogView<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A dialog's view, kept out of the page's first load: its code loads when a page that can open it asks for
 * it once taken over and idle (usePreloadWhenIdle), so that a tap finds it ready, or when the dialog is first
 * drawn before that (it then appears as soon as its code arrives). Not React.lazy: a suspended view is revealed
 * on a timer, which a page whose clock is held (the model suites' paused clock) would never let run. A server
 * render draws every dialog closed.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialogView<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | undefined;
  // a failed load is tried again by the next attempt
  const start = () =>
    (loading ??= loadChunk(load).then(
      (view) => (loaded = view),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyDialog(props: P) {
    const [View, setView] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      // a chunk that fails to load is thrown while rendering, so the page's error view shows it
      if (!View)
        void start().then(
          (view) => setView(() => view),
          (error: unknown) =>
            setView(() => {
              throw error;
            }),
        );
    }, [View]);
    return View ? <View {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: () => void start().catch(() => {}) });
}

/**
 * Loads the code of the dialogs a page can open once the page has been taken over and the browser is idle.
 * Called by the component that hosts them, so a page that cannot open them (checkout) never fetches them.
 */
export function usePreloadWhenIdle(...dialogs: { preload: () => void }[]): void {
  // once per page: the dialogs are module-level constants, a new array each render
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => whenHydratedAndIdle(() => dialogs.forEach((dialog) => dialog.preload())), []);
}

/** Runs `run` once the page is hydrated and the browser idle; returns the cancel. */
function whenHydratedAndIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const onIdle = () => {
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(run, { timeout: 5000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (isPageHydrated()) {
    onIdle();
    return () => cancelIdle();
  }
  const stop = subscribePageHydrated(() => {
    stop();
    onIdle();
  });
  return () => {
    stop();
    cancelIdle();
  };
}
