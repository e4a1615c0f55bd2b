import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { appPromoMachine } from '@machines/appPromo/appPromo.machine';
import { selectLinkOffered, selectToastShown } from '@machines/appPromo/appPromo.types';
import { appTransitionFlagKey, readAppTransitionFlag, writeAppTransitionFlag } from '../analytics/appTransitionFlags';
import { isOn } from '../pageFlags';
import { useBrowserValue } from '../ssr/useHydrated';
import { media } from '../styles/breakpoints';
import type { ModalRef } from '../system';

/** The app-transition flag showMenuTakeover (spec §3), stored with the other five (src/analytics/appTransitionFlags). */
export const SHOW_MENU_TAKEOVER_KEY = appTransitionFlagKey('showMenuTakeover');

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const readShowMenuTakeover = (storage: KeyValueStorage): boolean => readAppTransitionFlag(storage, 'showMenuTakeover');
const writeShowMenuTakeover = (storage: KeyValueStorage, value: boolean) => writeAppTransitionFlag(storage, 'showMenuTakeover', value);

/** How much of the 4th product card must be on screen to count as "come into view". */
export const FOURTH_PRODUCT_RATIO = 0.5;

/** The menu's 4th product card, counting across categories in page order. */
const fourthProductCard = () => document.querySelectorAll<HTMLElement>('section[id^="category-"] article')[3] ?? null;

/**
 * showMenuTakeover for this page load: `?skip_dialogs=true` (spec §2) keeps promotional dialogs away
 * without answering them; otherwise the browser's saved flag (a server render assumes the default).
 */
export function useShowMenuTakeover(): boolean {
  const skipDialogs = useLocation({ select: (location) => isOn(new URLSearchParams(location.searchStr).get('skip_dialogs') ?? undefined) });
  const saved = useBrowserValue(() => readShowMenuTakeover(window.localStorage), true);
  return !skipDialogs && saved;
}

/**
 * The appPromo machine for one menu page, with its effects (persist the flag, open the QR modal) and
 * its sensors: the page's scroll (with the viewport's mobile-ness) and the 4th product card coming
 * into view. The sensors listen only while the machine watches for a trigger. The machine reads
 * showMenuTakeover when it starts: key the caller on it.
 */
export function useAppPromo(modal: ModalRef, productsShown: boolean, showMenuTakeover: boolean) {
  const promo = useActorRef(
    appPromoMachine.provide({
      actions: {
        persistShowMenuTakeover: (_, params) => writeShowMenuTakeover(window.localStorage, params.showMenuTakeover),
        openAppDownload: () => modal.send({ type: 'modal.open', name: 'appDownloadQRModal' }),
      },
    }),
    { input: { showMenuTakeover } },
  );
  const watching = useSelector(promo, (state) => state.matches('watching'));

  useEffect(() => {
    if (!watching) return;
    const wide = window.matchMedia(media.tablet);
    const report = () => promo.send({ type: 'page.scroll', mobile: !wide.matches });
    window.addEventListener('scroll', report, { passive: true });
    return () => window.removeEventListener('scroll', report);
  }, [promo, watching]);

  useEffect(() => {
    const card = watching && productsShown ? fourthProductCard() : null;
    if (!card) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= FOURTH_PRODUCT_RATIO)) promo.send({ type: 'fourthProduct.enter' });
      },
      { threshold: FOURTH_PRODUCT_RATIO },
    );
    observer.observe(card);
    return () => observer.disconnect();
  }, [promo, watching, productsShown]);

  return {
    toastShown: useSelector(promo, selectToastShown),
    linkOffered: useSelector(promo, selectLinkOffered),
    send: promo.send,
  };
}
