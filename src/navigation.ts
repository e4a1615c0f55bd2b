import type { AnyRouter } from '@tanstack/react-router';
import { modalFromSearch, modalSearchParams, withoutModalSearch } from '@machines/modal/modal.url';
import type { ModalName, ModalParams } from '@machines/modal/modal.types';

export type ModalNavigation = {
  /** Put the modal's query param in the URL: a new history entry, or a replacement when a modal is already there. */
  openModal: (name: ModalName, params: ModalParams) => void;
  /** Go back to the entry before the modal was pushed; a deep-linked modal is removed in place instead. */
  closeModal: () => void;
};

/**
 * Modals showing another site's page in a frame (the bank's 3-D Secure page): the frame's own navigations join
 * the tab's history, so a history.back() on closing would move the frame, not the page, and leave the modal in
 * the URL. They are put in the URL in place, and removed in place.
 */
const FRAMED_MODALS: readonly ModalName[] = ['threeDSecureModal'];

/** The modal machine's URL effects (pushUrl / navigateBack), done through the TanStack router. */
export function createModalNavigation(getRouter: () => AnyRouter): ModalNavigation {
  let pushedByModal = false;

  function go(search: Record<string, unknown>, replace: boolean) {
    const router = getRouter();
    void router.navigate({ to: router.state.location.pathname, search: search as never, replace, resetScroll: false });
  }

  return {
    openModal(name, params) {
      const current = getRouter().state.location.search as Record<string, unknown>;
      const framed = FRAMED_MODALS.includes(name);
      const replacing = modalFromSearch(current).name !== null || framed;
      go({ ...withoutModalSearch(current), ...modalSearchParams(name, params) }, replacing);
      // a framed modal is always removed in place, whatever modal (perhaps on another page) pushed an entry before
      if (framed) pushedByModal = false;
      else if (!replacing) pushedByModal = true;
    },
    closeModal() {
      const router = getRouter();
      if (pushedByModal) {
        pushedByModal = false;
        router.history.back();
        return;
      }
      go(withoutModalSearch(router.state.location.search as Record<string, unknown>), true);
    },
  };
}

/** Page changes the sign-in flow makes. */
export type PageNavigation = {
  go: (href: string) => void;
  /** forward in history when there is somewhere to go, else home */
  forwardOrHome: () => void;
};

/** The sign-in flow's page changes, through the router; each replaces the entry it leaves (the callback). */
export function createPageNavigation(getRouter: () => AnyRouter, window: Window): PageNavigation {
  return {
    go(href) {
      void getRouter().navigate({ href, replace: true });
    },
    forwardOrHome() {
      const before = window.location.href;
      window.history.forward();
      // there was no forward entry when the page has not changed a moment later
      window.setTimeout(() => {
        if (window.location.href === before) void getRouter().navigate({ to: '/', replace: true });
      }, 300);
    },
  };
}
