import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { agentConversationsResponse, postSupportMessageRequest, postSupportMessageResponse } from '../../contract/support';
import { hasPermission, SUPPORT_AGENT_PERMISSION } from '../../identity/roles';
import { RATE_LIMIT_MESSAGE } from '../../plugins/rate-limits';
import type { SharedCounts } from '../../plugins/shared-counts';
import { ApiError } from '../api-error';
import type { RouteDeps } from '../route-deps';
import { noStore } from '../users/routes';
import { AGENT_PAGE_PATH } from './agent-page';
import { failedKeyAttempts } from './failed-key-attempts';
import { conversationParams } from './routes';
import { agentConversations, postMessage, requireConversation, sameSecret } from './service';

/** agentKey: SUPPORT_AGENT_KEY, a server-to-server credential (a bearer header, never a URL); null, only agents' sign-ins answer. */
export type SupportAgentDeps = RouteDeps & { agentKey: string | null; counts: SharedCounts };

export const AGENT_MESSAGES = {
  unauthorized: 'Sign in with a support agent account to answer the support chat.',
  forbidden: 'This account is not a support agent. Sign in with a support agent account.',
} as const;

const agentUnauthorized = () => new ApiError(401, { code: 'agent_unauthorized', message: AGENT_MESSAGES.unauthorized });
const agentForbidden = () => new ApiError(403, { code: 'not_support_agent', message: AGENT_MESSAGES.forbidden });
const rateLimited = () => new ApiError(429, { code: 'rate_limited', message: RATE_LIMIT_MESSAGE });

const bearerValue = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

/**
 * A support agent's side of the chat; prefix /services/support. The API (api/v1/agent/…) answers an access token
 * whose `permissions` hold support:agent (the identity provider's support_agent role, server/identity/roles.ts),
 * or SUPPORT_AGENT_KEY as the bearer when it is set. The agent's page is the storefront's /support/agent.
 */
export const supportAgentRoutes: FastifyPluginAsyncZod<SupportAgentDeps> = async (app, { db, clock, agentKey, counts }) => {
  app.addHook('onSend', async (request, reply) => noStore(request, reply));
  const failures = failedKeyAttempts(counts);

  /**
   * Every refused attempt (no sign-in, a bad token, a shopper's token, a wrong key) is counted against the client
   * before it is answered, so guesses sent together, to any replica, get no more refusals than the limit allows.
   */
  const requireAgent = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await failures.isLocked(request.ip)) throw rateLimited();
    const identification = request.identification;
    if (identification.kind === 'signed_in' && hasPermission(identification.claims, SUPPORT_AGENT_PERMISSION)) return;
    const given = bearerValue(request.headers.authorization);
    if (agentKey !== null && given !== undefined && sameSecret(given, agentKey)) return;
    if (await failures.recordFailure(request.ip)) throw rateLimited();
    if (identification.kind === 'signed_in') throw agentForbidden();
    void reply.header('www-authenticate', 'Bearer realm="crust-support"');
    throw agentUnauthorized();
  };

  app.get(
    '/api/v1/agent/conversations',
    { onRequest: requireAgent, schema: { response: { 200: agentConversationsResponse } } },
    async () => ({ conversations: await agentConversations(db) }),
  );

  app.post(
    '/api/v1/agent/conversations/:uuid/messages',
    {
      onRequest: requireAgent,
      schema: { params: conversationParams, body: postSupportMessageRequest, response: { 201: postSupportMessageResponse } },
    },
    async (request, reply) => {
      const conversation = await requireConversation(db, request.params.uuid);
      const message = await postMessage(db, conversation, 'agent', request.body.message.body, clock());
      return reply.status(201).send({ message });
    },
  );

  // the old page's address (a bookmark may still carry ?key=): on to the storefront's page, the query left behind
  app.get('/agent', async (_request, reply) => reply.redirect(AGENT_PAGE_PATH, 301));
};
