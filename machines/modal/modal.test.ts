import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { modalMachine } from './modal.machine';
import { MODAL_NAMES, type ModalName } from './modal.types';
import { MODAL_SEARCH_KEYS, modalFromSearch, modalSearchParams, withoutModalSearch } from './modal.url';

// pushUrl / navigateBack are stubbed boundaries (the router): they record what the machine asked for.
function start() {
  const log: string[] = [];
  const machine = modalMachine.provide({
    actions: {
      pushUrl: (_, params) => void log.push(`push ${params.name} ${JSON.stringify(params.params)}`),
      navigateBack: () => void log.push('back'),
    },
  });
  return { actor: createActor(machine).start(), log };
}

describe('modalMachine', () => {
  it('opens a modal and pushes its URL', () => {
    const { actor, log } = start();
    actor.send({ type: 'modal.open', name: 'productModal', params: { productId: '12' } });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toEqual({ name: 'productModal', params: { productId: '12' } });
    expect(log).toEqual(['push productModal {"productId":"12"}']);
  });

  it('opening another modal replaces the open one and pushes again', () => {
    const { actor, log } = start();
    actor.send({ type: 'modal.open', name: 'feeModal' });
    actor.send({ type: 'modal.open', name: 'shopHoursModal' });
    expect(actor.getSnapshot().context).toEqual({ name: 'shopHoursModal', params: {} });
    expect(log).toEqual(['push feeModal {}', 'push shopHoursModal {}']);
  });

  it('closing goes back and forgets the modal', () => {
    const { actor, log } = start();
    actor.send({ type: 'modal.open', name: 'feeModal' });
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ name: null, params: {} });
    expect(log).toEqual(['push feeModal {}', 'back']);
  });

  it('modal.close while closed does nothing', () => {
    const { actor, log } = start();
    expect(actor.getSnapshot().can({ type: 'modal.close' })).toBe(false);
    actor.send({ type: 'modal.close' });
    expect(log).toEqual([]);
  });

  it('a URL naming a modal opens it without pushing (deep link, forward)', () => {
    const { actor, log } = start();
    actor.send({ type: 'modal.urlChanged', name: 'dealsModal', params: {} });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.name).toBe('dealsModal');
    actor.send({ type: 'modal.urlChanged', name: 'productModal', params: { productId: '3' } });
    expect(actor.getSnapshot().context).toEqual({ name: 'productModal', params: { productId: '3' } });
    expect(log).toEqual([]);
  });

  it('a URL without a modal closes it without navigating (browser back)', () => {
    const { actor, log } = start();
    actor.send({ type: 'modal.open', name: 'feeModal' });
    actor.send({ type: 'modal.urlChanged', name: null, params: {} });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.name).toBeNull();
    expect(log).toEqual(['push feeModal {}']);
  });

  it('a URL without a modal while closed is not a transition', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'modal.urlChanged', name: null, params: {} })).toBe(false);
  });
});

describe('modal URL helpers', () => {
  it('productModal is view_product=<productId>', () => {
    expect(modalSearchParams('productModal', { productId: '42' })).toEqual({ view_product: '42' });
    expect(modalFromSearch('?view_product=42')).toEqual({ name: 'productModal', params: { productId: '42' } });
  });

  it('deals and delivery preferences use their own flags', () => {
    expect(modalSearchParams('dealsModal', {})).toEqual({ view_all_deals: 'true' });
    expect(modalSearchParams('deliveryPreferenceModal', {})).toEqual({ view_delivery_preferences: 'true' });
    expect(modalFromSearch({ view_all_deals: true }).name).toBe('dealsModal');
    expect(modalFromSearch({ view_all_deals: 'false' }).name).toBeNull();
    expect(modalSearchParams('cartDrawer', {})).toEqual({ show_cart: 'true' });
    expect(modalFromSearch('show_cart=1').name).toBe('cartDrawer');
  });

  it('every other modal is modal=<name>', () => {
    expect(modalSearchParams('feeModal', {})).toEqual({ modal: 'feeModal' });
    expect(modalFromSearch('modal=supportModal&utm_campaign=x')).toEqual({ name: 'supportModal', params: {} });
  });

  it.each(MODAL_NAMES.map((name) => [name]))('%s round-trips with extra params', (name: ModalName) => {
    const params: Record<string, string> = name === 'productModal' ? { productId: '9', size: 'L' } : { source: 'menu' };
    const search = modalSearchParams(name, params);
    expect(modalFromSearch(search)).toEqual({ name, params });
    expect(modalFromSearch(new URLSearchParams(search).toString())).toEqual({ name, params });
    expect(modalFromSearch(new URLSearchParams(search))).toEqual({ name, params });
  });

  it('unknown or missing modals read as none', () => {
    expect(modalFromSearch('')).toEqual({ name: null, params: {} });
    expect(modalFromSearch('modal=notAModal')).toEqual({ name: null, params: {} });
    expect(modalFromSearch({ view_product: '' })).toEqual({ name: null, params: {} });
    // a dedicated modal is only reachable through its own param
    expect(modalFromSearch('modal=productModal')).toEqual({ name: null, params: {} });
  });

  it('withoutModalSearch drops only the modal keys', () => {
    const search = { ...modalSearchParams('productModal', { productId: '1', size: 'L' }), utm_campaign: 'c', skip_dialogs: true };
    expect(withoutModalSearch(search)).toEqual({ utm_campaign: 'c', skip_dialogs: true });
    expect(MODAL_SEARCH_KEYS).toEqual([
      'view_product',
      'view_all_deals',
      'view_delivery_preferences',
      'show_cart',
      'display_disabled_shop_notice',
      'modal',
    ]);
  });

  it("a redirect's disabled-shop notice flag is the shop-not-found modal, and closing drops the flag", () => {
    const landed = { display_disabled_shop_notice: 'true', shopName: 'Atlantic Avenue Pizza' };
    expect(modalFromSearch(landed)).toEqual({ name: 'shopNotFoundRedirectModal', params: {} });
    expect(modalSearchParams('shopNotFoundRedirectModal')).toEqual({ display_disabled_shop_notice: 'true' });
    expect(withoutModalSearch(landed)).toEqual({ shopName: 'Atlantic Avenue Pizza' });
    expect(modalFromSearch({ display_disabled_shop_notice: 'false' }).name).toBeNull();
  });

  it('skip_dialogs keeps the flag-opened shop-not-found modal closed, not the modals a shopper deep-links to', () => {
    expect(modalFromSearch('display_disabled_shop_notice=true&skip_dialogs=true').name).toBeNull();
    expect(modalFromSearch('display_disabled_shop_notice=true&skip_dialogs=false').name).toBe('shopNotFoundRedirectModal');
    expect(modalFromSearch('view_all_deals=true&skip_dialogs=true').name).toBe('dealsModal');
    expect(modalFromSearch('modal=feeModal&skip_dialogs=true').name).toBe('feeModal');
  });
});
