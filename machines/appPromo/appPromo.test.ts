import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { APP_PROMO_CLICK_DELAY_MS } from './appPromo.actors';
import { appPromoMachine } from './appPromo.machine';
import { selectLinkOffered, selectToastShown, type AppPromoInput } from './appPromo.types';

function start(input?: AppPromoInput) {
  const persisted: boolean[] = [];
  const opened: string[] = [];
  const actor = createActor(
    appPromoMachine.provide({
      actions: {
        persistShowMenuTakeover: (_, { showMenuTakeover }) => void persisted.push(showMenuTakeover),
        openAppDownload: () => void opened.push('appDownloadQRModal'),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, persisted, opened, shown: () => selectToastShown(actor.getSnapshot()) };
}

afterEach(() => vi.useRealTimers());

describe('appPromo machine', () => {
  it('shows the toast after a scroll and the 4th product, in either order (desktop)', () => {
    const scrollFirst = start();
    scrollFirst.actor.send({ type: 'page.scroll', mobile: false });
    scrollFirst.actor.send({ type: 'page.scroll', mobile: false });
    expect(scrollFirst.actor.getSnapshot().value).toEqual({ watching: 'scrolled' });
    scrollFirst.actor.send({ type: 'fourthProduct.enter' });
    expect(scrollFirst.shown()).toBe(true);

    const productFirst = start();
    productFirst.actor.send({ type: 'fourthProduct.enter' });
    expect(productFirst.actor.getSnapshot().value).toEqual({ watching: 'productSeen' });
    expect(productFirst.shown()).toBe(false);
    productFirst.actor.send({ type: 'page.scroll', mobile: false });
    expect(productFirst.shown()).toBe(true);
  });

  it('shows the toast on a scroll alone on mobile', () => {
    const { actor, shown } = start();
    actor.send({ type: 'page.scroll', mobile: true });
    expect(shown()).toBe(true);
  });

  it('shows the toast 2.5 s after the app link is clicked, and offers the link only while watching', () => {
    vi.useFakeTimers();
    const { actor, shown } = start();
    expect(selectLinkOffered(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'page.scroll', mobile: false });
    actor.send({ type: 'appLink.click' });
    expect(selectLinkOffered(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'fourthProduct.enter' });
    vi.advanceTimersByTime(APP_PROMO_CLICK_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('delaying');
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(true);
    expect(selectLinkOffered(actor.getSnapshot())).toBe(false);
  });

  it('dismissing persists showMenuTakeover = false and hides the toast', () => {
    const { actor, persisted, opened, shown } = start();
    actor.send({ type: 'page.scroll', mobile: true });
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(shown()).toBe(false);
    expect(persisted).toEqual([false]);
    expect(opened).toEqual([]);
  });

  it('"Get the app" opens the QR modal and persists the answer', () => {
    const { actor, persisted, opened } = start();
    actor.send({ type: 'page.scroll', mobile: true });
    actor.send({ type: 'toast.accept' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(opened).toEqual(['appDownloadQRModal']);
    expect(persisted).toEqual([false]);
  });

  it('starts dismissed when the browser already answered, and ignores every trigger', () => {
    vi.useFakeTimers();
    const { actor, persisted } = start({ showMenuTakeover: false });
    expect(actor.getSnapshot().value).toBe('dismissed');
    actor.send({ type: 'page.scroll', mobile: true });
    actor.send({ type: 'fourthProduct.enter' });
    actor.send({ type: 'appLink.click' });
    vi.advanceTimersByTime(APP_PROMO_CLICK_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(selectLinkOffered(actor.getSnapshot())).toBe(false);
    expect(persisted).toEqual([]);
  });

  it('defaults showMenuTakeover to true', () => {
    expect(start().actor.getSnapshot().value).toEqual({ watching: 'waitingForBoth' });
    expect(start({}).actor.getSnapshot().context.showMenuTakeover).toBe(true);
  });
});
