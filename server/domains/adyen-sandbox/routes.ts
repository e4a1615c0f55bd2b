import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ADYEN_SANDBOX_PATH } from '../../contract/adyen';
import type { Database } from '../../db/database';
import { badRequestPage, challengePage, CHALLENGE_PAGE_HEADERS, finishedPage, notFoundPage } from '../stripe-sandbox/challenge-page';
import { SANDBOX_ADYEN_API_KEY } from './constants';
import { AdyenSandboxError, unauthorized } from './errors';
import { runIdempotent, type Answer } from './idempotency';
import {
  answerChallenge,
  DEFAULT_MERCHANT_SETTINGS,
  disableStoredMethod,
  findChallenge,
  makePayment,
  paymentDetails,
  paymentMethods,
  type Ctx,
  type MerchantSettings,
} from './payments';
import { cancelPayment, refundPayment } from './refunds';
import {
  cancelRequest,
  detailsRequest,
  paymentMethodsRequest,
  paymentRequest,
  readBody,
  refundRequest,
  storedMethodQuery,
} from './requests';

/** `merchant`: the account settings the sandbox plays (default: a new Adyen account's, "Recurring details" off). */
export type AdyenSandboxOptions = { db: Database; clock: () => Date; merchant?: Partial<MerchantSettings> };

const CHECKOUT = '/checkout/v71';
const isChallengePage = (request: FastifyRequest) => request.url.startsWith(`${ADYEN_SANDBOX_PATH}/3ds/`);

/**
 * The embedded Adyen sandbox: the part of Adyen's Checkout API (v71) the platform uses, under
 * `${ADYEN_SANDBOX_PATH}/checkout/v71` (POST /payments, /payments/details, /paymentMethods, /payments/{pspReference}/refunds and /cancels; DELETE
 * /storedPaymentMethods/{id}), with the sandbox's test cards (cards.ts), and the hosted 3-D Secure page at
 * `${ADYEN_SANDBOX_PATH}/3ds/{pspReference}`, which returns to the payment's returnUrl with `redirectResult`.
 * Every API call needs the sandbox's X-API-Key; POSTs honour Idempotency-Key. Records live in
 * adyen_sandbox_objects, so replicas share them.
 */
export const adyenSandboxRoutes: FastifyPluginAsync<AdyenSandboxOptions> = async (app, { db, clock, merchant }) => {
  const settings: MerchantSettings = { ...DEFAULT_MERCHANT_SETTINGS, ...merchant };
  const ctx = (): Ctx => ({ db, now: clock(), merchant: settings });

  // JSON, and no body at all under a JSON content type: the Adyen library sends its DELETE so (Adyen answers 204)
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AdyenSandboxError(400, '702', 'Unexpected input: the body is not JSON'), undefined);
    }
  });
  // the challenge page's form
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.setErrorHandler((error: FastifyError | AdyenSandboxError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error instanceof AdyenSandboxError ? error.status : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'adyen sandbox failed');
    if (isChallengePage(request)) {
      return reply
        .status(status)
        .headers(CHALLENGE_PAGE_HEADERS)
        .send(badRequestPage(status >= 500 ? 'Something went wrong, please try again.' : error.message));
    }
    if (error instanceof AdyenSandboxError) return reply.status(status).send(error.body);
    if (status < 500) return reply.status(status).send(new AdyenSandboxError(status, '702', `Unexpected input: ${error.message}`).body);
    return reply.status(500).send(new AdyenSandboxError(500, '000', 'An unknown error occurred in the Adyen sandbox.', 'internal').body);
  });

  const unrecognized = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(new AdyenSandboxError(404, '000', `Not found: ${request.method} ${request.url.split('?')[0]}`).body);
  app.setNotFoundHandler(unrecognized);
  // the storefront's static files answer GET /* at the root: below the prefix, this is more specific
  app.all('/*', unrecognized);

  // the API key is checked before anything is read
  app.addHook('onRequest', async (request) => {
    if (!isChallengePage(request) && request.headers['x-api-key'] !== SANDBOX_ADYEN_API_KEY) throw unauthorized();
  });

  /** `path` may name params (`:psp`); `status` is what Adyen answers on success (201 for a modification). */
  const post = (path: string, handle: (body: unknown, params: Record<string, string>) => Promise<unknown>, status = 200) => {
    app.post<{ Params: Record<string, string> }>(`${CHECKOUT}${path}`, async (request, reply) => {
      const run = async (): Promise<Answer> => {
        try {
          return { status, body: await handle(request.body, request.params) };
        } catch (error) {
          if (error instanceof AdyenSandboxError) return { status: error.status, body: error.body };
          throw error;
        }
      };
      const key = request.headers['idempotency-key'];
      const answer =
        typeof key === 'string'
          ? await runIdempotent(ctx(), key, { path: request.url.split('?')[0], body: request.body ?? null }, run)
          : await run();
      if (typeof key === 'string') reply.header('idempotency-key', key);
      return reply.status(answer.status).send(answer.body);
    });
  };

  post('/payments', (body) => makePayment(ctx(), readBody(paymentRequest, body)));
  post('/payments/details', (body) => paymentDetails(ctx(), readBody(detailsRequest, body).details.redirectResult));
  post('/paymentMethods', (body) => {
    const request = readBody(paymentMethodsRequest, body);
    return paymentMethods(ctx(), request.merchantAccount, request.shopperReference);
  });

  post('/payments/:psp/refunds', (body, params) => refundPayment(ctx(), params.psp, readBody(refundRequest, body)), 201);
  post('/payments/:psp/cancels', (body, params) => cancelPayment(ctx(), params.psp, readBody(cancelRequest, body)), 201);

  app.delete<{ Params: { id: string } }>(`${CHECKOUT}/storedPaymentMethods/:id`, async (request, reply) => {
    const query = readBody(storedMethodQuery, request.query);
    await disableStoredMethod(ctx(), request.params.id, query.merchantAccount, query.shopperReference);
    return reply.status(204).send();
  });

  // The hosted challenge page: framed by the storefront, so it sets its own framing headers.
  app.get<{ Params: { psp: string } }>('/3ds/:psp', async (request, reply) => {
    reply.headers(CHALLENGE_PAGE_HEADERS);
    const record = await findChallenge(ctx(), request.params.psp);
    if (!record) return reply.status(404).send(notFoundPage());
    const outcome = record.challenge!.outcome;
    return reply.send(
      challengePage({
        intentId: record.pspReference,
        kind: record.amount.value > 0 ? 'payment' : 'setup',
        amount: record.amount.value,
        currency: record.amount.currency,
        last4: record.card.last4,
        settled: outcome === null ? null : outcome === 'complete' ? 'succeeded' : 'failed',
        action: `${ADYEN_SANDBOX_PATH}/3ds/${encodeURIComponent(record.pspReference)}`,
      }),
    );
  });

  app.post<{ Params: { psp: string } }>('/3ds/:psp', async (request, reply) => {
    reply.headers(CHALLENGE_PAGE_HEADERS);
    const outcome = (request.body as Record<string, unknown> | undefined)?.outcome;
    if (outcome !== 'complete' && outcome !== 'fail') {
      return reply.status(400).send(badRequestPage('Choose "Complete authentication" or "Fail authentication".'));
    }
    const record = await answerChallenge(ctx(), request.params.psp, outcome);
    if (!record) return reply.status(404).send(notFoundPage());
    const target = URL.parse(record.returnUrl);
    if (!target) return reply.send(finishedPage(record.challenge!.outcome === 'complete'));
    target.searchParams.set('redirectResult', record.challenge!.redirectResult!);
    return reply.status(303).header('location', target.toString()).send();
  });
};
