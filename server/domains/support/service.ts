import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  SUPPORT_MESSAGES,
  supportContactErrors,
  supportMessageError,
  type StartSupportConversationRequest,
  type SupportConversation,
  type SupportContactField,
  type SupportMessage,
} from '../../contract/support';
import type { Database } from '../../db/database';
import { ApiError, maxDbInteger, notFound, sqlSafe, type ApiErrorDetail } from '../api-error';
import {
  allMessages,
  findConversationByUuid,
  insertConversation,
  insertMessage,
  listConversations,
  messagesAfter,
  type ConversationRow,
  type MessageRow,
} from './repository';

export type SupportAuthor = SupportMessage['author'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pre-chat form's fields on the wire, and a code for each of the contract's messages. */
const contactWireFields: Record<SupportContactField, string> = { firstName: 'first_name', lastName: 'last_name', email: 'email' };
const errorCodes: Record<string, string> = {
  [SUPPORT_MESSAGES.firstNameRequired]: 'first_name_required',
  [SUPPORT_MESSAGES.emailRequired]: 'email_required',
  [SUPPORT_MESSAGES.emailInvalid]: 'email_invalid',
  [SUPPORT_MESSAGES.messageRequired]: 'message_required',
  [SUPPORT_MESSAGES.messageTooLong]: 'message_too_long',
};

/** One answer for an unknown conversation and a wrong token: which it was is not told. */
export const conversationNotFound = () => notFound('conversation_not_found', "We couldn't find that conversation.");

const sha256 = (text: string) => createHash('sha256').update(text).digest();
export const hashToken = (token: string) => sha256(token).toString('hex');

/** Compares two secrets in time that depends on neither (both are hashed to the same length first). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

export const presentMessage = (row: MessageRow): SupportMessage => ({
  id: row.id,
  author: row.author,
  body: row.body,
  sent_at: row.sentAt.toISOString(),
});

export const presentConversation = (row: ConversationRow, messages: MessageRow[]): SupportConversation => ({
  uuid: row.uuid,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  consumer_id: row.consumerId,
  origin: row.origin,
  created_at: row.createdAt.toISOString(),
  messages: messages.map(presentMessage),
});

/** The pre-chat form's problems as 422 details, one per failing field, in the contract's words. */
export function contactDetails(contact: { firstName: string; lastName: string; email: string }): ApiErrorDetail[] {
  const errors = supportContactErrors(contact);
  return (Object.keys(errors) as SupportContactField[]).map((field) => {
    const message = errors[field]!;
    return { code: errorCodes[message] ?? 'invalid_contact', message, field: contactWireFields[field] };
  });
}

/**
 * Starts a conversation from the pre-chat form. `consumerId` is the signed-in account's (the caller
 * takes it from the bearer token; the body's is ignored), null for a guest. The token is answered once
 * and only its hash is kept.
 */
export async function startConversation(
  db: Database,
  body: StartSupportConversationRequest,
  consumerId: number | null,
  now: Date,
): Promise<SupportConversation & { token: string }> {
  const input = body.conversation;
  const contact = { firstName: input.first_name.trim(), lastName: input.last_name.trim(), email: input.email.trim() };
  const problems = contactDetails(contact);
  if (problems.length) throw new ApiError(422, problems);
  const token = randomBytes(32).toString('base64url');
  const row = await insertConversation(db, {
    uuid: randomUUID(),
    tokenHash: hashToken(token),
    firstName: sqlSafe(contact.firstName),
    lastName: sqlSafe(contact.lastName),
    email: sqlSafe(contact.email),
    consumerId,
    origin: input.origin,
    createdAt: now,
  });
  return { ...presentConversation(row, []), token };
}

/** The conversation with that uuid; 404 for a malformed or unknown one. */
export async function requireConversation(db: Database, uuid: string): Promise<ConversationRow> {
  const row = UUID.test(uuid) ? await findConversationByUuid(db, uuid.toLowerCase()) : null;
  if (!row) throw conversationNotFound();
  return row;
}

/** The shopper's conversation: its uuid and the token its browser holds must both match, else the same 404. */
export async function openConversation(db: Database, uuid: string, token: string | undefined): Promise<ConversationRow> {
  if (!token) throw conversationNotFound();
  const row = await requireConversation(db, uuid);
  const given = Buffer.from(hashToken(token), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.tokenHash, 'hex'))) throw conversationNotFound();
  return row;
}

/** The messages after that id (all when absent), oldest first. */
export async function conversationMessages(db: Database, conversation: ConversationRow, after = 0): Promise<SupportMessage[]> {
  // no id is larger than the column holds: a larger `after` simply has nothing after it
  return (await messagesAfter(db, conversation.id, Math.min(after, maxDbInteger))).map(presentMessage);
}

/** The message's error as a 422 (field 'body'), or nothing. */
export function messageDetail(body: string): ApiErrorDetail | null {
  const message = supportMessageError(body);
  return message ? { code: errorCodes[message] ?? 'invalid_message', message, field: 'body' } : null;
}

export async function postMessage(
  db: Database,
  conversation: ConversationRow,
  author: SupportAuthor,
  body: string,
  now: Date,
): Promise<SupportMessage> {
  const problem = messageDetail(body);
  if (problem) throw new ApiError(422, problem);
  const row = await insertMessage(db, { conversationId: conversation.id, author, body: sqlSafe(body.trim()), sentAt: now });
  return presentMessage(row);
}

/** Every conversation, newest first, each with its messages oldest first. */
export async function agentConversations(db: Database): Promise<SupportConversation[]> {
  const [conversations, messages] = await Promise.all([listConversations(db), allMessages(db)]);
  const byConversation = new Map<number, MessageRow[]>();
  for (const message of messages) {
    const list = byConversation.get(message.conversationId);
    if (list) list.push(message);
    else byConversation.set(message.conversationId, [message]);
  }
  return conversations.map((row) => presentConversation(row, byConversation.get(row.id) ?? []));
}
