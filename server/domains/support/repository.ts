import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

export type ConversationRow = typeof schema.supportConversations.$inferSelect;
export type NewConversation = typeof schema.supportConversations.$inferInsert;
export type MessageRow = typeof schema.supportMessages.$inferSelect;
export type NewMessage = typeof schema.supportMessages.$inferInsert;

export async function insertConversation(db: Database, conversation: NewConversation): Promise<ConversationRow> {
  const [row] = await db.insert(schema.supportConversations).values(conversation).returning();
  return row;
}

/** The conversation with that uuid; the caller has checked that it is a well-formed uuid. */
export async function findConversationByUuid(db: Database, uuid: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(schema.supportConversations).where(eq(schema.supportConversations.uuid, uuid)).limit(1);
  return row ?? null;
}

/** Every conversation, newest first. */
export async function listConversations(db: Database): Promise<ConversationRow[]> {
  const t = schema.supportConversations;
  return db.select().from(t).orderBy(desc(t.createdAt), desc(t.id));
}

export async function insertMessage(db: Database, message: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(schema.supportMessages).values(message).returning();
  return row;
}

/** A conversation's messages with an id above `after`, oldest first. */
export async function messagesAfter(db: Database, conversationId: number, after: number): Promise<MessageRow[]> {
  const t = schema.supportMessages;
  return db
    .select()
    .from(t)
    .where(and(eq(t.conversationId, conversationId), gt(t.id, after)))
    .orderBy(asc(t.id));
}

/** Every conversation's messages, oldest first (the agent's view lists every conversation). */
export async function allMessages(db: Database): Promise<MessageRow[]> {
  const t = schema.supportMessages;
  return db.select().from(t).orderBy(asc(t.id));
}
