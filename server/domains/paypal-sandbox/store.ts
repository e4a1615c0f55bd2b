import { randomBytes } from 'node:crypto';

/**
 * The embedded PayPal sandbox's objects, kept in this process (a sandbox restarted starts empty, as a
 * PayPal sandbox account reset does): OAuth access tokens (they expire after `expires_in`), agreement
 * tokens awaiting the buyer's approval (they expire too), billing agreements, and orders paid on them.
 */
export type ShippingDetail = {
  type?: string;
  name?: { full_name: string };
  phone_number?: { country_code: string; national_number: string };
  address: {
    address_line_1?: string;
    address_line_2?: string;
    admin_area_2?: string;
    admin_area_1?: string;
    postal_code?: string;
    country_code: string;
  };
};
export type AgreementToken = {
  id: string;
  returnUrl: string;
  cancelUrl: string;
  state: 'created' | 'approved' | 'cancelled' | 'used';
  buyer: SandboxBuyer;
  expiresAt: number;
};
export type Agreement = { id: string; payerId: string; email: string; state: 'ACTIVE' | 'CANCELLED'; paymentReview: boolean };
export type SandboxOrder = {
  id: string;
  /** PayPal-Request-Id of the create call: the same id again answers this order */
  requestId: string | null;
  /** cents */
  amount: number;
  currency: string;
  customId: string | null;
  /** purchase_units[0].shipping as the merchant sent it (Orders v2 shipping_detail), kept and answered back */
  shipping: ShippingDetail | null;
  /**
   * CREATED until captured (a billing-agreement order has no payer approval step: PayPal documents it as
   * created without a payment source, then captured with `payment_source.token`); COMPLETED once captured.
   */
  status: 'CREATED' | 'COMPLETED';
  capture: { id: string; status: 'COMPLETED' | 'PENDING'; reason: string | null; agreementId: string; requestId: string | null } | null;
  /** refunds of the capture, by their PayPal-Request-Id (cents) */
  refunds: Map<string, { id: string; amount: number }>;
};

/**
 * The sandbox's buyer accounts. As in PayPal's sandbox, where "Payment review" is a setting of a test
 * account (and every capture of its payments is then PENDING with reason PENDING_REVIEW), the review buyer
 * is the account with that setting on; every other approval signs in as the default buyer.
 */
export const SANDBOX_BUYERS = {
  default: { email: 'buyer@paypal-sandbox.test', payerId: 'SANDBOXBUYER1', paymentReview: false },
  review: { email: 'review-buyer@paypal-sandbox.test', payerId: 'SANDBOXBUYER2', paymentReview: true },
} as const;
export type SandboxBuyer = keyof typeof SANDBOX_BUYERS;
/** The buyer every sandbox approval signs in as unless another is chosen. */
export const SANDBOX_BUYER = SANDBOX_BUYERS.default;

/** Seconds an access token lives (PayPal answers 32400, nine hours), and an agreement token awaits approval (three hours). */
export const SANDBOX_LIFETIMES = { accessTokenSeconds: 32_400, agreementTokenSeconds: 3 * 3600 } as const;

const id = (prefix: string, length = 17) =>
  `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length).toUpperCase()}`;

export type SandboxStoreOptions = { accessTokenSeconds?: number; agreementTokenSeconds?: number; now?: () => number };

export class PaypalSandboxStore {
  /** access token → when it expires (ms) */
  readonly accessTokens = new Map<string, number>();
  readonly tokens = new Map<string, AgreementToken>();
  readonly agreements = new Map<string, Agreement>();
  readonly orders = new Map<string, SandboxOrder>();
  readonly accessTokenSeconds: number;
  private readonly agreementTokenSeconds: number;
  private readonly now: () => number;

  constructor(options: SandboxStoreOptions = {}) {
    this.accessTokenSeconds = options.accessTokenSeconds ?? SANDBOX_LIFETIMES.accessTokenSeconds;
    this.agreementTokenSeconds = options.agreementTokenSeconds ?? SANDBOX_LIFETIMES.agreementTokenSeconds;
    this.now = options.now ?? (() => Date.now());
  }

  /** Drops what has expired, so what is kept stays bounded by what is still usable. */
  private prune() {
    const now = this.now();
    for (const [token, until] of this.accessTokens) if (until <= now) this.accessTokens.delete(token);
    for (const [tokenId, token] of this.tokens) if (token.expiresAt <= now) this.tokens.delete(tokenId);
  }

  issueAccessToken(): string {
    this.prune();
    const token = id('A21AA', 40);
    this.accessTokens.set(token, this.now() + this.accessTokenSeconds * 1000);
    return token;
  }

  /** An access token this sandbox issued and that has not expired. */
  isValidAccessToken(token: string): boolean {
    const until = this.accessTokens.get(token);
    return until !== undefined && until > this.now();
  }

  createToken(returnUrl: string, cancelUrl: string): AgreementToken {
    this.prune();
    const token: AgreementToken = {
      id: id('BA-'),
      returnUrl,
      cancelUrl,
      state: 'created',
      buyer: 'default',
      expiresAt: this.now() + this.agreementTokenSeconds * 1000,
    };
    this.tokens.set(token.id, token);
    return token;
  }

  /** An agreement token still awaiting (or given) the buyer's answer; an expired one is gone. */
  token(tokenId: string): AgreementToken | undefined {
    const token = this.tokens.get(tokenId);
    return token && token.expiresAt > this.now() ? token : undefined;
  }

  createAgreement(buyer: SandboxBuyer): Agreement {
    const account = SANDBOX_BUYERS[buyer];
    const agreement: Agreement = {
      id: id('B-'),
      payerId: account.payerId,
      email: account.email,
      state: 'ACTIVE',
      paymentReview: account.paymentReview,
    };
    this.agreements.set(agreement.id, agreement);
    return agreement;
  }

  createOrder(fields: Pick<SandboxOrder, 'amount' | 'currency' | 'customId' | 'shipping' | 'requestId'>): SandboxOrder {
    const order: SandboxOrder = { ...fields, id: id(''), status: 'CREATED', capture: null, refunds: new Map() };
    this.orders.set(order.id, order);
    return order;
  }

  /** The order created earlier with this PayPal-Request-Id, if any. */
  orderByRequestId(requestId: string): SandboxOrder | undefined {
    return [...this.orders.values()].find((order) => order.requestId === requestId);
  }

  newCaptureId(): string {
    return id('');
  }
}
