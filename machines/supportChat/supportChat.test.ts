import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SUPPORT_MESSAGES } from '../../server/contract/support';
import { supportChatMachine } from './supportChat.machine';
import type { ChatMessage, StoredConversation, SupportChatInput } from './supportChat.types';

// The API calls are stubbed here (the boundary): the browser suite (model-tests/suites/supportChat.spec.ts) drives the real server.
const conversation: StoredConversation = { uuid: 'c-1', token: 't-1' };
const message = (id: number, author: ChatMessage['author'], body: string): ChatMessage => ({
  id,
  author,
  body,
  sentAt: '2026-11-27T06:00:00.000Z',
});

function start(
  input: Partial<SupportChatInput> = {},
  answers: {
    start?: () => Promise<unknown>;
    send?: (body: string) => Promise<ChatMessage>;
    fetch?: (after: number) => Promise<ChatMessage[]>;
  } = {},
) {
  const calls = { start: [] as unknown[], fetch: [] as number[], send: [] as string[], remembered: [] as StoredConversation[], tracked: 0 };
  const machine = supportChatMachine.provide({
    actors: {
      startConversation: fromPromise(async ({ input: sent }) => {
        calls.start.push(sent);
        return (answers.start?.() ?? Promise.resolve({ ...conversation, messages: [] })) as Promise<
          StoredConversation & { messages: ChatMessage[] }
        >;
      }),
      fetchMessages: fromPromise(async ({ input: asked }) => {
        calls.fetch.push(asked.after);
        return answers.fetch?.(asked.after) ?? [];
      }),
      sendMessage: fromPromise(async ({ input: sent }) => {
        calls.send.push(sent.body);
        return answers.send?.(sent.body) ?? message(10 + calls.send.length, 'shopper', sent.body);
      }),
    },
    actions: {
      trackContactSupport: () => void calls.tracked++,
      rememberConversation: (_, p) => void calls.remembered.push(p.conversation),
    },
  });
  const actor = createActor(machine, {
    input: {
      contact: { firstName: '', lastName: '', email: '' },
      consumerId: null,
      emailLocked: false,
      stored: null,
      pollIntervalMs: 3_000,
      ...input,
    },
  }).start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('supportChat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on the pre-chat form, tracked once; an empty form says what is missing and starts nothing', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('prechat');
    expect(calls.tracked).toBe(1);
    actor.send({ type: 'chat.start' });
    expect(actor.getSnapshot().value).toBe('prechat');
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: SUPPORT_MESSAGES.firstNameRequired,
      email: SUPPORT_MESSAGES.emailRequired,
    });
    actor.send({ type: 'chat.change', field: 'email', value: 'ann@example' });
    expect(actor.getSnapshot().context.errors.email).toBe(SUPPORT_MESSAGES.emailInvalid);
    await settle();
    expect(calls.start).toEqual([]);
  });

  it("keeps a signed-in shopper's email as the account's", () => {
    const { actor } = start({ contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' }, consumerId: 7, emailLocked: true });
    actor.send({ type: 'chat.change', field: 'email', value: 'other@example.com' });
    actor.send({ type: 'chat.change', field: 'lastName', value: 'Leigh' });
    expect(actor.getSnapshot().context.contact).toEqual({ firstName: 'Ann', lastName: 'Leigh', email: 'ann@example.com' });
  });

  it('starts a chat with the consumer id, remembers it and looks for messages; a failed start goes back to the form', async () => {
    let fail = true;
    const { actor, calls } = start(
      { contact: { firstName: 'Ann', lastName: '', email: 'ann@example.com' }, consumerId: 7, emailLocked: true },
      { start: () => (fail ? Promise.reject({ status: 500, message: 'boom' }) : Promise.resolve({ ...conversation, messages: [] })) },
    );
    actor.send({ type: 'chat.start' });
    expect(actor.getSnapshot().value).toBe('starting');
    await settle();
    expect(actor.getSnapshot().value).toBe('prechat');
    expect(actor.getSnapshot().context.startError?.status).toBe(500);
    fail = false;
    actor.send({ type: 'chat.start' });
    await settle();
    expect(actor.getSnapshot().matches('chatting')).toBe(true);
    expect(calls.start.at(-1)).toEqual({ contact: { firstName: 'Ann', lastName: '', email: 'ann@example.com' }, consumerId: 7 });
    expect(calls.remembered).toEqual([conversation]);
    expect(actor.getSnapshot().context.startError).toBeNull();
    expect(calls.fetch).toEqual([0]);
  });

  it("opens on the browser's conversation and looks for new messages every interval, after the newest it has", async () => {
    const { actor, calls } = start(
      { stored: conversation },
      {
        fetch: async (after) =>
          after === 0 ? [message(1, 'agent', 'Hi!')] : [message(1, 'agent', 'Hi!'), message(2, 'agent', 'How can I help?')],
      },
    );
    await settle();
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls.fetch).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.fetch).toEqual([0, 1]);
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('sends a message at a time; an empty one says so; a failed one goes back into the box', async () => {
    let fail = false;
    const { actor, calls } = start(
      { stored: conversation },
      { send: async (body) => (fail ? Promise.reject({ status: null, message: 'Network Error' }) : message(5, 'shopper', body)) },
    );
    await settle();
    actor.send({ type: 'chat.send' });
    expect(actor.getSnapshot().context.draftError).toBe(SUPPORT_MESSAGES.messageRequired);
    actor.send({ type: 'chat.draft', value: 'Where is my order?' });
    expect(actor.getSnapshot().context.draftError).toBeNull();
    actor.send({ type: 'chat.send' });
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', sending: 'Where is my order?' });
    await settle();
    expect(actor.getSnapshot().context.messages.map((m) => m.body)).toEqual(['Where is my order?']);
    fail = true;
    actor.send({ type: 'chat.draft', value: 'Hello?' });
    actor.send({ type: 'chat.send' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'Hello?', sending: null });
    expect(actor.getSnapshot().context.sendError?.status).toBeNull();
    expect(calls.send).toEqual(['Where is my order?', 'Hello?']);
  });
});
