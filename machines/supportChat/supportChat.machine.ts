import { assign, setup } from 'xstate';
import { toRequestError } from '../shared/request-error';
import { fetchMessages, rememberConversation, sendMessage, startConversation, trackContactSupport } from './supportChat.actors';
import { contactIsValid, lastMessageId, supportContactErrors, supportMessageError, withMessages } from './supportChat.rules';
import type {
  ChatMessage,
  StoredConversation,
  SupportChatContext,
  SupportChatEvent,
  SupportChatInput,
  SupportContactField,
} from './supportChat.types';

type On<T extends SupportChatEvent['type']> = { event: Extract<SupportChatEvent, { type: T }> };

export const supportChatMachine = setup({
  types: {} as { context: SupportChatContext; events: SupportChatEvent; input: SupportChatInput },
  actors: { startConversation, fetchMessages, sendMessage },
  actions: {
    trackContactSupport,
    rememberConversation,
    assignContactField: assign(({ context }, p: { field: SupportContactField; value: string }) => {
      const contact = { ...context.contact, [p.field]: p.value };
      return { contact, errors: context.formSubmitted ? supportContactErrors(contact) : {} };
    }),
    assignSubmitted: assign(({ context }) => ({ formSubmitted: true, errors: supportContactErrors(context.contact) })),
    assignConversation: assign((_, p: { conversation: StoredConversation; messages: ChatMessage[] }) => ({
      conversation: p.conversation,
      messages: p.messages,
      startError: null,
    })),
    assignStartError: assign((_, p: { error: unknown }) => ({ startError: toRequestError(p.error) })),
    assignDraft: assign(({ context }, p: { value: string }) => ({
      draft: p.value,
      draftError: context.draftError ? (supportMessageError(p.value) ?? null) : null,
    })),
    assignDraftError: assign(({ context }) => ({ draftError: supportMessageError(context.draft) ?? null })),
    takeDraft: assign(({ context }) => ({ sending: context.draft, draft: '', draftError: null, sendError: null })),
    assignSent: assign(({ context }, p: { message: ChatMessage }) => ({
      messages: withMessages(context.messages, [p.message]),
      sending: null,
    })),
    // the message goes back into the box (unless something new was typed meanwhile)
    assignSendError: assign(({ context }, p: { error: unknown }) => ({
      sendError: toRequestError(p.error),
      draft: context.draft || (context.sending ?? ''),
      sending: null,
    })),
    assignReceived: assign(({ context }, p: { messages: ChatMessage[] }) => ({
      messages: withMessages(context.messages, p.messages),
      inboxError: null,
    })),
    assignInboxError: assign((_, p: { error: unknown }) => ({ inboxError: toRequestError(p.error) })),
  },
  guards: {
    hasConversation: ({ context }) => context.conversation !== null,
    contactIsValid: ({ context }) => contactIsValid(context),
    draftIsValid: ({ context }) => supportMessageError(context.draft) === undefined,
    // a signed-in shopper's email is the account's
    editsAllowedField: ({ context }, p: { field: SupportContactField }) => p.field !== 'email' || !context.emailLocked,
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
}).createMachine({
  id: 'supportChat',
  description:
    "The support chat, opened from the Help button or the chat button (the opening is tracked as contacting customer support). A browser with a conversation opens on it; otherwise the pre-chat form (first and last name editable, a signed-in shopper's email shown but not editable) starts one with origin 'Web'. While chatting, the shopper's messages are sent one at a time and the agent's replies are looked for every few seconds. Closing the chat stops the actor; the conversation is kept by the browser.",
  context: ({ input }) => ({
    contact: input.contact,
    consumerId: input.consumerId,
    emailLocked: input.emailLocked,
    pollIntervalMs: input.pollIntervalMs,
    conversation: input.stored,
    formSubmitted: false,
    errors: {},
    messages: [],
    draft: '',
    draftError: null,
    sending: null,
    startError: null,
    sendError: null,
    inboxError: null,
  }),
  entry: 'trackContactSupport',
  initial: 'opening',
  states: {
    opening: {
      description: 'A conversation this browser already has is opened; otherwise the pre-chat form.',
      always: [{ guard: 'hasConversation', target: 'chatting' }, { target: 'prechat' }],
    },
    prechat: {
      on: {
        'chat.change': {
          guard: { type: 'editsAllowedField', params: ({ event }: On<'chat.change'>) => ({ field: event.field }) },
          actions: { type: 'assignContactField', params: ({ event }) => event },
        },
        'chat.start': [{ guard: 'contactIsValid', target: 'starting', actions: 'assignSubmitted' }, { actions: 'assignSubmitted' }],
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startConversation',
        src: 'startConversation',
        input: ({ context }) => ({ contact: context.contact, consumerId: context.consumerId }),
        onDone: {
          target: 'chatting',
          actions: [
            {
              type: 'assignConversation',
              params: ({ event }) => ({
                conversation: { uuid: event.output.uuid, token: event.output.token },
                messages: event.output.messages,
              }),
            },
            {
              type: 'rememberConversation',
              params: ({ event }) => ({ conversation: { uuid: event.output.uuid, token: event.output.token } }),
            },
          ],
        },
        onError: { target: 'prechat', actions: { type: 'assignStartError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    chatting: {
      type: 'parallel',
      states: {
        composer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'chat.draft': { actions: { type: 'assignDraft', params: ({ event }) => event } },
                'chat.send': [{ guard: 'draftIsValid', target: 'sending', actions: 'takeDraft' }, { actions: 'assignDraftError' }],
              },
            },
            sending: {
              tags: ['busy'],
              on: { 'chat.draft': { actions: { type: 'assignDraft', params: ({ event }) => event } } },
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => ({ conversation: context.conversation!, body: context.sending ?? '' }),
                onDone: { target: 'idle', actions: { type: 'assignSent', params: ({ event }) => ({ message: event.output }) } },
                onError: { target: 'idle', actions: { type: 'assignSendError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        inbox: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchMessages',
                src: 'fetchMessages',
                input: ({ context }) => ({ conversation: context.conversation!, after: lastMessageId(context.messages) }),
                onDone: { target: 'waiting', actions: { type: 'assignReceived', params: ({ event }) => ({ messages: event.output }) } },
                onError: { target: 'waiting', actions: { type: 'assignInboxError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            waiting: {
              description: 'Between two looks for new messages.',
              after: { pollInterval: 'fetching' },
            },
          },
        },
      },
    },
  },
});
