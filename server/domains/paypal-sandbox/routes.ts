import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { approvalMissingPage, approvalPage, APPROVAL_PAGE_HEADERS } from './approval-page';
import { PAYPAL_SANDBOX_PATH } from '../../contract/paypal';
import { readShipping } from './shipping';
import { PaypalSandboxStore, type SandboxOrder } from './store';

/** The client id and secret the embedded sandbox accepts (a real app's come from PayPal's developer dashboard). */
export const PAYPAL_SANDBOX_CLIENT = { id: 'crust-paypal-sandbox', secret: 'crust-paypal-sandbox-secret' } as const;

type Json = Record<string, unknown>;
const debugId = () => Math.random().toString(16).slice(2, 15);
/** PayPal's error body: name, message, debug_id, details [{issue, description}]. */
function paypalError(reply: FastifyReply, status: number, name: string, message: string, issue?: string) {
  return reply.status(status).send({ name, message, debug_id: debugId(), ...(issue ? { details: [{ issue, description: message }] } : {}) });
}

const money = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: unknown) => (typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null);

/** A capture's status as PayPal words it once refunds were made on it. */
function captureStatus(order: SandboxOrder): string {
  const refunded = [...order.refunds.values()].reduce((sum, refund) => sum + refund.amount, 0);
  return refunded === 0 ? 'COMPLETED' : refunded >= order.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

function presentOrder(order: SandboxOrder) {
  return {
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    payment_source: { token: { id: order.agreementId, type: 'BILLING_AGREEMENT' } },
    purchase_units: [{
      reference_id: 'default',
      amount: { currency_code: order.currency, value: money(order.amount) },
      ...(order.customId ? { custom_id: order.customId } : {}),
      ...(order.shipping ? { shipping: order.shipping } : {}),
      ...(order.captureId
        ? { payments: { captures: [{ id: order.captureId, status: captureStatus(order), amount: { currency_code: order.currency, value: money(order.amount) } }] } }
        : {}),
    }],
    links: [{ href: `${PAYPAL_SANDBOX_PATH}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
  };
}

/**
 * PayPal's REST API as its sandbox answers it, for the platform's PayPal client (reached in-process, see
 * sandboxFetch): OAuth client credentials, billing agreement tokens and agreements (v1), orders paid on
 * an agreement and their capture (v2); and the buyer's approval page (`/checkoutnow?token=BA-…`), which
 * returns to the token's return_url (with `ba_token`) or its cancel_url. Objects live in this process.
 */
export const paypalSandboxRoutes: FastifyPluginAsync<{ store?: PaypalSandboxStore }> = async (app, { store = new PaypalSandboxStore() }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token && store.accessTokens.has(token)) return true;
    void paypalError(reply, 401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');
    return false;
  };

  app.post('/v1/oauth2/token', async (request, reply) => {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    if (id !== PAYPAL_SANDBOX_CLIENT.id || secret !== PAYPAL_SANDBOX_CLIENT.secret) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if ((request.body as Json | undefined)?.grant_type !== 'client_credentials') {
      return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    return { scope: 'https://uri.paypal.com/services/payments/payment', access_token: store.issueAccessToken(), token_type: 'Bearer', app_id: 'APP-CRUST-SANDBOX', expires_in: 32_400 };
  });

  app.post('/v1/billing-agreements/agreement-tokens', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const preferences = ((request.body as Json | undefined)?.plan as Json | undefined)?.merchant_preferences as Json | undefined;
    const returnUrl = preferences?.return_url;
    const cancelUrl = preferences?.cancel_url;
    if (typeof returnUrl !== 'string' || typeof cancelUrl !== 'string' || !URL.canParse(returnUrl) || !URL.canParse(cancelUrl)) {
      return paypalError(reply, 400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', 'MISSING_REQUIRED_PARAMETER');
    }
    const token = store.createToken(returnUrl, cancelUrl);
    return reply.status(201).send({
      token_id: token.id,
      links: [
        { href: `${PAYPAL_SANDBOX_PATH}/checkoutnow?token=${token.id}`, rel: 'approval_url', method: 'GET' },
        { href: `${PAYPAL_SANDBOX_PATH}/v1/billing-agreements/agreement-tokens/${token.id}`, rel: 'self', method: 'GET' },
      ],
    });
  });

  app.post('/v1/billing-agreements/agreements', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const tokenId = (request.body as Json | undefined)?.token_id;
    const token = typeof tokenId === 'string' ? store.tokens.get(tokenId) : undefined;
    if (!token) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
    if (token.state !== 'approved') return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'The buyer has not approved this agreement token.', 'TOKEN_NOT_APPROVED');
    token.state = 'used';
    const agreement = store.createAgreement();
    return reply.status(201).send({
      id: agreement.id,
      state: agreement.state,
      description: 'Crust orders',
      payer: { payer_info: { email: agreement.email, payer_id: agreement.payerId } },
      plan: { type: 'MERCHANT_INITIATED_BILLING' },
    });
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const body = (request.body ?? {}) as Json;
    const unit = (body.purchase_units as Json[] | undefined)?.[0];
    const amount = unit?.amount as Json | undefined;
    const value = cents(amount?.value);
    const source = ((body.payment_source as Json | undefined)?.token ?? {}) as Json;
    if (body.intent !== 'CAPTURE' || value === null || value <= 0 || amount?.currency_code !== 'USD' || source.type !== 'BILLING_AGREEMENT') {
      return paypalError(reply, 400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', 'INVALID_PARAMETER_VALUE');
    }
    const read = readShipping(unit?.shipping);
    if ('refusal' in read) return paypalError(reply, read.refusal.status, read.refusal.name, read.refusal.message, read.refusal.issue);
    const agreement = typeof source.id === 'string' ? store.agreements.get(source.id) : undefined;
    if (!agreement || agreement.state !== 'ACTIVE') {
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'The billing agreement is not active.', 'AGREEMENT_ALREADY_CANCELLED');
    }
    const order = store.createOrder({ agreementId: agreement.id, amount: value, currency: 'USD', customId: typeof unit?.custom_id === 'string' ? unit.custom_id : null, shipping: read.shipping });
    return reply.status(201).send(presentOrder(order));
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const order = store.orders.get(request.params.id);
    if (!order) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
    return presentOrder(order);
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const order = store.orders.get(request.params.id);
    if (!order) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
    const requestId = request.headers['paypal-request-id'];
    if (order.status === 'COMPLETED') {
      // PayPal-Request-Id makes a capture idempotent: the same id answers the same capture
      if (typeof requestId === 'string' && requestId === order.captureRequestId) return reply.status(201).send(presentOrder(order));
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'Order already captured.', 'ORDER_ALREADY_CAPTURED');
    }
    order.status = 'COMPLETED';
    order.captureId = store.newCaptureId();
    order.captureRequestId = typeof requestId === 'string' ? requestId : null;
    return reply.status(201).send(presentOrder(order));
  });

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const order = [...store.orders.values()].find((each) => each.captureId === request.params.id);
    if (!order) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
    const requestId = String(request.headers['paypal-request-id'] ?? '');
    const again = requestId ? order.refunds.get(requestId) : undefined;
    if (again) return reply.status(201).send({ id: again.id, status: 'COMPLETED', amount: { currency_code: order.currency, value: money(again.amount) } });
    const amount = cents((((request.body ?? {}) as Json).amount as Json | undefined)?.value);
    const refunded = [...order.refunds.values()].reduce((sum, refund) => sum + refund.amount, 0);
    if (amount === null || amount <= 0 || amount > order.amount - refunded) {
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'The refund amount must be positive and no more than what is left of the capture.', 'REFUND_AMOUNT_EXCEEDED');
    }
    const refund = { id: store.newCaptureId(), amount };
    order.refunds.set(requestId || refund.id, refund);
    return reply.status(201).send({ id: refund.id, status: 'COMPLETED', amount: { currency_code: order.currency, value: money(amount) } });
  });

  // The buyer's approval page: in its own window, so it overrides the app's headers itself.
  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    reply.headers(APPROVAL_PAGE_HEADERS);
    const token = store.tokens.get(request.query.token ?? '');
    if (!token || token.state !== 'created') return reply.status(404).send(approvalMissingPage());
    return reply.send(approvalPage(token.id));
  });

  app.post('/checkoutnow', async (request, reply) => {
    reply.headers(APPROVAL_PAGE_HEADERS);
    const body = (request.body ?? {}) as Json;
    const token = typeof body.token === 'string' ? store.tokens.get(body.token) : undefined;
    if (!token || token.state !== 'created' || (body.decision !== 'approve' && body.decision !== 'cancel')) return reply.status(404).send(approvalMissingPage());
    const approved = body.decision === 'approve';
    token.state = approved ? 'approved' : 'cancelled';
    const target = new URL(approved ? token.returnUrl : token.cancelUrl);
    target.searchParams.set('ba_token', token.id);
    target.searchParams.set('token', token.id);
    return reply.status(303).header('location', target.toString()).send();
  });
};
