import { randomBytes } from 'node:crypto';

/**
 * The embedded PayPal sandbox's objects, kept in this process (a sandbox restarted starts empty, as a
 * PayPal sandbox account reset does): OAuth access tokens, agreement tokens awaiting the buyer's
 * approval, billing agreements, and orders paid on them.
 */
export type ShippingDetail = {
  type?: string;
  name?: { full_name: string };
  phone_number?: { country_code: string; national_number: string };
  address: { address_line_1?: string; address_line_2?: string; admin_area_2?: string; admin_area_1?: string; postal_code?: string; country_code: string };
};
export type AgreementToken = { id: string; returnUrl: string; cancelUrl: string; state: 'created' | 'approved' | 'cancelled' | 'used' };
export type Agreement = { id: string; payerId: string; email: string; state: 'ACTIVE' | 'CANCELLED' };
export type SandboxOrder = {
  id: string;
  agreementId: string;
  /** cents */
  amount: number;
  currency: string;
  customId: string | null;
  /** purchase_units[0].shipping as the merchant sent it (Orders v2 shipping_detail), kept and answered back */
  shipping: ShippingDetail | null;
  status: 'APPROVED' | 'COMPLETED';
  captureId: string | null;
  /** PayPal-Request-Id of the capture: the same id again answers the same capture */
  captureRequestId: string | null;
  /** refunds of the capture, by their PayPal-Request-Id (cents) */
  refunds: Map<string, { id: string; amount: number }>;
};

/** The buyer every sandbox approval signs in as. */
export const SANDBOX_BUYER = { email: 'buyer@paypal-sandbox.test', payerId: 'SANDBOXBUYER1' } as const;

const id = (prefix: string, length = 17) => `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length).toUpperCase()}`;

export class PaypalSandboxStore {
  readonly accessTokens = new Set<string>();
  readonly tokens = new Map<string, AgreementToken>();
  readonly agreements = new Map<string, Agreement>();
  readonly orders = new Map<string, SandboxOrder>();

  issueAccessToken(): string {
    const token = id('A21AA', 40);
    this.accessTokens.add(token);
    return token;
  }

  createToken(returnUrl: string, cancelUrl: string): AgreementToken {
    const token: AgreementToken = { id: id('BA-'), returnUrl, cancelUrl, state: 'created' };
    this.tokens.set(token.id, token);
    return token;
  }

  createAgreement(): Agreement {
    const agreement: Agreement = { id: id('B-'), payerId: SANDBOX_BUYER.payerId, email: SANDBOX_BUYER.email, state: 'ACTIVE' };
    this.agreements.set(agreement.id, agreement);
    return agreement;
  }

  createOrder(fields: Pick<SandboxOrder, 'agreementId' | 'amount' | 'currency' | 'customId' | 'shipping'>): SandboxOrder {
    const order: SandboxOrder = { ...fields, id: id(''), status: 'APPROVED', captureId: null, captureRequestId: null, refunds: new Map() };
    this.orders.set(order.id, order);
    return order;
  }

  newCaptureId(): string {
    return id('');
  }
}
