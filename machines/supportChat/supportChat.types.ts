import type { SupportContact, SupportContactField } from '../../server/contract/support';
import type { RequestError } from '../shared/request-error';

export type { SupportContact, SupportContactField };

/** A conversation the browser keeps (its id and the token that reads and writes it). */
export type StoredConversation = { uuid: string; token: string };

/** A chat message as the API sends it (camelCased). */
export type ChatMessage = { id: number; author: 'shopper' | 'agent'; body: string; sentAt: string };

export type SupportChatInput = {
  /** The pre-chat form's start: the signed-in shopper's name and email (empty for a guest). */
  contact: SupportContact;
  /** The signed-in account's id (the spec's consumer id), null for a guest. */
  consumerId: number | null;
  /** A signed-in shopper's email is the account's: shown, not edited (spec: email not editable). */
  emailLocked: boolean;
  /** The conversation this browser already has, if any: the chat opens on it. */
  stored: StoredConversation | null;
  /** Milliseconds between two looks for new messages. */
  pollIntervalMs: number;
};

export type SupportChatContext = Omit<SupportChatInput, 'stored'> & {
  conversation: StoredConversation | null;
  /** The pre-chat form was submitted once: its errors show from then on. */
  formSubmitted: boolean;
  errors: Partial<Record<SupportContactField, string>>;
  messages: ChatMessage[];
  /** The message being typed, and what is wrong with it once a send was tried. */
  draft: string;
  draftError: string | null;
  /** The message on its way (the draft when Send was pressed). */
  sending: string | null;
  /** Why the chat could not start, or the last message could not be sent. */
  startError: RequestError | null;
  sendError: RequestError | null;
  /** The last look for new messages failed (the next one is tried all the same). */
  inboxError: RequestError | null;
};

export type SupportChatEvent =
  | { type: 'chat.change'; field: SupportContactField; value: string }
  | { type: 'chat.start' }
  | { type: 'chat.draft'; value: string }
  | { type: 'chat.send' };
