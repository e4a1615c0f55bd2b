import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { allMachines } from './index';

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

describe('every app machine', () => {
  it('is registered once under a unique name', () => {
    expect(allMachines.map((m) => m.name)).toEqual([
      'loader',
      'modal',
      'cart',
      'checkout',
      'tracking',
      'receipt',
      'menuFocus',
      'placeSearch',
      'geolocation',
      'promoCode',
      'coupon',
      'magicCart',
      'appPromo',
      'addressDraft',
      'session',
      'loginRedirect',
      'signInPrompt',
      'existingAccount',
      'accountUpdate',
      'savedAddresses',
      'placeOrder',
      'cardVerification',
      'savedCards',
      'saveCard',
      'supportChat',
      'paymentGateway',
      'paypal',
      'walletPayment',
      'board',
      'shopOrder',
      'orderCancel',
      'shareCart',
      'reviewWidget',
    ]);
  });

  it.each(allMachines.map((m) => [m.name, m.machine] as const))('%s: every invoke has an explicit id equal to its src', (_, machine) => {
    const invokes = stateNodes(machine.root).flatMap((node) =>
      node.config.invoke ? [node.config.invoke].flat().map((inv) => ({ node: node.id, inv })) : [],
    );
    for (const { node, inv } of invokes) {
      expect(inv.id, `invoke in ${node}`).toBeTypeOf('string');
      expect(inv.id, `invoke in ${node}`).toBe(inv.src);
    }
  });

  it('the machines that invoke effects are checked (the walk finds their invokes)', () => {
    const count = (name: string) =>
      stateNodes(allMachines.find((m) => m.name === name)!.machine.root).reduce((n, node) => n + node.invoke.length, 0);
    expect([
      count('loader'),
      count('modal'),
      count('cart'),
      count('checkout'),
      count('tracking'),
      count('receipt'),
      count('menuFocus'),
      count('placeSearch'),
      count('geolocation'),
      count('promoCode'),
      count('coupon'),
      count('magicCart'),
      count('addressDraft'),
      count('placeOrder'),
      count('savedCards'),
      count('paymentGateway'),
      count('paypal'),
      count('walletPayment'),
      count('board'),
      count('shopOrder'),
      count('shareCart'),
      count('reviewWidget'),
    ]).toEqual([1, 0, 0, 11, 1, 2, 0, 1, 2, 1, 1, 1, 1, 10, 2, 1, 3, 3, 2, 1, 2, 4]);
  });

  it.each(allMachines.map((m) => [m.name, m.machine] as const))('%s has a description and named delays only', (_, machine) => {
    expect(machine.root.description).toBeTruthy();
    for (const node of stateNodes(machine.root)) {
      for (const delayed of node.after) expect(typeof delayed.delay, `after in ${node.id}`).toBe('string');
    }
  });
});
