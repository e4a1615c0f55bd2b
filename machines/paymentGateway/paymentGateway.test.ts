import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { paymentGatewayMachine } from './paymentGateway.machine';
import type { PaymentGatewayInput, ShopGatewayAnswer } from './paymentGateway.types';

const SHOP = '3f9c1c2e-5b7a-4c0e-9d1a-2b3c4d5e6f70';

// The payment service's GET …/gateway is a stubbed boundary answering as the server would (or failing).
function run(input: Partial<PaymentGatewayInput>, answer: () => Promise<ShopGatewayAnswer>) {
  const asked: string[] = [];
  const machine = paymentGatewayMachine.provide({
    actors: {
      fetchGateway: fromPromise(async ({ input: { shopUuid } }) => {
        asked.push(shopUuid);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input: { shopUuid: SHOP, fetchFromServer: true, signedIn: false, ...input } }).start();
  return { actor, asked, output: toPromise(actor) };
}

describe('paymentGatewayMachine', () => {
  it('without the adyen flag sets the default (stripe) from the shop uuid and asks nothing', async () => {
    const { actor, asked, output } = run({ fetchFromServer: false }, async () => ({ gateway: 'adyen', interimGateway: null }));
    expect(actor.getSnapshot().value).toBe('success');
    expect(await output).toEqual({ shopUuid: SHOP, cardPaymentGateway: 'stripe', thirdPartyPaymentGateway: 'stripe' });
    expect(asked).toEqual([]);
  });

  it('with the flag is loading until the payment service answers for this shop, then uses its gateway', async () => {
    const { actor, asked, output } = run({}, async () => ({ gateway: 'adyen', interimGateway: null }));
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect((await output).cardPaymentGateway).toBe('adyen');
    expect(asked).toEqual([SHOP]);
  });

  it('gives a signed-in shopper the interim gateway when it differs; a guest keeps the main one', async () => {
    const answer = async (): Promise<ShopGatewayAnswer> => ({ gateway: 'stripe', interimGateway: 'adyen' });
    expect((await run({ signedIn: true }, answer).output).cardPaymentGateway).toBe('adyen');
    expect((await run({ signedIn: false }, answer).output).cardPaymentGateway).toBe('stripe');
    expect((await run({ signedIn: true }, async () => ({ gateway: 'adyen', interimGateway: 'adyen' })).output).cardPaymentGateway).toBe(
      'adyen',
    );
  });

  it('falls back to stripe when the payment service cannot be asked (checkout §8)', async () => {
    const { output } = run({ signedIn: true }, async () => {
      throw new Error('ERR_NETWORK');
    });
    expect(await output).toEqual({ shopUuid: SHOP, cardPaymentGateway: 'stripe', thirdPartyPaymentGateway: 'stripe' });
  });

  it("the wallets' gateway is stripe whatever the card gateway", async () => {
    expect((await run({}, async () => ({ gateway: 'adyen', interimGateway: null })).output).thirdPartyPaymentGateway).toBe('stripe');
  });
});
