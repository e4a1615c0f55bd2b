import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { approvalMissingPage, approvalPage, APPROVAL_PAGE_HEADERS } from './approval-page';
import { PAYPAL_SANDBOX_PATH } from '../../contract/paypal';
import { mockedFailure } from './negative-testing';
import { paypalErrorBody, UNPROCESSABLE } from './errors';
import { readShipping } from './shipping';
import { PaypalSandboxStore, SANDBOX_BUYERS, type SandboxBuyer, type SandboxOrder, type SandboxStoreOptions } from './store';

/** The client id and secret the embedded sandbox accepts (a real app's come from PayPal's developer dashboard). */
export const PAYPAL_SANDBOX_CLIENT = { id: 'crust-paypal-sandbox', secret: 'crust-paypal-sandbox-secret' } as const;

type Json = Record<string, unknown>;
function paypalError(reply: FastifyReply, status: number, name: string, message: string, issue?: string) {
  return reply.status(status).send(paypalErrorBody(name, message, issue));
}
const malformed = (reply: FastifyReply, issue: string) =>
  paypalError(reply, 400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', issue);
const notFound = (reply: FastifyReply) =>
  paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');

const money = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: unknown) =>
  typeof value === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null;
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

const refundedOf = (order: SandboxOrder) => [...order.refunds.values()].reduce((sum, refund) => sum + refund.amount, 0);

/** A capture's status as PayPal words it: PENDING (with its reason) until it clears, then COMPLETED, or refunded in part or whole. */
function captureStatus(order: SandboxOrder): { status: string; reason: string | null } {
  const capture = order.capture!;
  if (capture.status === 'PENDING') return { status: 'PENDING', reason: capture.reason };
  const refunded = refundedOf(order);
  return { status: refunded === 0 ? 'COMPLETED' : refunded >= order.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED', reason: null };
}

const link = (path: string, rel: string, method = 'GET') => ({ href: `${PAYPAL_SANDBOX_PATH}${path}`, rel, method });

/** An Orders v2 order as PayPal answers it (the `order` schema: no payment_source.token, which is a request field only). */
function presentOrder(order: SandboxOrder) {
  const capture = order.capture;
  const state = capture ? captureStatus(order) : null;
  return {
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'default',
        amount: { currency_code: order.currency, value: money(order.amount) },
        ...(order.customId ? { custom_id: order.customId } : {}),
        ...(order.shipping ? { shipping: order.shipping } : {}),
        ...(capture && state
          ? {
              payments: {
                captures: [
                  {
                    id: capture.id,
                    status: state.status,
                    ...(state.reason ? { status_details: { reason: state.reason } } : {}),
                    amount: { currency_code: order.currency, value: money(order.amount) },
                    final_capture: true,
                    ...(order.customId ? { custom_id: order.customId } : {}),
                    links: [
                      link(`/v2/payments/captures/${capture.id}`, 'self'),
                      link(`/v2/payments/captures/${capture.id}/refund`, 'refund', 'POST'),
                    ],
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      link(`/v2/checkout/orders/${order.id}`, 'self'),
      ...(order.status === 'CREATED' ? [link(`/v2/checkout/orders/${order.id}/capture`, 'capture', 'POST')] : []),
    ],
  };
}

/**
 * PayPal's REST API as its sandbox answers it, for the platform's PayPal client (the official
 * @paypal/paypal-server-sdk, reached in-process through sandboxFetch, or over HTTP): OAuth client
 * credentials (tokens expire after `expires_in`), billing agreement tokens and agreements (v1), orders
 * created without a payment source and captured with the agreement as `payment_source.token` (v2, the
 * reference-transaction flow PayPal documents), refunds of a capture, PayPal-Request-Id idempotency, and
 * PayPal's negative testing (`PayPal-Mock-Response: {"mock_application_codes": "…"}`). Errors carry
 * PayPal's shape (name, message, debug_id, details[], links[]). And the buyer's approval page
 * (`/checkoutnow?token=BA-…`), which returns to the token's return_url (with `ba_token`) or its cancel_url.
 */
export const paypalSandboxRoutes: FastifyPluginAsync<{ store?: PaypalSandboxStore; options?: SandboxStoreOptions }> = async (app, opts) => {
  const store = opts.store ?? new PaypalSandboxStore(opts.options);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // PayPal takes `Content-Type: application/json` with no body (a capture without a payment source is sent so)
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('MALFORMED_REQUEST_JSON'), { statusCode: 400, code: 'MALFORMED_REQUEST_JSON' }), undefined);
    }
  });
  // whatever goes wrong below PayPal's paths answers in PayPal's error shape, never the platform's
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) return paypalError(reply, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
    if (status === 413) return malformed(reply, 'INVALID_STRING_LENGTH');
    if (status === 415) return paypalError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'The request payload is not supported.');
    return malformed(reply, error.code === 'MALFORMED_REQUEST_JSON' ? 'MALFORMED_REQUEST_JSON' : 'INVALID_PARAMETER_SYNTAX');
  });

  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token && store.isValidAccessToken(token)) return true;
    void paypalError(
      reply,
      401,
      'AUTHENTICATION_FAILURE',
      'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
    );
    return false;
  };
  /** PayPal's negative testing: a PayPal-Mock-Response naming an error code answers that error instead. */
  const mocked = (request: FastifyRequest, reply: FastifyReply) => {
    const failure = mockedFailure(header(request, 'paypal-mock-response'));
    if (!failure) return false;
    void paypalError(reply, failure.status, failure.name, failure.message, failure.issue);
    return true;
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
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: store.issueAccessToken(),
      token_type: 'Bearer',
      app_id: 'APP-CRUST-SANDBOX',
      expires_in: store.accessTokenSeconds,
      nonce: `${new Date().toISOString()}${Math.random().toString(36).slice(2, 12)}`,
    };
  });

  app.post('/v1/billing-agreements/agreement-tokens', async (request, reply) => {
    if (!authorized(request, reply) || mocked(request, reply)) return reply;
    const preferences = ((request.body as Json | undefined)?.plan as Json | undefined)?.merchant_preferences as Json | undefined;
    const returnUrl = preferences?.return_url;
    const cancelUrl = preferences?.cancel_url;
    if (typeof returnUrl !== 'string' || typeof cancelUrl !== 'string' || !URL.canParse(returnUrl) || !URL.canParse(cancelUrl)) {
      return malformed(reply, 'MISSING_REQUIRED_PARAMETER');
    }
    const token = store.createToken(returnUrl, cancelUrl);
    return reply.status(201).send({
      token_id: token.id,
      links: [link(`/checkoutnow?token=${token.id}`, 'approval_url'), link(`/v1/billing-agreements/agreement-tokens/${token.id}`, 'self')],
    });
  });

  app.post('/v1/billing-agreements/agreements', async (request, reply) => {
    if (!authorized(request, reply) || mocked(request, reply)) return reply;
    const tokenId = (request.body as Json | undefined)?.token_id;
    const token = typeof tokenId === 'string' ? store.token(tokenId) : undefined;
    if (!token) return notFound(reply);
    if (token.state !== 'approved')
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'The buyer has not approved this agreement token.', 'TOKEN_NOT_APPROVED');
    token.state = 'used';
    const agreement = store.createAgreement(token.buyer);
    return reply.status(201).send({
      id: agreement.id,
      state: agreement.state,
      description: 'Crust orders',
      payer: { payer_info: { email: agreement.email, payer_id: agreement.payerId } },
      plan: { type: 'MERCHANT_INITIATED_BILLING' },
      links: [link(`/v1/billing-agreements/agreements/${agreement.id}`, 'self')],
    });
  });

  app.get<{ Params: { id: string } }>('/v1/billing-agreements/agreements/:id', async (request, reply) => {
    if (!authorized(request, reply) || mocked(request, reply)) return reply;
    const agreement = store.agreements.get(request.params.id);
    if (!agreement) return notFound(reply);
    return {
      id: agreement.id,
      state: agreement.state,
      description: 'Crust orders',
      payer: { payer_info: { email: agreement.email, payer_id: agreement.payerId } },
      plan: { type: 'MERCHANT_INITIATED_BILLING' },
      links: [link(`/v1/billing-agreements/agreements/${agreement.id}`, 'self')],
    };
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    if (!authorized(request, reply) || mocked(request, reply)) return reply;
    const requestId = header(request, 'paypal-request-id');
    // PayPal-Request-Id: the same id again answers the order it created, and creates nothing
    const earlier = requestId ? store.orderByRequestId(requestId) : undefined;
    if (earlier) return reply.status(200).send(presentOrder(earlier));
    const body = (request.body ?? {}) as Json;
    const units = body.purchase_units;
    const unit = Array.isArray(units) && units.length === 1 && units[0] && typeof units[0] === 'object' ? (units[0] as Json) : undefined;
    const amount = unit?.amount as Json | undefined;
    const value = cents(amount?.value);
    if (body.intent !== 'CAPTURE' || !unit || value === null || value <= 0 || amount?.currency_code !== 'USD')
      return malformed(reply, 'INVALID_PARAMETER_VALUE');
    if (body.payment_source !== undefined) {
      // the billing-agreement flow names the agreement when capturing, not here
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'PAYMENT_SOURCE_INFO_CANNOT_BE_VERIFIED');
    }
    const read = readShipping(unit.shipping);
    if ('refusal' in read) return paypalError(reply, read.refusal.status, read.refusal.name, read.refusal.message, read.refusal.issue);
    const customId = typeof unit.custom_id === 'string' ? unit.custom_id : null;
    const order = store.createOrder({ amount: value, currency: 'USD', customId, shipping: read.shipping, requestId });
    return reply.status(201).send(presentOrder(order));
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (!authorized(request, reply) || mocked(request, reply)) return reply;
    const order = store.orders.get(request.params.id);
    return order ? presentOrder(order) : notFound(reply);
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const order = store.orders.get(request.params.id);
    if (!order) return notFound(reply);
    if (mocked(request, reply)) return reply;
    const requestId = header(request, 'paypal-request-id');
    if (order.capture) {
      // PayPal-Request-Id makes a capture idempotent: the same id answers the same capture
      if (requestId && requestId === order.capture.requestId) return reply.status(201).send(presentOrder(order));
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_ALREADY_CAPTURED');
    }
    const source = (request.body as Json | undefined)?.payment_source;
    if (source === undefined) return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_NOT_APPROVED');
    const token = (source && typeof source === 'object' ? (source as Json).token : undefined) as Json | undefined;
    if (!token || typeof token.id !== 'string' || token.type !== 'BILLING_AGREEMENT') return malformed(reply, 'INVALID_PARAMETER_VALUE');
    const agreement = store.agreements.get(token.id);
    if (!agreement || agreement.state !== 'ACTIVE')
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'AGREEMENT_ALREADY_CANCELLED');
    order.status = 'COMPLETED';
    // a buyer account under payment review: the capture is made, but stays PENDING until PayPal clears it
    order.capture = {
      id: store.newCaptureId(),
      status: agreement.paymentReview ? 'PENDING' : 'COMPLETED',
      reason: agreement.paymentReview ? 'PENDING_REVIEW' : null,
      agreementId: agreement.id,
      requestId,
    };
    return reply.status(201).send(presentOrder(order));
  });

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const order = [...store.orders.values()].find((each) => each.capture?.id === request.params.id);
    if (!order) return notFound(reply);
    if (mocked(request, reply)) return reply;
    const presentRefund = (refund: { id: string; amount: number }) => ({
      id: refund.id,
      status: 'COMPLETED',
      amount: { currency_code: order.currency, value: money(refund.amount) },
      links: [link(`/v2/payments/refunds/${refund.id}`, 'self'), link(`/v2/payments/captures/${order.capture!.id}`, 'up')],
    });
    const requestId = header(request, 'paypal-request-id');
    const again = requestId ? order.refunds.get(requestId) : undefined;
    if (again) return reply.status(201).send(presentRefund(again));
    if (order.capture!.status === 'PENDING')
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'CAPTURE_STATUS_NOT_VALID');
    const left = order.amount - refundedOf(order);
    if (left <= 0) return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'CAPTURE_FULLY_REFUNDED');
    // no amount: the rest of the capture is refunded (PayPal's full refund)
    const requested = ((request.body ?? {}) as Json).amount as Json | undefined;
    const amount = requested === undefined ? left : cents(requested.value);
    if (amount === null || amount <= 0 || (requested !== undefined && requested.currency_code !== order.currency))
      return malformed(reply, 'INVALID_PARAMETER_VALUE');
    if (amount > left) return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'REFUND_AMOUNT_EXCEEDED');
    const refund = { id: store.newCaptureId(), amount };
    order.refunds.set(requestId ?? refund.id, refund);
    return reply.status(201).send(presentRefund(refund));
  });

  // The buyer's approval page: in its own window, so it overrides the app's headers itself.
  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    reply.headers(APPROVAL_PAGE_HEADERS);
    const token = store.token(String(request.query.token ?? ''));
    if (!token || token.state !== 'created') return reply.status(404).send(approvalMissingPage());
    return reply.send(approvalPage(token.id));
  });

  app.post('/checkoutnow', async (request, reply) => {
    reply.headers(APPROVAL_PAGE_HEADERS);
    const body = (request.body ?? {}) as Json;
    const token = typeof body.token === 'string' ? store.token(body.token) : undefined;
    if (!token || token.state !== 'created' || (body.decision !== 'approve' && body.decision !== 'cancel'))
      return reply.status(404).send(approvalMissingPage());
    const approved = body.decision === 'approve';
    token.state = approved ? 'approved' : 'cancelled';
    // which sandbox buyer account signs in (PayPal's sandbox: any of the merchant's test buyers); the default one unless named
    if (typeof body.buyer === 'string' && Object.hasOwn(SANDBOX_BUYERS, body.buyer)) token.buyer = body.buyer as SandboxBuyer;
    const target = new URL(approved ? token.returnUrl : token.cancelUrl);
    target.searchParams.set('ba_token', token.id);
    target.searchParams.set('token', token.id);
    return reply.status(303).header('location', target.toString()).send();
  });
};
