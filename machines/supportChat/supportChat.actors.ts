import { fromPromise } from 'xstate';
import type { ChatMessage, StoredConversation, SupportContact } from './supportChat.types';

export type StartConversationInput = { contact: SupportContact; consumerId: number | null };
export type StartConversationOutput = StoredConversation & { messages: ChatMessage[] };

/** POST support conversations (origin 'Web'): the conversation and its token. Rejects with the API error. */
export const startConversation = fromPromise<StartConversationOutput, StartConversationInput>(async () => {
  throw new Error('startConversation: provide me');
});

/** GET the conversation's messages after `after` (an id; 0 for all). */
export const fetchMessages = fromPromise<ChatMessage[], { conversation: StoredConversation; after: number }>(async () => {
  throw new Error('fetchMessages: provide me');
});

/** POST the shopper's message: the message as stored. */
export const sendMessage = fromPromise<ChatMessage, { conversation: StoredConversation; body: string }>(async () => {
  throw new Error('sendMessage: provide me');
});

/* Effects injected by the app (defaults do nothing). */
/** The shopper opened the support chat (spec: tracked as contacting customer support). */
export const trackContactSupport = () => {};
/** The browser keeps the conversation, so a reload or another page opens on it. */
export const rememberConversation = (_: unknown, _params: { conversation: StoredConversation }) => {};
