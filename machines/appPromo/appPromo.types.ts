export type AppPromoInput = {
  /** The persisted app-transition flag (spec §3); false once the shopper answered the toast in this browser. */
  showMenuTakeover?: boolean;
};

export type AppPromoContext = { showMenuTakeover: boolean };

export type AppPromoEvent =
  /** The shopper scrolled the menu page; `mobile` when the viewport is narrower than 768 px. */
  | { type: 'page.scroll'; mobile: boolean }
  /** The menu's 4th product card came into view. */
  | { type: 'fourthProduct.enter' }
  /** The shopper clicked the page's "Get the Crust app" link (the click trigger). */
  | { type: 'appLink.click' }
  /** The toast's dismiss button. */
  | { type: 'toast.dismiss' }
  /** The toast's "Get the app" button: opens the appDownloadQRModal. */
  | { type: 'toast.accept' };

/** Params of the injected `persistShowMenuTakeover` action. */
export type PersistShowMenuTakeoverParams = { showMenuTakeover: boolean };

type Snapshot = { matches: (value: 'shown') => boolean; can: (event: AppPromoEvent) => boolean };

export const selectToastShown = (state: Snapshot) => state.matches('shown');
/** The page's click trigger is offered only while the machine still watches for a trigger. */
export const selectLinkOffered = (state: Snapshot) => state.can({ type: 'appLink.click' });
