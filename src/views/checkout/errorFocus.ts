import { useLayoutEffect, type RefObject } from 'react';

// The checkout machine's focusError runs in the transition that assigns the error, before React draws it:
// it asks, and the error summary answers once it is drawn with the new errors.
let requested = false;

/** checkout's focusError: the next errors drawn are brought into view and focused. */
export function requestErrorFocus(): void {
  requested = true;
}

/** Brings `region` into view and focuses it when errors it draws (`shown`, a new array each time) were asked to be. */
export function useErrorFocus(region: RefObject<HTMLElement | null>, shown: readonly unknown[]): void {
  useLayoutEffect(() => {
    const element = region.current;
    if (!requested || !element || shown.length === 0) return;
    requested = false;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center' });
  }, [region, shown]);
}
