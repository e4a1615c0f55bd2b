import { expect, type Page } from '@playwright/test';
import type { SupportChatContext } from '../../machines';
import { AGENT_REPLY, SHOPPER_MESSAGE, supportChatModel, supportChatReopened } from '../models/supportChat.model';
import { HeldRequests } from '../support/held-requests';
import { testModel, type PageModel, type StateCheck, type StepContext } from '../support/model-driver';
import { installRequestSpy, requestCounts } from '../support/request-spy';
import { newShopper, signedUpHere, signInWithoutBrowser, type Shopper } from '../support/accounts';
import { test } from '../support/test';
import { BROWSER_ID_KEY } from '../../src/analytics/browserId';
import type { StoredAnalyticsEvents } from '../../server/contract';

/** The flagged server: the support chat on (FEATURE_FLAGS, global-setup.ts). */
const flaggedServer = () => process.env.CRUST_FLAGGED_BASE_URL!;

/** The seeded demo support agent (README "Support chat"): an account of the identity provider with the support agent role. */
const DEMO_AGENT: Shopper = { firstName: 'Sam', lastName: 'Support', email: 'agent@support.crust.example', password: 'crust-support-demo' };
/** The agent API's headers: an access token the agent gets by signing in through the identity provider (no key). */
const asAgent = async () => ({ Authorization: `Bearer ${(await signInWithoutBrowser(flaggedServer(), DEMO_AGENT)).accessToken}` });

/*
 * The support chat machine on the real page of a server with the messaging-support flag on, opened from
 * the home page's chat button. Starting the chat, sending and looking for messages are held with
 * page.route, then released to the real server (which stores the conversation and its messages) or cut
 * (simulated connection loss). The agent, signed in through the identity provider, answers through the agent API before a look is released. The
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
const LABELS = { firstName: 'First name', lastName: 'Last name (optional)', email: 'Email' } as const;
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

/** Waits until the page has handled the answer to every look it started (a message held on its way is the only request left open). */
async function looksHandled(step: StepContext) {
  const { page } = step;
  const path = await messagesPath(page);
  await expect
    .poll(
      async () => {
        const { started, finished } = await requestCounts(page, path);
        return started - finished - memoOf(step).sends.pending;
      },
      { message: 'the page handles the messages it asked for' },
    )
    .toBe(0);
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
    await looksHandled(step);
    expect(memoOf(step).looks.pending).toBe(0);
  },
};

/** Holds the chat's requests and pauses the page clock (before the page loads). */
async function holdChatRequests(step: StepContext): Promise<void> {
  const { page } = step;
  const starts = new HeldRequests(page, isStart, 'the chat start');
  const sends = new HeldRequests(page, isMessages, 'a message', (request) => request.method() === 'POST');
  const looks = new HeldRequests(page, isMessages, 'a look for messages', (request) => request.method() === 'GET');
  for (const held of [starts, sends, looks]) await held.install();
  Object.assign(step.memo, { starts, sends, looks } satisfies Memo);
  await installRequestSpy(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

/** The home page's chat button opens the chat. */
async function openChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Chat with support' }).click();
  // the chat loads when first opened; React reveals lazily loaded content on a timer of the (paused) page clock
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return dialog(page).isVisible();
      },
      { message: 'the chat opens' },
    )
    .toBe(true);
}

const events: PageModel['events'] = {
  'xstate.init': async (step) => {
    await holdChatRequests(step);
    await step.page.goto(`${flaggedServer()}/`);
    await openChat(step.page);
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
    // the first send of a path presses Enter in the message field (issue 31 item 6), the others click Send
    const firstSend = step.path.steps.findIndex((s) => s.event.type === 'chat.send') === step.index;
    if (firstSend) await field(step.page, 'Message').press('Enter');
    else await sendButton(step.page).click();
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
        headers: await asAgent(),
        data: { message: { body: AGENT_REPLY } },
      });
      expect(reply.status(), await reply.text()).toBe(201);
    }
    await memoOf(step).looks.release();
    await looksHandled(step);
  },
  'xstate.error.actor.fetchMessages': async (step) => {
    await memoOf(step).looks.cutConnection();
    await looksHandled(step);
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
};

const cleanup: PageModel['cleanup'] = async ({ memo }) => {
  for (const held of Object.values(memo as Partial<Memo>)) await held?.releaseAll();
};

testModel({ ...supportChatModel, states, events, cleanup });

/** The same browser another time: a conversation started earlier (through the API, with the shopper's first message) is kept. */
testModel({
  ...supportChatReopened,
  title: 'supportChat reopened on a kept conversation',
  states,
  events: {
    ...events,
    'xstate.init': async (step) => {
      const { page, request } = step;
      const begun = await request.post(`${flaggedServer()}${SUPPORT_API}/conversations`, {
        data: { conversation: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', origin: 'Web' } },
      });
      expect(begun.status(), await begun.text()).toBe(201);
      const { uuid, token } = ((await begun.json()) as { conversation: { uuid: string; token: string } }).conversation;
      const first = await request.post(`${flaggedServer()}${SUPPORT_API}/conversations/${uuid}/messages`, {
        headers: { 'X-Support-Token': token },
        data: { message: { body: SHOPPER_MESSAGE } },
      });
      expect(first.status(), await first.text()).toBe(201);
      await page.addInitScript((kept) => localStorage.setItem('crust.supportChat', kept), JSON.stringify({ uuid, token }));
      await holdChatRequests(step);
      await page.goto(`${flaggedServer()}/`);
      await openChat(page);
    },
  },
  cleanup,
});

test.describe('the support chat, plainly', () => {
  test('opening it is tracked as contacting customer support, with the chat origin', async ({ page }) => {
    await page.goto(`${flaggedServer()}/`);
    await page.getByRole('button', { name: 'Chat with support' }).click();
    await expect(dialog(page)).toBeVisible();
    const browserId = (await page.evaluate((key) => localStorage.getItem(key), BROWSER_ID_KEY))!;
    await expect
      .poll(
        async () => {
          // the page's own context carries the crust_browser_id cookie the collector asks for
          const response = await page.request.get(`${flaggedServer()}/services/traits/api/v1/events?browser_id=${browserId}`);
          const { events } = (await response.json()) as StoredAnalyticsEvents;
          return events.filter((event) => event.event === 'contact_customer_support').map((event) => event.data);
        },
        { timeout: 15_000 },
      )
      .toEqual([{ origin: 'Web' }]);
  });

  test("a signed-in shopper's chat is preloaded with their name (editable) and email (not editable) and carries their consumer id", async ({
    page,
    request,
  }, testInfo) => {
    const shopper = await signedUpHere({ page, baseURL: flaggedServer() }, newShopper(testInfo));
    await page.goto(`${flaggedServer()}/`);
    await expect(page.getByRole('link', { name: `Your account, ${shopper.firstName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Chat with support' }).click();
    await expect(field(page, LABELS.firstName)).toHaveValue(shopper.firstName);
    await expect(field(page, LABELS.firstName)).toBeEditable();
    await expect(field(page, LABELS.lastName)).toHaveValue(shopper.lastName);
    await expect(field(page, LABELS.email)).toHaveValue(shopper.email);
    await expect(field(page, LABELS.email)).not.toBeEditable();
    await field(page, LABELS.lastName).fill('Lee-Smith');
    await startButton(page).click();
    await expect(messageLog(page)).toBeVisible();
    const { uuid } = await storedConversation(page);
    const listed = await request.get(`${flaggedServer()}${SUPPORT_API}/agent/conversations`, {
      headers: await asAgent(),
    });
    const { conversations } = (await listed.json()) as {
      conversations: { uuid: string; last_name: string; email: string; consumer_id: number | null; origin: string }[];
    };
    expect(conversations.find((conversation) => conversation.uuid === uuid)).toMatchObject({
      last_name: 'Lee-Smith',
      email: shopper.email,
      origin: 'Web',
      consumer_id: expect.any(Number),
    });
  });

  test("on a phone the chat button is hidden and the navbar's Help opens the chat", async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    try {
      await page.goto(`${flaggedServer()}/`);
      await expect(page.getByRole('navigation').getByRole('button', { name: 'Help' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Chat with support' })).toBeHidden();
      await page.getByRole('navigation').getByRole('button', { name: 'Help' }).click();
      await expect(field(page, LABELS.firstName)).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('the button sits on the right on the home page and on the left elsewhere', async ({ page }) => {
    const sideOf = async () => {
      const box = (await page.getByRole('button', { name: 'Chat with support' }).boundingBox())!;
      return box.x + box.width / 2 > page.viewportSize()!.width / 2 ? 'right' : 'left';
    };
    await page.goto(`${flaggedServer()}/`);
    expect(await sideOf()).toBe('right');
    await page.goto(`${flaggedServer()}/about-us`);
    expect(await sideOf()).toBe('left');
  });
});

// the agent page's words (README "Support chat"; the refusal is the agent API's own message)
const AGENT_PAGE = {
  path: '/support/agent',
  title: 'Support conversations',
  logInAsk: 'Log in with your support agent account to answer the support chat.',
  notAgentTitle: 'This account is not a support agent',
  notAgentMessage: 'This account is not a support agent. Sign in with a support agent account.',
} as const;

test.describe('the support agent page', () => {
  test("a guest logs in there with the agent's account through the storefront's login, comes back, and answers a conversation the shopper then reads", async ({
    page,
    request,
  }, testInfo) => {
    const lastName = `Hopper ${testInfo.workerIndex}-${Date.now()}`;
    const begun = await request.post(`${flaggedServer()}${SUPPORT_API}/conversations`, {
      data: { conversation: { first_name: 'Grace', last_name: lastName, email: 'grace@example.com', origin: 'Web' } },
    });
    expect(begun.status(), await begun.text()).toBe(201);
    const { uuid, token } = ((await begun.json()) as { conversation: { uuid: string; token: string } }).conversation;
    const shopperMessages = `${flaggedServer()}${SUPPORT_API}/conversations/${uuid}/messages`;
    expect(
      (
        await request.post(shopperMessages, { headers: { 'X-Support-Token': token }, data: { message: { body: 'Where is my pizza?' } } })
      ).status(),
    ).toBe(201);

    await page.goto(`${flaggedServer()}${AGENT_PAGE.path}`);
    await expect(page.getByRole('heading', { level: 1, name: AGENT_PAGE.title })).toBeVisible();
    await expect(page.getByText(AGENT_PAGE.logInAsk)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Log in with email' }).click();
    await page.getByLabel('Email').fill(DEMO_AGENT.email);
    await page.getByLabel('Password').fill(DEMO_AGENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === AGENT_PAGE.path);
    expect(new URL(page.url()).search, 'no key in the page address').toBe('');

    const name = `Grace ${lastName}`;
    const conversation = page.getByRole('region', { name });
    await expect(conversation.getByRole('list', { name: `Messages with ${name}` })).toContainText('Where is my pizza?');
    await expect(conversation).toContainText('Guest');
    await conversation.getByLabel(`Reply to ${name}`).fill('Out for delivery now.');
    await conversation.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('region', { name }).getByRole('list', { name: `Messages with ${name}` })).toContainText(
      'Out for delivery now.',
    );
    const read = await request.get(shopperMessages, { headers: { 'X-Support-Token': token } });
    const { messages } = (await read.json()) as { messages: { author: string; body: string }[] };
    expect(messages.map(({ author, body }) => ({ author, body }))).toEqual([
      { author: 'shopper', body: 'Where is my pizza?' },
      { author: 'agent', body: 'Out for delivery now.' },
    ]);
  });

  test('a signed-in shopper who opens it is told the account is not a support agent, and sees no conversation', async ({
    page,
  }, testInfo) => {
    await signedUpHere({ page, baseURL: flaggedServer() }, newShopper(testInfo));
    await page.goto(`${flaggedServer()}${AGENT_PAGE.path}`);
    await expect(page.getByRole('heading', { level: 1, name: AGENT_PAGE.notAgentTitle })).toBeVisible();
    await expect(page.getByText(AGENT_PAGE.notAgentMessage)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  });
});

test('without the flag there is no chat: Help is support by phone', async ({ page }) => {
  await page.goto(`${process.env.CRUST_BASE_URL}/about-us`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with support' })).toHaveCount(0);
  await expect(page.locator('meta[name="crust-flags"]')).toHaveCount(0);
});
