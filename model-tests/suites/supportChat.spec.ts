import { expect, type Page } from '@playwright/test';
import type { SupportChatContext } from '../../machines';
import { AGENT_REPLY, supportChatModel } from '../models/supportChat.model';
import { SUPPORT_AGENT_KEY } from '../support/global-setup';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StateCheck, type StepContext } from '../support/model-driver';
import { installRequestSpy, requestCounts } from '../support/request-spy';

/** The flagged server: the support chat on (FEATURE_FLAGS), an agent key set (global-setup.ts). */
const flaggedServer = () => process.env.CRUST_FLAGGED_BASE_URL!;

/*
 * The support chat machine on the real page of a server with the messaging-support flag on, opened from
 * the home page's chat button. Starting the chat, sending and looking for messages are held with
 * page.route, then released to the real server (which stores the conversation and its messages) or cut
 * (simulated connection loss). The agent answers through the agent API before a look is released. The
 * page clock is paused: the look for new messages every interval happens when a step says so.
 */

// expected texts: the spec's labels and the chat's own messages, written out
const TEXTS = {
  firstNameRequired: 'First name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid e-mail address',
  messageRequired: 'Type a message to send',
  startFailed: "We couldn't start the chat. Please try again.",
  sendFailed: "Your message wasn't sent. Please try again.",
  inboxFailed: "We can't reach support right now. We'll keep trying.",
};
const LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email' } as const;
const SUPPORT_API = '/services/support/api/v1';
const isStart = (url: URL) => url.pathname === `${SUPPORT_API}/conversations`;
const isMessages = (url: URL) => /^\/services\/support\/api\/v1\/conversations\/[^/]+\/messages$/.test(url.pathname);

type Memo = { starts: HeldRequests; sends: HeldRequests; looks: HeldRequests };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as SupportChatContext;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Chat with Crust support' });
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });
const startButton = (page: Page) => dialog(page).getByRole('button', { name: /^(Start chat|Starting…)$/ });
const sendButton = (page: Page) => dialog(page).getByRole('button', { name: 'Send', exact: true });
const messageLog = (page: Page) => dialog(page).getByRole('log', { name: 'Messages' });

/** The conversation this browser keeps (the page stored it when the chat started). */
async function storedConversation(page: Page): Promise<{ uuid: string; token: string }> {
  const stored = await page.evaluate(() => localStorage.getItem('crust.supportChat'));
  expect(stored, 'the browser keeps the conversation').not.toBeNull();
  return JSON.parse(stored!) as { uuid: string; token: string };
}

const messagesPath = async (page: Page) => `${SUPPORT_API}/conversations/${(await storedConversation(page)).uuid}/messages`;

/** Waits until the page has handled the answer to every look it started. */
async function looksHandled(page: Page) {
  const path = await messagesPath(page);
  await expect.poll(async () => {
    const { started, finished } = await requestCounts(page, path);
    return started - finished;
  }, { message: 'the page handles the messages it asked for' }).toBe(0);
}

async function expectFieldError(page: Page, label: string, error: string | undefined) {
  const input = field(page, label);
  if (error) {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(error);
  } else await expect(input).not.toHaveAttribute('aria-invalid', 'true');
}

const prechat: StateCheck = async (step) => {
  const { page } = step;
  const { contact, errors, startError } = contextOf(step);
  for (const [name, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    await expect(field(page, label)).toHaveValue(contact[name]);
    await expect(field(page, label)).toBeEditable();
  }
  await expectFieldError(page, LABELS.firstName, errors.firstName);
  await expectFieldError(page, LABELS.email, errors.email);
  if (errors.firstName) expect(errors.firstName).toBe(TEXTS.firstNameRequired);
  if (errors.email) expect([TEXTS.emailRequired, TEXTS.emailInvalid]).toContain(errors.email);
  if (startError) await expect(dialog(page).getByRole('alert')).toHaveText(TEXTS.startFailed);
  else await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  await expect(startButton(page)).toHaveText('Start chat');
  await expect(startButton(page)).toBeEnabled();
  await expect(messageLog(page)).toHaveCount(0);
  expect(memoOf(step).starts.pending).toBe(0);
};

const chatting: StateCheck = async (step) => {
  const { page } = step;
  const { messages, draft, draftError, sendError, inboxError, sending } = contextOf(step);
  await expect(field(page, LABELS.firstName)).toHaveCount(0);
  // each message with who wrote it, oldest first; the one on its way last
  const shown = messages.map((message) => `${message.author === 'shopper' ? 'You' : 'Crust support'}${message.body}`);
  if (sending !== null) shown.push(`You · sending…${sending}`);
  const bubbles = messageLog(page).getByRole('paragraph');
  if (shown.length) await expect(bubbles).toHaveText(shown);
  else await expect(bubbles).toHaveText(['Say hello: a support agent will reply here.']);
  if (messages.some((message) => message.author === 'agent')) await expect(messageLog(page)).toContainText(AGENT_REPLY);
  await expect(field(page, 'Message')).toHaveValue(draft);
  await expectFieldError(page, 'Message', draftError ?? undefined);
  if (draftError) expect(draftError).toBe(TEXTS.messageRequired);
  if (sendError) await expect(dialog(page).getByRole('alert')).toHaveText(TEXTS.sendFailed);
  else await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  await expect(dialog(page).getByRole('status')).toHaveText(inboxError ? TEXTS.inboxFailed : '');
};

const states: Record<string, StateCheck> = {
  prechat,
  starting: async (step) => {
    await expect(startButton(step.page)).toHaveText('Starting…');
    await expect(startButton(step.page)).toBeDisabled();
    expect(memoOf(step).starts.pending).toBe(1);
  },
  chatting,
  'chatting.composer.idle': async (step) => {
    await expect(sendButton(step.page)).toBeEnabled();
    expect(memoOf(step).sends.pending).toBe(0);
  },
  'chatting.composer.sending': async (step) => {
    await expect(sendButton(step.page)).toBeDisabled();
    expect(memoOf(step).sends.pending).toBe(1);
  },
  'chatting.inbox.fetching': async (step) => {
    await memoOf(step).looks.waitForHeld();
    expect(memoOf(step).looks.pending).toBe(1);
  },
  'chatting.inbox.waiting': async (step) => {
    await looksHandled(step.page);
    expect(memoOf(step).looks.pending).toBe(0);
  },
};

testModel({
  ...supportChatModel,
  states,
  events: {
    'xstate.init': async (step) => {
      const { page } = step;
      const starts = new HeldRequests(page, isStart, 'the chat start');
      const sends = new HeldRequests(page, isMessages, 'a message', (request) => request.method() === 'POST');
      const looks = new HeldRequests(page, isMessages, 'a look for messages', (request) => request.method() === 'GET');
      for (const held of [starts, sends, looks]) await held.install();
      Object.assign(step.memo, { starts, sends, looks } satisfies Memo);
      await installRequestSpy(page);
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.goto(`${flaggedServer()}/`);
      await page.getByRole('button', { name: 'Chat with support' }).click();
      await expect(dialog(page)).toBeVisible();
    },
    'chat.change': ({ page, event }) => field(page, LABELS[event.field as keyof typeof LABELS]).fill(event.value as string),
    'chat.start': async (step) => {
      const before = memoOf(step).starts.count;
      await startButton(step.page).click();
      if (step.snapshot.matches('starting')) await memoOf(step).starts.waitForCount(before + 1);
    },
    'xstate.done.actor.startConversation': (step) => memoOf(step).starts.release(),
    'xstate.error.actor.startConversation': (step) => memoOf(step).starts.cutConnection(),
    'chat.draft': ({ page, event }) => field(page, 'Message').fill(event.value as string),
    'chat.send': async (step) => {
      const before = memoOf(step).sends.count;
      await sendButton(step.page).click();
      if (step.snapshot.matches({ chatting: { composer: 'sending' } })) await memoOf(step).sends.waitForCount(before + 1);
    },
    'xstate.done.actor.sendMessage': (step) => memoOf(step).sends.release(),
    'xstate.error.actor.sendMessage': (step) => memoOf(step).sends.cutConnection(),
    // the agent answers on the real server before the page's look reaches it
    'xstate.done.actor.fetchMessages': async (step) => {
      const { page, event, request } = step;
      if (event.agent) {
        const { uuid } = await storedConversation(page);
        const reply = await request.post(`${flaggedServer()}${SUPPORT_API}/agent/conversations/${uuid}/messages`, {
          headers: { Authorization: `Bearer ${SUPPORT_AGENT_KEY}` },
          data: { message: { body: AGENT_REPLY } },
        });
        expect(reply.status(), await reply.text()).toBe(201);
      }
      await memoOf(step).looks.release();
      await looksHandled(page);
    },
    'xstate.error.actor.fetchMessages': async (step) => {
      await memoOf(step).looks.cutConnection();
      await looksHandled(step.page);
    },
    'xstate.after.pollInterval.supportChat.chatting.inbox.waiting': async (step) => {
      const { page } = step;
      const path = await messagesPath(page);
      const { started } = await requestCounts(page, path);
      await page.clock.runFor(contextOf(step).pollIntervalMs - 1);
      expect((await requestCounts(page, path)).started, 'no look 1 ms before the interval').toBe(started);
      await page.clock.runFor(1);
      expect((await requestCounts(page, path)).started, 'a look when the interval is up').toBe(started + 1);
    },
  },
  cleanup: async ({ memo }) => {
    for (const held of Object.values(memo as Partial<Memo>)) await held?.releaseAll();
  },
});
