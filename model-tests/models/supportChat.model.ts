import type { AnyMachineSnapshot } from 'xstate';
import { supportChatMachine, type ChatMessage, type SupportChatContext, type SupportContactField } from '../../machines';
import { SUPPORT_POLL_MS } from '../oracles/timing';
import type { ModelDefinition } from '../support/model-paths';

/**
 * The support chat as a guest opens it (the flag on): the pre-chat form, submitted empty first (every
 * message shows), filled in order (an email typed wrong, then right), the chat started (or the
 * connection cut, and started again); then a message is sent (an empty one first says so; one may be
 * cut and goes back into the box), the page looks for replies every interval and an agent answers once.
 */
export const GUEST_CONTACT = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } as const;
export const WRONG_EMAIL = 'ada@example';
export const SHOPPER_MESSAGE = 'Where is my order?';
export const AGENT_REPLY = 'Hi Ada, it is on its way!';
/** Typed while the first message is on its way. */
export const FOLLOW_UP = 'It was due at 7.';

const FIELD_ORDER: SupportContactField[] = ['firstName', 'lastName', 'email'];
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SupportChatContext;

/** The next field to type (null: all typed right), and whether the email holds the wrong one. */
function formProgress(context: SupportChatContext) {
  const next = FIELD_ORDER.find((field) => context.contact[field] !== GUEST_CONTACT[field]) ?? null;
  return { next, wrongEmail: context.contact.email === WRONG_EMAIL };
}

const lost = (id: string) => ({ type: `xstate.error.actor.${id}`, error: { status: null, message: 'Network Error' } });
const started = { type: 'xstate.done.actor.startConversation', output: { uuid: 'model-conversation', token: 'model-token', messages: [] } };
/** The server numbers a conversation's messages in the order they reach it: the shopper's and the agent's alike. */
const nextId = (context: SupportChatContext) => Math.max(0, ...context.messages.map((message) => message.id)) + 1;
const sent = (context: SupportChatContext) => ({
  type: 'xstate.done.actor.sendMessage',
  output: { id: nextId(context), author: 'shopper', body: context.sending ?? '', sentAt: '' } satisfies ChatMessage,
});
const agentAnswers = (context: SupportChatContext) => ({
  type: 'xstate.done.actor.fetchMessages',
  output: [{ id: nextId(context), author: 'agent', body: AGENT_REPLY, sentAt: '' } satisfies ChatMessage],
  agent: true,
});
const nothingNew = { type: 'xstate.done.actor.fetchMessages', output: [] };

const hasAgentReply = (context: SupportChatContext) => context.messages.some((message) => message.author === 'agent');
const hasSent = (context: SupportChatContext) => context.messages.some((message) => message.author === 'shopper');

export const supportChatModel: ModelDefinition<typeof supportChatMachine> = {
  name: 'supportChat',
  machine: supportChatMachine,
  input: {
    contact: { firstName: '', lastName: '', email: '' },
    consumerId: null,
    emailLocked: false,
    stored: null,
    pollIntervalMs: SUPPORT_POLL_MS,
  },
  outcomes: {
    'chat.change': (snapshot) => {
      const context = contextOf(snapshot);
      const { next, wrongEmail } = formProgress(context);
      if (next === null) return [];
      const right = { type: 'chat.change', field: next, value: GUEST_CONTACT[next] };
      // after the empty submit, the email may be typed wrong first
      return next === 'email' && context.formSubmitted && !wrongEmail
        ? [right, { type: 'chat.change', field: 'email', value: WRONG_EMAIL }]
        : [right];
    },
    'xstate.done.actor.startConversation': [started],
    'xstate.error.actor.startConversation': [lost('startConversation')],
    'chat.draft': (snapshot) => {
      const context = contextOf(snapshot);
      if (context.draft !== '') return [];
      // the first message after the empty send said so; a follow-up while it is on its way
      if (context.sending !== null) return context.sending === FOLLOW_UP ? [] : [{ type: 'chat.draft', value: FOLLOW_UP }];
      return hasSent(context) ? [] : [{ type: 'chat.draft', value: SHOPPER_MESSAGE }];
    },
    'xstate.done.actor.sendMessage': (snapshot) => [sent(contextOf(snapshot))],
    'xstate.error.actor.sendMessage': [lost('sendMessage')],
    // the agent answers once the shopper has written (nothing new before)
    'xstate.done.actor.fetchMessages': (snapshot) =>
      hasSent(contextOf(snapshot)) && !hasAgentReply(contextOf(snapshot)) ? [agentAnswers(contextOf(snapshot)), nothingNew] : [nothingNew],
    'xstate.error.actor.fetchMessages': [lost('fetchMessages')],
  },
  contextKey: (snapshot) => {
    const context = contextOf(snapshot);
    const { next, wrongEmail } = formProgress(context);
    return {
      form: next ?? 'complete',
      wrongEmail,
      submitted: context.formSubmitted,
      startFailed: context.startError !== null,
      draft: context.draft,
      draftError: context.draftError,
      sending: context.sending,
      sendFailed: context.sendError !== null,
      inboxFailed: context.inboxError !== null,
      messages: context.messages.map((message) => message.author).join(','),
    };
  },
  filterEvents: (snapshot, event) => {
    const context = contextOf(snapshot);
    const { next } = formProgress(context);
    // the empty submit comes first, before anything is typed; the form is then filled in one go
    if (event.type === 'chat.start') return snapshot.matches('prechat') && (next === 'firstName' ? !context.formSubmitted : next === null);
    if (event.type === 'chat.change') return context.formSubmitted && !context.startError;
    // a start is cut once
    if (event.type === 'xstate.error.actor.startConversation') return context.startError === null;
    if (event.type === 'chat.send') return context.draft === '' ? !context.draftError && !hasSent(context) : true;
    // the draft is typed after the empty send said so, or while the message is on its way
    if (event.type === 'chat.draft') return context.draftError !== null || context.sending !== null;
    // a send is cut once
    if (event.type === 'xstate.error.actor.sendMessage') return context.sendError === null;
    // the inbox is cut once, after the agent has answered
    if (event.type === 'xstate.error.actor.fetchMessages') return hasAgentReply(context) && context.inboxError === null;
    // polling goes on while nothing else is under way, until the agent answered and a look failed
    if (event.type.startsWith('xstate.after.'))
      return (
        context.sending === null &&
        (!hasAgentReply(context) || context.inboxError === null) &&
        (hasSent(context) || context.messages.length === 0)
      );
    return true;
  },
  eventLabel: (event) => {
    switch (event.type) {
      case 'chat.change':
        return `type ${event.field as string}${event.value === WRONG_EMAIL ? ' (wrong)' : ''}`;
      case 'chat.start':
        return 'start chat';
      case 'chat.draft':
        return event.value === FOLLOW_UP ? 'type a follow-up' : 'type a message';
      case 'chat.send':
        return 'send';
      case 'xstate.done.actor.startConversation':
        return 'chat started';
      case 'xstate.done.actor.sendMessage':
        return 'message sent';
      case 'xstate.done.actor.fetchMessages':
        return event.agent ? 'the agent answers' : 'nothing new';
      default:
        if (event.type.startsWith('xstate.error.actor.')) return `${event.type.replace('xstate.error.actor.', '')} cut`;
        if (event.type.startsWith('xstate.after.')) return 'poll interval';
        return event.type;
    }
  },
};

/**
 * The chat opened again in a browser that keeps a conversation (started earlier, with the shopper's
 * first message): it opens on the conversation, which the page asks for at once, then looks every interval.
 */
export const supportChatReopened: ModelDefinition<typeof supportChatMachine> = {
  ...supportChatModel,
  input: { ...supportChatModel.input!, stored: { uuid: 'model-conversation', token: 'model-token' } },
  outcomes: {
    ...supportChatModel.outcomes,
    // the shopper's earlier message comes back with the first look; the agent may have answered since
    'xstate.done.actor.fetchMessages': (snapshot) =>
      contextOf(snapshot).messages.length === 0
        ? [
            {
              type: 'xstate.done.actor.fetchMessages',
              output: [{ id: 1, author: 'shopper', body: SHOPPER_MESSAGE, sentAt: '' }],
              earlier: true,
            },
          ]
        : hasAgentReply(contextOf(snapshot))
          ? [nothingNew]
          : [agentAnswers(contextOf(snapshot))],
  },
  filterEvents: (snapshot, event) =>
    ['xstate.done.actor.fetchMessages', 'xstate.after.pollInterval.supportChat.chatting.inbox.waiting'].includes(event.type) &&
    !hasAgentReply(contextOf(snapshot)),
  eventLabel: (event) => (event.earlier ? 'the earlier messages' : supportChatModel.eventLabel!(event)),
};
