import { setup } from 'xstate';
import { APP_PROMO_CLICK_DELAY_MS, openAppDownload, persistShowMenuTakeover } from './appPromo.actors';
import type { AppPromoContext, AppPromoEvent, AppPromoInput } from './appPromo.types';

const answered = { type: 'persistShowMenuTakeover', params: { showMenuTakeover: false } } as const;

export const appPromoMachine = setup({
  types: {} as { context: AppPromoContext; events: AppPromoEvent; input: AppPromoInput | undefined },
  actions: { persistShowMenuTakeover, openAppDownload },
  guards: {
    wasAnswered: ({ context }) => !context.showMenuTakeover,
    isMobile: (_, params: { mobile: boolean }) => params.mobile,
  },
  delays: { clickDelay: APP_PROMO_CLICK_DELAY_MS },
}).createMachine({
  id: 'appPromo',
  description:
    'The menu page\'s app promo toast (showMenuTakeover): it appears once the shopper has scrolled and the 4th product has come into view (either order), on a scroll alone on mobile, or 2.5 s after the page\'s app link is clicked. Dismissing it, or taking its "Get the app" (the QR modal), hides it for this browser.',
  context: ({ input }) => ({ showMenuTakeover: input?.showMenuTakeover ?? true }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Reads the persisted flag: a browser that already answered the toast never sees it again.',
      always: [{ guard: 'wasAnswered', target: 'dismissed' }, { target: 'watching' }],
    },
    watching: {
      description: 'Waiting for a trigger; the page offers its app link.',
      initial: 'waitingForBoth',
      on: { 'appLink.click': 'delaying' },
      states: {
        waitingForBoth: {
          description: 'Neither a scroll nor the 4th product yet. On mobile a scroll alone is enough.',
          on: {
            'page.scroll': [
              { guard: { type: 'isMobile', params: ({ event }) => ({ mobile: event.mobile }) }, target: '#appPromo.shown' },
              { target: 'scrolled' },
            ],
            'fourthProduct.enter': 'productSeen',
          },
        },
        scrolled: {
          description: 'The shopper scrolled; the toast waits for the 4th product to come into view.',
          on: { 'fourthProduct.enter': '#appPromo.shown' },
        },
        productSeen: {
          description: 'The 4th product is in view (a tall window); the toast waits for a scroll.',
          on: { 'page.scroll': '#appPromo.shown' },
        },
      },
    },
    delaying: {
      description: 'The app link was clicked: the toast follows after the click delay (2.5 s).',
      after: { clickDelay: 'shown' },
    },
    shown: {
      description: 'The toast is on screen (a polite status) with "Get the app" and a dismiss button.',
      on: {
        'toast.dismiss': { target: 'dismissed', actions: answered },
        'toast.accept': { target: 'accepted', actions: ['openAppDownload', answered] },
      },
    },
    dismissed: { description: 'Hidden for this browser: showMenuTakeover is persisted as false.' },
    accepted: { description: 'The shopper took "Get the app": the appDownloadQRModal is open; the toast stays hidden for this browser.' },
  },
});
