import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  SUPPORT_MESSAGE_MAX,
  agentConversationsResponse,
  postSupportMessageRequest,
  postSupportMessageResponse,
} from '../../contract/support';
import { RATE_LIMIT_MESSAGE } from '../../plugins/rate-limits';
import type { SharedCounts } from '../../plugins/shared-counts';
import { ApiError } from '../api-error';
import type { RouteDeps } from '../route-deps';
import { noStore } from '../users/routes';
import { agentMessagePage, agentPage, agentPageUrl } from './agent-page';
import { failedKeyAttempts } from './failed-key-attempts';
import { conversationParams } from './routes';
import { agentConversations, postMessage, requireConversation, sameSecret } from './service';

export type SupportAgentDeps = RouteDeps & { agentKey: string; counts: SharedCounts };

const agentUnauthorized = () => new ApiError(401, { code: 'agent_unauthorized', message: 'A valid support agent key is required.' });

const bearerKey = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
const queryKey = (request: FastifyRequest) => {
  const key = (request.query as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' ? key : undefined;
};

const agentPageQuery = z.object({ key: z.string().optional() });
const replyForm = z.object({
  body: z
    .string()
    .max(SUPPORT_MESSAGE_MAX * 2)
    .default(''),
});

const sendPage = (reply: FastifyReply, html: string) =>
  reply.header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(html);

/**
 * A support agent's side of the chat, registered only when SUPPORT_AGENT_KEY is set; prefix /services/support.
 * The API (api/v1/agent/…) takes the key as a bearer token; the page (agent?key=…) in its URL, so a bookmark
 * opens it, and answers with server-rendered HTML whose reply forms post back to it (no script).
 */
export const supportAgentRoutes: FastifyPluginAsyncZod<SupportAgentDeps> = async (app, { db, clock, agentKey, counts }) => {
  app.addHook('onSend', async (request, reply) => noStore(request, reply));
  const isAgentKey = (given: string | undefined) => given !== undefined && sameSecret(given, agentKey);
  const failures = failedKeyAttempts(counts);
  const rateLimited = () => new ApiError(429, { code: 'rate_limited', message: RATE_LIMIT_MESSAGE });
  /** the key's check, every wrong one counted against the client */
  const checkKey = async (request: FastifyRequest, given: string | undefined) => {
    if (await failures.isLocked(request.ip)) throw rateLimited();
    if (isAgentKey(given)) return true;
    // counted before answering: guesses sent together, to any replica, still get 401 no more than the limit allows
    if (await failures.recordFailure(request.ip)) throw rateLimited();
    return false;
  };

  // checked before the body is validated: without the key nothing else is answered
  const requireAgentBearer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await checkKey(request, bearerKey(request.headers.authorization))) return;
    void reply.header('www-authenticate', 'Bearer realm="crust-support"');
    throw agentUnauthorized();
  };

  app.get(
    '/api/v1/agent/conversations',
    {
      onRequest: requireAgentBearer,
      schema: { response: { 200: agentConversationsResponse } },
    },
    async () => ({ conversations: await agentConversations(db) }),
  );

  app.post(
    '/api/v1/agent/conversations/:uuid/messages',
    {
      onRequest: requireAgentBearer,
      schema: { params: conversationParams, body: postSupportMessageRequest, response: { 201: postSupportMessageResponse } },
    },
    async (request, reply) => {
      const conversation = await requireConversation(db, request.params.uuid);
      const message = await postMessage(db, conversation, 'agent', request.body.message.body, clock());
      return reply.status(201).send({ message });
    },
  );

  await app.register(async (scope) => {
    const page = scope.withTypeProvider<ZodTypeProvider>();
    page.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    // a browser page: every refusal is a page too
    page.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const back = isAgentKey(queryKey(request)) ? agentPageUrl(agentKey) : undefined;
      if (error instanceof ApiError) {
        const title = error.statusCode === 401 ? 'Support agents only' : error.statusCode === 429 ? 'Too many requests' : 'Reply not sent';
        const message = error.statusCode === 429 ? RATE_LIMIT_MESSAGE : error.message;
        return sendPage(reply.status(error.statusCode), agentMessagePage(title, message, error.statusCode === 401 ? undefined : back));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendPage(reply.status(400), agentMessagePage('Reply not sent', 'The reply could not be read. Please try again.', back));
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ error: { type: error.name, message: error.message } }, 'support agent page error');
      return sendPage(
        reply.status(status),
        agentMessagePage('Something went wrong', status === 500 ? 'Something went wrong, please try again.' : error.message, back),
      );
    });

    const requireAgentKey = async (request: FastifyRequest) => {
      if (!(await checkKey(request, queryKey(request)))) throw agentUnauthorized();
    };

    page.get('/agent', { onRequest: requireAgentKey, schema: { querystring: agentPageQuery } }, async (_request, reply) =>
      sendPage(reply, agentPage(await agentConversations(db), agentKey)),
    );

    page.post(
      '/agent/conversations/:uuid/reply',
      {
        onRequest: requireAgentKey,
        schema: { params: conversationParams, querystring: agentPageQuery, body: replyForm },
      },
      async (request, reply) => {
        const conversation = await requireConversation(db, request.params.uuid);
        await postMessage(db, conversation, 'agent', request.body.body, clock());
        return reply.redirect(agentPageUrl(agentKey, conversation.uuid), 303);
      },
    );
  });
};
