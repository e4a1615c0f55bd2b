import type * as contract from '@contract';
import { SUPPORT_CHAT_ORIGIN, SUPPORT_TOKEN_HEADER } from '@contract';
import { client } from './client';
import type { Camel } from './types';

export const SUPPORT = '/services/support/api';

export type SupportMessage = Camel<contract.SupportMessage>;
export type StartedConversation = { uuid: string; token: string; messages: SupportMessage[] };
export type SupportStart = { firstName: string; lastName: string; email: string; consumerId: number | null };

/** POST conversations: the pre-chat form, with the chat's origin 'Web'; the browser keeps the token. */
export async function startConversation(start: SupportStart): Promise<StartedConversation> {
  const { data } = await client.post<{ conversation: StartedConversation }>(`${SUPPORT}/v1/conversations`, {
    conversation: { ...start, origin: SUPPORT_CHAT_ORIGIN },
  });
  return { uuid: data.conversation.uuid, token: data.conversation.token, messages: data.conversation.messages };
}

const withToken = (token: string) => ({ headers: { [SUPPORT_TOKEN_HEADER]: token } });

/** GET messages after the last one the page has (all when `after` is 0). */
export async function fetchMessages(uuid: string, token: string, after: number): Promise<SupportMessage[]> {
  const { data } = await client.get<{ messages: SupportMessage[] }>(`${SUPPORT}/v1/conversations/${encodeURIComponent(uuid)}/messages`, {
    ...withToken(token),
    params: after ? { after } : {},
  });
  return data.messages;
}

/** POST a shopper's message. */
export async function sendMessage(uuid: string, token: string, body: string): Promise<SupportMessage> {
  const { data } = await client.post<{ message: SupportMessage }>(
    `${SUPPORT}/v1/conversations/${encodeURIComponent(uuid)}/messages`,
    { message: { body } },
    withToken(token),
  );
  return data.message;
}

/** A conversation as a support agent sees it (GET agent/conversations). */
export type AgentConversation = Camel<contract.SupportConversation>;

/** Every conversation, newest first (the signed-in account needs the support agent role: 403 otherwise). */
export async function getAgentConversations(): Promise<AgentConversation[]> {
  const { data } = await client.get<{ conversations: AgentConversation[] }>(`${SUPPORT}/v1/agent/conversations`);
  return data.conversations;
}

/** POST an agent's reply to a conversation. */
export async function replyAsAgent(uuid: string, body: string): Promise<SupportMessage> {
  const { data } = await client.post<{ message: SupportMessage }>(
    `${SUPPORT}/v1/agent/conversations/${encodeURIComponent(uuid)}/messages`,
    {
      message: { body },
    },
  );
  return data.message;
}

/**
 * The agent page's one load: a reply first when it carries one, then every conversation, so the list shown
 * always includes the reply just sent. `round` tells one request from the next (Refresh, each reply).
 */
export type AgentInboxRequest = { round: number; reply?: { uuid: string; body: string } };

export async function loadAgentInbox({ reply }: AgentInboxRequest): Promise<AgentConversation[]> {
  if (reply) await replyAsAgent(reply.uuid, reply.body);
  return getAgentConversations();
}
