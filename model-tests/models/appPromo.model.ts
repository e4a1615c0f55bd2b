import { appPromoMachine } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';

/*
 * What the walk may do with the appPromo machine. The page's scroll reports whether the viewport
 * is mobile; a path keeps one viewport, so each walk (desktop, phone) gives one scroll outcome.
 */
export const desktopScroll = { type: 'page.scroll', mobile: false } as const;
export const mobileScroll = { type: 'page.scroll', mobile: true } as const;

export const appPromoModel: ModelDefinition<typeof appPromoMachine> = {
  name: 'appPromo',
  machine: appPromoMachine,
  outcomes: { 'page.scroll': [desktopScroll] },
  eventLabel: (event) => {
    if (event.type === 'page.scroll') return event.mobile ? 'scroll on a phone' : 'scroll';
    if (event.type === 'fourthProduct.enter') return '4th product in view';
    if (event.type === 'appLink.click') return 'click "Get the Crust app"';
    if (event.type === 'toast.dismiss') return 'dismiss the toast';
    if (event.type === 'toast.accept') return '"Get the app"';
    if (event.type.startsWith('xstate.after.')) return '2.5 s pass';
    return event.type;
  },
};
