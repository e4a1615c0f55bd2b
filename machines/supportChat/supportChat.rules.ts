import { supportContactErrors, supportMessageError } from '../../server/contract/support';
import type { ChatMessage, SupportChatContext } from './supportChat.types';

export { supportContactErrors, supportMessageError };

/** How often an open chat looks for the agent's replies. */
export const SUPPORT_POLL_MS = 3_000;

export const START_FAILED_MESSAGE = "We couldn't start the chat. Please try again.";
export const SEND_FAILED_MESSAGE = "Your message wasn't sent. Please try again.";

/** The pre-chat form can start a chat. */
export const contactIsValid = (context: Pick<SupportChatContext, 'contact'>) =>
  Object.keys(supportContactErrors(context.contact)).length === 0;

/** Messages merged by id, oldest first (a poll may repeat one the page already has). */
export function withMessages(current: ChatMessage[], added: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The id after which a poll asks (the newest the page has; 0 for none). */
export const lastMessageId = (messages: ChatMessage[]) => messages.reduce((last, message) => Math.max(last, message.id), 0);
