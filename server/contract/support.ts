import { z } from 'zod';
import { CONTACT_MESSAGES, isEmailAddress } from './contact';

/**
 * The support chat (spec discovery §2 "Support chat", checkout §1; behind web_salesforce_messaging_support):
 * a first-party chat whose conversations and messages the platform API keeps, prefixed
 * /services/support/api. The shopper's browser holds the conversation's token (sent as
 * X-Support-Token) to read and post; an agent answers from the agent page (SUPPORT_AGENT_KEY).
 */
export const SUPPORT_CHAT_ORIGIN = 'Web';
export const SUPPORT_TOKEN_HEADER = 'x-support-token';
export const SUPPORT_MESSAGE_MAX = 2000;

/** The pre-chat form's rules, checked the same way in the browser and on the server. */
export const SUPPORT_MESSAGES = {
  firstNameRequired: CONTACT_MESSAGES.firstNameRequired,
  emailRequired: CONTACT_MESSAGES.emailRequired,
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  messageRequired: 'Type a message to send',
  messageTooLong: `Messages can be up to ${SUPPORT_MESSAGE_MAX} characters`,
} as const;

export type SupportContact = { firstName: string; lastName: string; email: string };
export type SupportContactField = keyof SupportContact;

/** The pre-chat form's errors by field (none: the chat can start). The last name may stay empty. */
export function supportContactErrors(contact: SupportContact): Partial<Record<SupportContactField, string>> {
  const errors: Partial<Record<SupportContactField, string>> = {};
  if (!contact.firstName.trim()) errors.firstName = SUPPORT_MESSAGES.firstNameRequired;
  const email = contact.email.trim();
  if (!email) errors.email = SUPPORT_MESSAGES.emailRequired;
  else if (!isEmailAddress(email)) errors.email = SUPPORT_MESSAGES.emailInvalid;
  return errors;
}

/** A message's error (none: it can be sent). */
export function supportMessageError(body: string): string | undefined {
  if (!body.trim()) return SUPPORT_MESSAGES.messageRequired;
  if (body.length > SUPPORT_MESSAGE_MAX) return SUPPORT_MESSAGES.messageTooLong;
  return undefined;
}

export const supportAuthor = z.enum(['shopper', 'agent']);

export const supportMessage = z.object({
  id: z.number().int(),
  author: supportAuthor,
  body: z.string(),
  sent_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** POST /v1/conversations: the pre-chat form. consumer_id is the signed-in account's (the server takes it from the token, never the body). */
export const startSupportConversationRequest = z.object({
  conversation: z.object({
    first_name: z.string().max(50),
    last_name: z.string().max(50),
    email: z.string().max(254),
    consumer_id: z.number().int().nullable().optional(),
    origin: z.literal(SUPPORT_CHAT_ORIGIN),
  }),
});
export type StartSupportConversationRequest = z.infer<typeof startSupportConversationRequest>;

export const supportConversation = z.object({
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  consumer_id: z.number().int().nullable(),
  origin: z.string(),
  created_at: z.string(),
  messages: z.array(supportMessage),
});
export type SupportConversation = z.infer<typeof supportConversation>;

/** 201: the conversation, with the token the shopper's browser keeps (only ever sent here). */
export const startSupportConversationResponse = z.object({ conversation: supportConversation.extend({ token: z.string() }) });

/** GET /v1/conversations/{uuid}/messages?after={id}: the messages after that id (all when absent), oldest first. */
export const supportMessagesQuery = z.object({ after: z.coerce.number().int().min(0).optional() });
export const supportMessagesResponse = z.object({ messages: z.array(supportMessage) });

/** POST /v1/conversations/{uuid}/messages (the shopper) and /v1/agent/conversations/{uuid}/messages (an agent). */
export const postSupportMessageRequest = z.object({ message: z.object({ body: z.string().max(SUPPORT_MESSAGE_MAX * 2) }) });
export const postSupportMessageResponse = z.object({ message: supportMessage });

/** GET /v1/agent/conversations: every conversation, newest first, with its messages (an agent's view). */
export const agentConversationsResponse = z.object({ conversations: z.array(supportConversation) });
