// @vitest-environment happy-dom
import type { PaymentRequestPaymentMethodEvent, Stripe } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxStripe } from './client';
import { IntegrationError } from './errors';
import { browserWallet } from './walletCards';

// These tests stub `fetch`, the boundary to the server's Stripe sandbox (tested on the server): they
// check what the wallet sheet sends and what the storefront hears.

type Call = { url: string; body: string };
let calls: Call[];
let answer: () => Promise<Response>;
let stripe: Stripe;

const json = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const WALLET_METHOD = {
  id: 'pm_1Wallet',
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4: '4242', wallet: { type: 'google_pay', dynamic_last4: '4242' } },
};

const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string) => [...document.querySelectorAll('button')].find((node) => node.textContent === name)!;
const request = (amount = 2345) =>
  stripe.paymentRequest({ country: 'US', currency: 'usd', total: { label: 'Brooklyn Slice House', amount } });

beforeEach(() => {
  calls = [];
  answer = json(200, WALLET_METHOD);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return answer();
    }),
  );
  stripe = createSandboxStripe({ apiBase: '/sandbox/stripe', publishableKey: 'pk_sandbox_crust' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the sandbox payment request', () => {
  it("offers this browser's wallet: Google Pay in Chromium, Apple Pay in Safari", async () => {
    expect(browserWallet('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36')).toBe(
      'googlePay',
    );
    expect(
      browserWallet(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('applePay');
    expect(await request().canMakePayment()).toEqual({ applePay: false, googlePay: true, link: false });
  });

  it('refuses show() before availability was checked, and updates while the sheet is open, as Stripe.js does', async () => {
    const payment = request();
    expect(() => payment.show()).toThrow(IntegrationError);
    await payment.canMakePayment();
    payment.show();
    expect(payment.isShowing()).toBe(true);
    expect(() => payment.update({ total: { label: 'x', amount: 1 } })).toThrow('while the payment sheet is showing');
  });

  it('shows the updated total; Pay makes a wallet card payment method and the storefront completes it', async () => {
    const payment = request();
    await payment.canMakePayment();
    payment.update({ total: { label: 'Brooklyn Slice House', amount: 2845 } });
    const heard = new Promise<PaymentRequestPaymentMethodEvent>((resolve) => payment.on('paymentmethod', resolve));
    payment.show();
    expect(sheet()?.getAttribute('aria-label')).toBe('Google Pay (sandbox)');
    expect(sheet()?.textContent).toContain('$28.45');
    button('Pay').click();
    const event = await heard;
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/sandbox/stripe/v1/payment_methods');
    const body = new URLSearchParams(calls[0].body);
    expect(body.get('type')).toBe('card');
    expect(body.get('card[number]')).toBe('4242424242424242');
    expect(body.get('wallet')).toBe('google_pay');
    expect(event.paymentMethod.id).toBe('pm_1Wallet');
    expect(event.walletName).toBe('googlePay');
    expect(sheet()).not.toBeNull();
    event.complete('success');
    expect(sheet()).toBeNull();
    expect(payment.isShowing()).toBe(false);
  });

  it('pays with the card chosen in the sheet', async () => {
    const payment = request();
    await payment.canMakePayment();
    const heard = new Promise<PaymentRequestPaymentMethodEvent>((resolve) => payment.on('paymentmethod', resolve));
    payment.show();
    document.querySelector<HTMLInputElement>('input[value="4000000000000002"]')!.checked = true;
    button('Pay').click();
    await heard;
    expect(new URLSearchParams(calls[0].body).get('card[number]')).toBe('4000000000000002');
  });

  it('Cancel closes the sheet and the storefront hears cancel; nothing is sent', async () => {
    const payment = request();
    await payment.canMakePayment();
    const cancelled = vi.fn();
    payment.on('cancel', cancelled);
    payment.show();
    button('Cancel').click();
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(sheet()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("keeps the sheet open with the sandbox's refusal when the payment method cannot be made", async () => {
    answer = json(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const payment = request();
    await payment.canMakePayment();
    const heard = vi.fn();
    payment.on('paymentmethod', heard);
    payment.show();
    button('Pay').click();
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('Your card was declined.'));
    expect(heard).not.toHaveBeenCalled();
    expect(button('Pay').disabled).toBe(false);
  });
});
