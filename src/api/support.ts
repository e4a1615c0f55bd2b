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
