import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  SUPPORT_TOKEN_HEADER,
  postSupportMessageRequest,
  postSupportMessageResponse,
  startSupportConversationRequest,
  startSupportConversationResponse,
  supportMessagesQuery,
  supportMessagesResponse,
} from '../../contract/support';
import { signedInUser } from '../../plugins/auth';
import type { RouteDeps } from '../route-deps';
import { noStore } from '../users/routes';
import { conversationMessages, openConversation, postMessage, startConversation } from './service';

/** Any text: a malformed uuid is an unknown conversation (404), not a bad request. */
export const conversationParams = z.object({ uuid: z.string() });

/** The token the shopper's browser holds; a repeated header is no token. */
const supportToken = (request: FastifyRequest) => {
  const value = request.headers[SUPPORT_TOKEN_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
};

/** The shopper's side of the support chat; prefix /services/support/api. */
export const supportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.addHook('onSend', async (request, reply) => noStore(request, reply));

  app.post(
    '/v1/conversations',
    {
      schema: { body: startSupportConversationRequest, response: { 201: startSupportConversationResponse } },
    },
    async (request, reply) => {
      // the account is the bearer token's: a consumer_id in the body is never believed
      const consumerId = signedInUser(request)?.id ?? null;
      const conversation = await startConversation(db, request.body, consumerId, clock());
      return reply.status(201).send({ conversation });
    },
  );

  app.get(
    '/v1/conversations/:uuid/messages',
    {
      schema: { params: conversationParams, querystring: supportMessagesQuery, response: { 200: supportMessagesResponse } },
    },
    async (request) => {
      const conversation = await openConversation(db, request.params.uuid, supportToken(request));
      return { messages: await conversationMessages(db, conversation, request.query.after) };
    },
  );

  app.post(
    '/v1/conversations/:uuid/messages',
    {
      schema: { params: conversationParams, body: postSupportMessageRequest, response: { 201: postSupportMessageResponse } },
    },
    async (request, reply) => {
      const conversation = await openConversation(db, request.params.uuid, supportToken(request));
      const message = await postMessage(db, conversation, 'shopper', request.body.message.body, clock());
      return reply.status(201).send({ message });
    },
  );
};
