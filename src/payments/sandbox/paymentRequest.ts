import type { PaymentMethod, PaymentRequestCompleteStatus, PaymentRequestItem, PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import { CardSandboxUnsupportedError, IntegrationError } from './errors';
import { callStripeApi, type SandboxConnection } from './stripeApi';
import { WALLET_TYPES, type SandboxWallet } from './walletCards';
import { openWalletSheet, type WalletSheet } from './walletSheet';

/** The options of stripe.paymentRequest() the sandbox reads (the others are accepted and have no effect). */
export type SandboxPaymentRequestOptions = { country: string; currency: string; total: PaymentRequestItem; [option: string]: unknown };

type PaymentMethodHandler = (event: PaymentRequestPaymentMethodEvent) => unknown;
type CancelHandler = () => unknown;
type EventType = 'paymentmethod' | 'cancel';

/** The payment method's browser-side name per wallet (Stripe's methodName). */
const METHOD_NAMES: Record<SandboxWallet, string> = { applePay: 'https://apple.com/apple-pay', googlePay: 'https://google.com/pay' };

function checkTotal(total: unknown): PaymentRequestItem {
  const item = total as Partial<PaymentRequestItem> | undefined;
  if (!item || typeof item.label !== 'string' || typeof item.amount !== 'number' || !Number.isInteger(item.amount) || item.amount < 0) {
    throw new IntegrationError(
      'Invalid value for paymentRequest(): total should be an object with a string label and a non-negative integer amount.',
    );
  }
  return { label: item.label, amount: item.amount, ...(item.pending !== undefined ? { pending: item.pending } : {}) };
}

/**
 * The sandbox's `stripe.paymentRequest()`: the wallet of this browser (Apple Pay in Safari, Google Pay
 * elsewhere) is always available; show() opens the sandbox's wallet sheet, whose Pay makes a card
 * payment method marked with the wallet (POST /v1/payment_methods with the sandbox's `wallet` param, what
 * Stripe does on its side for a real wallet) and emits `paymentmethod`; its Cancel emits `cancel`. As
 * with Stripe.js, availability must be checked before show(), and the request cannot change while shown.
 */
export class SandboxPaymentRequest {
  readonly #connection: SandboxConnection;
  readonly #wallet: SandboxWallet;
  readonly #doc: Document;
  #currency: string;
  #total: PaymentRequestItem;
  #checked = false;
  #sheet: WalletSheet | null = null;
  #handlers: { paymentmethod: Set<PaymentMethodHandler>; cancel: Set<CancelHandler> } = { paymentmethod: new Set(), cancel: new Set() };

  constructor(options: SandboxPaymentRequestOptions, connection: SandboxConnection, wallet: SandboxWallet, doc: Document) {
    if (typeof options?.country !== 'string' || typeof options.currency !== 'string') {
      throw new IntegrationError('Invalid value for paymentRequest(): country and currency are required strings.');
    }
    this.#currency = options.currency.toLowerCase();
    this.#total = checkTotal(options.total);
    this.#connection = connection;
    this.#wallet = wallet;
    this.#doc = doc;
  }

  async canMakePayment(): Promise<Record<string, boolean>> {
    this.#checked = true;
    return { applePay: this.#wallet === 'applePay', googlePay: this.#wallet === 'googlePay', link: false };
  }

  update(options: { currency?: string; total?: PaymentRequestItem; [option: string]: unknown }): void {
    if (this.#sheet) throw new IntegrationError('You cannot update Payment Request options while the payment sheet is showing.');
    if (options.currency !== undefined) this.#currency = String(options.currency).toLowerCase();
    if (options.total !== undefined) this.#total = checkTotal(options.total);
  }

  isShowing(): boolean {
    return this.#sheet !== null;
  }

  show(): void {
    if (!this.#checked) {
      throw new IntegrationError(
        "You must first check the Payment Request API's availability using paymentRequest.canMakePayment() before calling show().",
      );
    }
    if (this.#sheet) throw new IntegrationError('The payment sheet is already showing.');
    this.#sheet = openWalletSheet(
      this.#doc,
      { wallet: this.#wallet, merchant: this.#total.label, amount: this.#total.amount, currency: this.#currency },
      {
        pay: (cardNumber) => void this.#pay(cardNumber),
        cancel: () => this.abort(),
      },
    );
  }

  /** Closes the sheet; the storefront hears `cancel`. */
  abort(): void {
    if (!this.#sheet) return;
    this.#close();
    for (const handler of [...this.#handlers.cancel]) handler();
  }

  on(eventType: EventType, handler: PaymentMethodHandler | CancelHandler): this {
    this.#set(eventType).add(handler as never);
    return this;
  }

  once(eventType: EventType, handler: PaymentMethodHandler | CancelHandler): this {
    const wrapped = (...args: never[]) => {
      this.off(eventType, wrapped);
      return (handler as (...a: never[]) => unknown)(...args);
    };
    return this.on(eventType, wrapped);
  }

  off(eventType: EventType, handler?: PaymentMethodHandler | CancelHandler): this {
    const handlers = this.#set(eventType);
    if (handler) handlers.delete(handler as never);
    else handlers.clear();
    return this;
  }

  #set(eventType: string): Set<PaymentMethodHandler | CancelHandler> {
    if (eventType !== 'paymentmethod' && eventType !== 'cancel') throw new CardSandboxUnsupportedError(`paymentRequest.on('${eventType}')`);
    return this.#handlers[eventType];
  }

  #close(): void {
    this.#sheet?.close();
    this.#sheet = null;
  }

  async #pay(cardNumber: string): Promise<void> {
    const sheet = this.#sheet;
    if (!sheet) return;
    sheet.busy(true);
    const outcome = await callStripeApi(this.#connection, 'POST', '/v1/payment_methods', {
      type: 'card',
      card: { number: cardNumber, exp_month: '12', exp_year: String(new Date().getFullYear() + 3), cvc: '123' },
      wallet: WALLET_TYPES[this.#wallet],
    });
    if (this.#sheet !== sheet) return;
    if (!outcome.ok) {
      sheet.busy(false);
      sheet.showError(outcome.error.message ?? 'This card cannot be used.');
      return;
    }
    let completed = false;
    const event: PaymentRequestPaymentMethodEvent = {
      paymentMethod: outcome.body as PaymentMethod,
      walletName: this.#wallet,
      methodName: METHOD_NAMES[this.#wallet],
      complete: (_status: PaymentRequestCompleteStatus) => {
        if (completed || this.#sheet !== sheet) return;
        completed = true;
        this.#close();
      },
    };
    for (const handler of [...this.#handlers.paymentmethod]) (handler as PaymentMethodHandler)(event);
  }
}
