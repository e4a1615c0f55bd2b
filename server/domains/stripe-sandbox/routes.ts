import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_PUBLISHABLE_KEY, STRIPE_SANDBOX_PATH } from '../../contract/payments';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { badRequestPage, challengePage, CHALLENGE_PAGE_HEADERS, finishedPage, notFoundPage } from './challenge-page';
import { SANDBOX_SECRET_KEY } from './constants';
import { invalidRequest, StripeError } from './errors';
import { isHash, parseStripeForm, type FormHash } from './form';
import { runIdempotent, type Answer } from './idempotency';
import { PUBLISHABLE_FIELDS, publicView, type IntentData, type Json } from './objects';
import { Params } from './params';
import { findObject } from './repository';
import { searchPaymentIntents } from './search';
import {
  answerChallenge,
  attachPaymentMethod,
  cancelPaymentIntent,
  capturePaymentIntent,
  createRefund,
  REFUND_PARAMS,
  cancelSetupIntent,
  challengeSummary,
  confirmPaymentIntent,
  confirmSetupIntent,
  createCustomer,
  createPaymentIntent,
  createPaymentMethod,
  createSetupIntent,
  createToken,
  detachPaymentMethod,
  findChallenge,
  getCustomer,
  getPaymentIntent,
  getPaymentMethod,
  getSetupIntent,
  listPaymentMethods,
  PAYMENT_INTENT_PARAMS,
  SETUP_INTENT_PARAMS,
  UPDATE_PAYMENT_INTENT_PARAMS,
  updatePaymentIntent,
  type Ctx,
  type IntentOutcome,
} from './service';

export type StripeSandboxOptions = {
  db: Database;
  clock: () => Date;
  /**
   * Registered at the server's root (no prefix): Stripe's API paths only (`/v1/…`), where the official SDK
   * sends them when pointed here with its `host`/`port`/`protocol` settings (it has no base-path setting).
   * No catch-all and no challenge pages there: the storefront owns the rest of the root.
   */
  atRoot?: boolean;
};

type KeyKind = 'secret' | 'publishable';

/**
 * Who may call a route: the secret key always; the publishable key where Stripe allows it (creating
 * cards and tokens), or with the intent's client_secret (reading and confirming it from the browser).
 */
type Access = 'secret' | 'publishable' | 'client_secret';

const MISSING_KEY_MESSAGE =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
const PUBLISHABLE_NOT_ALLOWED =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';

function maskKey(key: string): string {
  const visible = key.slice(-4);
  const prefix = /^(sk|pk|rk)_(test|live|sandbox)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, Math.min(key.length - prefix.length - 4, 24)))}${visible}`;
}

function keyKind(key: string): KeyKind {
  if (key === SANDBOX_SECRET_KEY) return 'secret';
  if (key === SANDBOX_PUBLISHABLE_KEY) return 'publishable';
  throw invalidRequest(`Invalid API Key provided: ${maskKey(key.slice(0, 200))}`, undefined, undefined, 401);
}

/** The key of the Authorization header (Bearer, or Basic with the key as user name), undefined without one. */
function headerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return header.trim();
}

/** Parsed parameters of a request: the form body of a POST, the query string of a GET (both in Stripe's bracket notation). */
function formOf(request: FastifyRequest): FormHash {
  const query = request.url.includes('?')
    ? parseStripeForm(request.url.slice(request.url.indexOf('?') + 1))
    : (Object.create(null) as FormHash);
  if (request.method !== 'POST') return query;
  const body = isHash(request.body as FormHash) ? (request.body as FormHash) : (Object.create(null) as FormHash);
  // Stripe reads a POST's query string too; the body wins
  return Object.assign(Object.create(null) as FormHash, query, body);
}

/**
 * Stripe's key order: `id` and `object` first, then alphabetical, at every level (jsonb keeps its own
 * order, so answers are put back in Stripe's).
 */
export function stripeOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripeOrder);
  if (!value || typeof value !== 'object') return value;
  const rank = (key: string) => (key === 'id' ? 0 : key === 'object' ? 1 : 2);
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, stripeOrder((value as Json)[key])]));
}

/** The path as Stripe names it, without the sandbox's prefix: /v1/payment_intents. */
const apiPath = (request: FastifyRequest) => {
  const path = request.url.split('?')[0];
  return path.startsWith(STRIPE_SANDBOX_PATH) ? path.slice(STRIPE_SANDBOX_PATH.length) || '/' : path;
};

const requestId = () => `req_${randomBytes(7).toString('hex')}`;

/** Stripe's errors name the request's page in the Dashboard's test-mode logs. */
const requestLogUrl = (id: string, now: Date) => `https://dashboard.stripe.com/test/logs/${id}?t=${Math.floor(now.getTime() / 1000)}`;

/** An error answer with its request_log_url, as Stripe's carry one. */
function withRequestLog(answer: Answer, id: string, now: Date): Answer {
  const body = answer.body as { error?: Json } | null;
  if (answer.status < 400 || !body?.error || typeof body.error !== 'object') return answer;
  return { ...answer, body: { ...body, error: { ...body.error, request_log_url: requestLogUrl(id, now) } } };
}

function restrictForPublishable(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const record = body as Json;
  const pick = (object: Json) => {
    const fields = PUBLISHABLE_FIELDS[object.object as 'payment_intent' | 'setup_intent'];
    return fields ? Object.fromEntries(Object.entries(object).filter(([key]) => fields.includes(key))) : object;
  };
  if (record.error && typeof record.error === 'object') {
    const error = { ...(record.error as Json) };
    for (const key of ['payment_intent', 'setup_intent']) if (error[key]) error[key] = pick(error[key] as Json);
    return { error };
  }
  return pick(record);
}

const EXPANDABLE: Record<string, Record<string, string>> = {
  payment_intent: { customer: 'customer', payment_method: 'payment_method', latest_charge: 'charge' },
  charge: { customer: 'customer', payment_intent: 'payment_intent', payment_method: 'payment_method' },
  setup_intent: { customer: 'customer', payment_method: 'payment_method' },
  payment_method: { customer: 'customer' },
};

/** The object as answered, with the `expand[]` fields replaced by their objects. */
async function present(db: Database, data: Json, expand: string[]): Promise<Json> {
  const view: Json = publicView(data);
  for (const path of expand) {
    const [field, ...rest] = path.split('.');
    const target = EXPANDABLE[String(data.object)]?.[field];
    if (!target) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
    const id = view[field];
    if (typeof id !== 'string') continue;
    const row = await findObject(db, id, target);
    if (row) view[field] = await present(db, row.data, rest.length ? [rest.join('.')] : []);
  }
  return view;
}

/** The intent a publishable key names with its client secret; otherwise refused as Stripe does. */
function checkClientSecret(intent: IntentData, p: Params, key: KeyKind): void {
  const secret = p.string('client_secret', { max: 500 });
  if (secret === undefined) {
    if (key === 'publishable') throw new StripeError(403, { type: 'invalid_request_error', message: PUBLISHABLE_NOT_ALLOWED });
    return;
  }
  if (secret !== intent.client_secret) {
    const noun = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
    throw invalidRequest(
      `The client_secret provided does not match the client_secret associated with the ${noun}.`,
      'client_secret',
      'resource_missing',
    );
  }
}

const answerOf = async (db: Database, outcome: IntentOutcome<IntentData>, expand: string[]): Promise<Answer> => {
  if (outcome.error) return { status: outcome.error.statusCode, body: { error: outcome.error.body } };
  return { status: 200, body: await present(db, outcome.intent, expand) };
};

/** The challenge went through: the payment was taken, or authorised to be captured later, or the card set up. */
const authenticated = (intent: IntentData) => intent.status === 'succeeded' || intent.status === 'requires_capture';

const stripeErrorAnswer = (error: StripeError): Answer => ({ status: error.statusCode, body: { error: error.body } });

/**
 * The embedded Stripe sandbox: the part of Stripe's v1 API the platform and the storefront use, with
 * test mode's cards, and the hosted 3-D Secure challenge page. Every object is a row of
 * stripe_sandbox_objects, so replicas share them and they outlive a restart.
 */
export const stripeSandboxRoutes: FastifyPluginAsync<StripeSandboxOptions> = async (app, { db, clock, atRoot = false }) => {
  const keys = new WeakMap<FastifyRequest, KeyKind>();

  // Stripe's bodies are forms in bracket notation, whatever the declared type; a malformed one is a 400
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseStripeForm(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  const isChallengePage = (request: FastifyRequest) => apiPath(request).startsWith('/3ds/');

  app.setErrorHandler((error: FastifyError | StripeError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (isChallengePage(request)) {
      const status = error instanceof StripeError || error instanceof ApiError ? error.statusCode : (error.statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'stripe sandbox challenge page failed');
      return reply
        .status(status)
        .headers(CHALLENGE_PAGE_HEADERS)
        .send(badRequestPage(status >= 500 ? 'Something went wrong, please try again.' : error.message));
    }
    const id = requestId();
    reply.header('request-id', id);
    if (error instanceof StripeError)
      return reply.status(error.statusCode).send(stripeOrder({ error: { ...error.body, request_log_url: requestLogUrl(id, clock()) } }));
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .send({ error: { type: 'invalid_request_error', code: error.details[0]?.code, message: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.status(status).send({ error: { type: 'invalid_request_error', message: error.message } });
    request.log.error({ err: error }, 'stripe sandbox failed');
    return reply.status(500).send({ error: { type: 'api_error', message: 'An unknown error occurred in the card sandbox.' } });
  });

  const unrecognized = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('request-id', requestId())
      .status(404)
      .send({
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${apiPath(request)}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        },
      });
  if (!atRoot) {
    app.setNotFoundHandler(unrecognized);
    // the storefront's static files answer GET /* at the root: below the prefix, this is more specific
    app.all('/*', unrecognized);
  }

  // a key in the Authorization header is checked before anything is read; Stripe.js may send it as the `key` parameter instead
  app.addHook('onRequest', async (request) => {
    if (isChallengePage(request)) return;
    const key = headerKey(request);
    if (key !== undefined) keys.set(request, keyKind(key));
  });

  type Handler = (ctx: Ctx, p: FormHash, key: KeyKind, request: FastifyRequest<{ Params: { id: string } }>) => Promise<Answer>;

  const api = (method: 'GET' | 'POST', url: string, access: Access, handler: Handler) => {
    app.route<{ Params: { id: string } }>({
      method,
      url,
      handler: async (request, reply) => {
        const form = formOf(request);
        let key = keys.get(request);
        if (key === undefined) {
          const param = typeof form.key === 'string' ? form.key : undefined;
          if (param === undefined) throw invalidRequest(MISSING_KEY_MESSAGE, undefined, undefined, 401);
          key = keyKind(param);
        }
        if (key === 'publishable' && access === 'secret')
          throw new StripeError(403, { type: 'invalid_request_error', message: PUBLISHABLE_NOT_ALLOWED });
        const id = requestId();
        const now = clock();
        const run = async () => {
          try {
            return withRequestLog(await handler({ db, now }, form, key, request), id, now);
          } catch (error) {
            if (error instanceof StripeError) return withRequestLog(stripeErrorAnswer(error), id, now);
            throw error;
          }
        };
        const idempotencyKey = request.headers['idempotency-key'];
        const answer =
          method === 'POST' && typeof idempotencyKey === 'string'
            ? await runIdempotent({ db, now: clock() }, { key: idempotencyKey, method, path: apiPath(request), params: form }, run, reply)
            : await run();
        reply.header('request-id', id);
        if (typeof idempotencyKey === 'string') reply.header('idempotency-key', idempotencyKey);
        return reply.status(answer.status).send(stripeOrder(key === 'publishable' ? restrictForPublishable(answer.body) : answer.body));
      },
    });
  };

  const expandOf = (p: Params) => p.list('expand') ?? [];
  const ok = (body: unknown): Answer => ({ status: 200, body });

  api('POST', '/v1/payment_methods', 'publishable', async (ctx, form) => {
    const p = Params.top(form, ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay', 'wallet']);
    return ok(await present(db, await createPaymentMethod(ctx, p), expandOf(p)));
  });

  api('GET', '/v1/payment_methods', 'secret', async (ctx, form) => {
    const p = Params.top(form, ['customer', 'type', 'limit', 'starting_after', 'ending_before']);
    const list = await listPaymentMethods(ctx, p);
    return ok({ ...list, data: await Promise.all(list.data.map((pm) => present(db, pm, []))) });
  });

  api('GET', '/v1/payment_methods/:id', 'secret', async (ctx, form, _key, request) => {
    const p = Params.top(form, []);
    return ok(await present(db, await getPaymentMethod(ctx, request.params.id), expandOf(p)));
  });

  api('POST', '/v1/payment_methods/:id/attach', 'secret', async (ctx, form, _key, request) => {
    const p = Params.top(form, ['customer']);
    return ok(await present(db, await attachPaymentMethod(ctx, request.params.id, p), expandOf(p)));
  });

  api('POST', '/v1/payment_methods/:id/detach', 'secret', async (ctx, form, _key, request) => {
    const p = Params.top(form, []);
    return ok(await present(db, await detachPaymentMethod(ctx, request.params.id), expandOf(p)));
  });

  api('POST', '/v1/tokens', 'publishable', async (ctx, form, _key, request) => {
    const p = Params.top(form, ['card']);
    return ok(await present(db, await createToken(ctx, p, request.ip ?? null), expandOf(p)));
  });

  api('POST', '/v1/customers', 'secret', async (ctx, form) => {
    const p = Params.top(form, ['email', 'name', 'phone', 'description', 'metadata', 'payment_method']);
    return ok(await present(db, await createCustomer(ctx, p), expandOf(p)));
  });

  api('GET', '/v1/customers/:id', 'secret', async (ctx, form, _key, request) => {
    const p = Params.top(form, []);
    return ok(await present(db, await getCustomer(ctx, request.params.id), expandOf(p)));
  });

  api('POST', '/v1/payment_intents', 'secret', async (ctx, form) => {
    const p = Params.top(form, PAYMENT_INTENT_PARAMS);
    return answerOf(db, await createPaymentIntent(ctx, p), expandOf(p));
  });

  api('GET', '/v1/payment_intents/search', 'secret', async (ctx, form) => {
    const p = Params.top(form, ['query', 'limit', 'page']);
    const found = await searchPaymentIntents(ctx, p);
    return ok({ ...found, data: await Promise.all(found.data.map((intent) => present(db, intent, []))) });
  });

  api('GET', '/v1/payment_intents/:id', 'client_secret', async (ctx, form, key, request) => {
    const p = Params.top(form, ['client_secret']);
    const intent = await getPaymentIntent(ctx, request.params.id);
    checkClientSecret(intent, p, key);
    return ok(await present(db, intent, expandOf(p)));
  });

  api('POST', '/v1/payment_intents/:id/confirm', 'client_secret', async (ctx, form, key, request) => {
    const p = Params.top(form, [
      'client_secret',
      'payment_method',
      'return_url',
      'off_session',
      'setup_future_usage',
      'receipt_email',
      'use_stripe_sdk',
      'payment_method_options',
    ]);
    checkClientSecret(await getPaymentIntent(ctx, request.params.id), p, key);
    return answerOf(db, await confirmPaymentIntent(ctx, request.params.id, p), expandOf(p));
  });

  api('POST', '/v1/payment_intents/:id', 'secret', async (ctx, form, _key, request) => {
    const p = Params.top(form, UPDATE_PAYMENT_INTENT_PARAMS);
    return ok(await present(db, await updatePaymentIntent(ctx, request.params.id, p), expandOf(p)));
  });

  api('POST', '/v1/payment_intents/:id/cancel', 'secret', async (ctx, form, _key, request) => {
    const p = Params.top(form, ['cancellation_reason']);
    return ok(await present(db, await cancelPaymentIntent(ctx, request.params.id, p), expandOf(p)));
  });

  api('POST', '/v1/payment_intents/:id/capture', 'secret', async (ctx, form, _key, request) => {
    const p = Params.top(form, ['amount_to_capture', 'metadata']);
    return ok(await present(db, await capturePaymentIntent(ctx, request.params.id, p), expandOf(p)));
  });

  api('POST', '/v1/refunds', 'secret', async (ctx, form) => ok(await createRefund(ctx, Params.top(form, REFUND_PARAMS))));

  api('POST', '/v1/setup_intents', 'secret', async (ctx, form) => {
    const p = Params.top(form, SETUP_INTENT_PARAMS);
    return answerOf(db, await createSetupIntent(ctx, p), expandOf(p));
  });

  api('GET', '/v1/setup_intents/:id', 'client_secret', async (ctx, form, key, request) => {
    const p = Params.top(form, ['client_secret']);
    const intent = await getSetupIntent(ctx, request.params.id);
    checkClientSecret(intent, p, key);
    return ok(await present(db, intent, expandOf(p)));
  });

  api('POST', '/v1/setup_intents/:id/confirm', 'client_secret', async (ctx, form, key, request) => {
    const p = Params.top(form, ['client_secret', 'payment_method', 'return_url', 'use_stripe_sdk', 'payment_method_options']);
    checkClientSecret(await getSetupIntent(ctx, request.params.id), p, key);
    return answerOf(db, await confirmSetupIntent(ctx, request.params.id, p), expandOf(p));
  });

  api('POST', '/v1/setup_intents/:id/cancel', 'secret', async (ctx, form, _key, request) => {
    const p = Params.top(form, ['cancellation_reason']);
    return ok(await present(db, await cancelSetupIntent(ctx, request.params.id, p), expandOf(p)));
  });

  if (atRoot) return;

  // The hosted challenge page: framed by the storefront, so it overrides the app's "no framing" headers itself.
  app.get<{ Params: { id: string } }>('/3ds/:id', async (request, reply) => {
    reply.headers(CHALLENGE_PAGE_HEADERS);
    const found = await findChallenge({ db, now: clock() }, request.params.id);
    if (!found) return reply.status(404).send(notFoundPage());
    const { intent, pm } = found;
    const outcome = intent._sandbox.challenge?.outcome ?? null;
    const settled = outcome === null && intent.status === 'requires_action' ? null : authenticated(intent) ? 'succeeded' : 'failed';
    return reply.send(
      challengePage({
        intentId: intent.id,
        kind: intent.object === 'payment_intent' ? 'payment' : 'setup',
        ...challengeSummary(intent, pm),
        settled,
      }),
    );
  });

  app.post<{ Params: { id: string } }>('/3ds/:id', async (request, reply) => {
    reply.headers(CHALLENGE_PAGE_HEADERS);
    const body = isHash(request.body as FormHash) ? (request.body as FormHash) : undefined;
    const outcome = body?.outcome;
    if (outcome !== 'complete' && outcome !== 'fail') {
      return reply.status(400).send(badRequestPage('Choose "Complete authentication" or "Fail authentication".'));
    }
    const intent = await answerChallenge({ db, now: clock() }, request.params.id, outcome);
    if (!intent) return reply.status(404).send(notFoundPage());
    const succeeded = authenticated(intent);
    const returnUrl = intent._sandbox.return_url;
    if (returnUrl === null) return reply.send(finishedPage(succeeded));
    const target = new URL(returnUrl);
    const prefix = intent.object === 'payment_intent' ? 'payment_intent' : 'setup_intent';
    target.searchParams.set(prefix, intent.id);
    target.searchParams.set(`${prefix}_client_secret`, intent.client_secret);
    target.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
    return reply.status(303).header('location', target.toString()).send();
  });
};
