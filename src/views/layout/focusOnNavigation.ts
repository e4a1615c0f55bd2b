import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** How long focus follows a new page's heading while it loads, unless the shopper acts first. */
const HEADING_WAIT_MS = 5000;

/**
 * Moves focus to the new page's heading after a navigation in the browser (WCAG 2.4.3: a screen reader starts
 * on the new page, not on the link that is gone). Not on the first page load, not when the new page or a dialog
 * has taken focus itself, and without scrolling (the router restores the scroll position). A page still loading
 * is waited for until its heading shows.
 */
export function useFocusPageOnNavigation(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return undefined;
    }
    return focusNewPage();
  }, [pathname]);
}

function focusNewPage(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  // the page may render its heading more than once while it loads (a placeholder, then the page): focus
  // follows it until the shopper does something or the page settles
  const focusHeading = () => {
    const active = document.activeElement;
    if (active && active !== document.body && (main.contains(active) || active.closest('[role="dialog"], dialog'))) return;
    const heading = main.querySelector('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(focusHeading);
  const timer = window.setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  }
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  observer.observe(main, { childList: true, subtree: true });
  focusHeading();
  return stop;
}
