import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { supportConversations } from '../../db/schema';
import { errorResponse } from '../../contract/common';
import {
  SUPPORT_MESSAGES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOKEN_HEADER,
  agentConversationsResponse,
  postSupportMessageResponse,
  startSupportConversationResponse,
  supportMessagesResponse,
} from '../../contract/support';
import { userResponse } from '../../contract/users';
import { decodeJwt } from 'jose';
import { TEST_HOST, TestBrowser, bearer, refresh, signIn, signUp } from '../../identity/oidc-test-client';
import { DEMO_SUPPORT_AGENT, seedDemoSupportAgentIfMissing } from '../../identity/support-agent-seed';
import { createTestApp, databaseKinds, openTestDatabase, testClock, type TestApp, type TestDatabase } from '../../test/harness';
import { hashToken } from './service';

const api = '/services/support/api';
const agentKey = 'agent-key-for-tests-0123456789';
const unknownUuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ann = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', origin: 'Web' };

/** The app as main.ts builds it with SUPPORT_AGENT_KEY set (the harness has no such option). */
async function appWithAgentKey(database: TestDatabase, clock: () => Date, key: string): Promise<FastifyInstance> {
  const app = await buildApp({
    db: database.db,
    config: {
      dispatchSpeed: 0,
      staticDir: path.join(os.tmpdir(), 'crust-no-storefront'),
      logLevel: 'silent',
      rateLimitFactor: 1000,
      supportAgentKey: key,
    },
    clock,
  });
  await app.ready();
  return app;
}

type Started = { uuid: string; token: string };

describe.each(databaseKinds)('support chat on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock('2026-11-27T09:00:00Z');
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await appWithAgentKey(database, clock.now, agentKey);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const inject = (options: InjectOptions & { url: string }) => new TestBrowser(app).request(options);
  const start = (conversation: object, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: `${api}/v1/conversations`, payload: { conversation }, headers });
  const started = async (conversation: object = ann): Promise<Started> => {
    const response = await start(conversation);
    expect(response.statusCode, response.body).toBe(201);
    return startSupportConversationResponse.parse(response.json()).conversation;
  };
  const read = (c: Started, after?: number, token: string | null = c.token) =>
    inject({
      method: 'GET',
      url: `${api}/v1/conversations/${c.uuid}/messages${after === undefined ? '' : `?after=${after}`}`,
      headers: token === null ? {} : { [SUPPORT_TOKEN_HEADER]: token },
    });
  const post = (c: Started, body: unknown, token: string | null = c.token) =>
    inject({
      method: 'POST',
      url: `${api}/v1/conversations/${c.uuid}/messages`,
      payload: { message: { body } },
      headers: token === null ? {} : { [SUPPORT_TOKEN_HEADER]: token },
    });
  const agent = (method: 'GET' | 'POST', url: string, payload?: object, key = agentKey) =>
    inject({ method, url: `${api}/v1/agent${url}`, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${key}` } });
  const expectNotFound = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(404);
    expect(errorResponse.parse(response.json()).errors).toEqual([
      { code: 'conversation_not_found', message: "We couldn't find that conversation." },
    ]);
  };

  it('starts a conversation with trimmed contact details, a guest consumer id and a token stored only as its hash', async () => {
    const response = await start({ first_name: '  Ann ', last_name: ' Lee ', email: ' ann@example.com ', origin: 'Web', consumer_id: 42 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { conversation } = startSupportConversationResponse.parse(response.json());
    expect(conversation).toMatchObject({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      consumer_id: null,
      origin: 'Web',
      created_at: '2026-11-27T09:00:00.000Z',
      messages: [],
    });
    expect(conversation.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(conversation.token.length).toBeGreaterThanOrEqual(40);
    const rows = await database.db.select().from(supportConversations).where(eq(supportConversations.uuid, conversation.uuid));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(conversation.token)]);
    expect(JSON.stringify(rows)).not.toContain(conversation.token);
  });

  it("posts the shopper's messages and reads them oldest first, or only those after an id", async () => {
    const c = await started();
    clock.set('2026-11-27T09:01:00Z');
    const first = await post(c, 'Where is my pizza?');
    expect(first.statusCode, first.body).toBe(201);
    const one = postSupportMessageResponse.parse(first.json()).message;
    expect(one).toMatchObject({ author: 'shopper', body: 'Where is my pizza?', sent_at: '2026-11-27T09:01:00.000Z' });
    const two = postSupportMessageResponse.parse((await post(c, '  Order #1234\nthanks  ')).json()).message;
    expect(two.body).toBe('Order #1234\nthanks');

    const all = await read(c);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(supportMessagesResponse.parse(all.json()).messages.map((m) => m.id)).toEqual([one.id, two.id]);
    expect(supportMessagesResponse.parse((await read(c, one.id)).json()).messages).toEqual([two]);
    expect((await read(c, two.id)).json()).toEqual({ messages: [] });
    expect((await read(c, 0)).json().messages).toHaveLength(2);
    // no id is that large: nothing after it, not a database error
    expect((await read(c, 99_999_999_999)).json()).toEqual({ messages: [] });
    expect((await read(c, -1)).statusCode).toBe(400);
  });

  it("answers the same 404 for a wrong or missing token, an unknown uuid and a malformed one; never another conversation's messages", async () => {
    const mine = await started();
    const theirs = await started({ ...ann, first_name: 'Bo' });
    await post(theirs, 'private');
    expectNotFound(await read(theirs, undefined, mine.token));
    expectNotFound(await read(theirs, undefined, null));
    expectNotFound(await read(theirs, undefined, ''));
    expectNotFound(await post(theirs, 'hijack', mine.token));
    expectNotFound(await post(theirs, 'hijack', null));
    for (const uuid of [unknownUuid, 'not-a-uuid', `${mine.uuid}x`, '%27%3B--', 'x'.repeat(300)]) {
      expectNotFound(await read({ uuid, token: mine.token }));
      expectNotFound(await post({ uuid, token: mine.token }, 'hello'));
    }
    expect((await read(theirs)).json().messages.map((m: { body: string }) => m.body)).toEqual(['private']);
  });

  it("refuses the pre-chat form with one 422 detail per failing field, in the contract's words", async () => {
    const blank = await start({ first_name: ' ', last_name: '', email: '  ', origin: 'Web' });
    expect(blank.statusCode).toBe(422);
    expect(errorResponse.parse(blank.json()).errors).toEqual([
      { code: 'first_name_required', message: SUPPORT_MESSAGES.firstNameRequired, field: 'first_name' },
      { code: 'email_required', message: SUPPORT_MESSAGES.emailRequired, field: 'email' },
    ]);
    expect(SUPPORT_MESSAGES.firstNameRequired).toBe('First name is required');
    const badEmail = await start({ ...ann, email: 'ann@example' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors).toEqual([{ code: 'email_invalid', message: 'Please enter a valid e-mail address', field: 'email' }]);
    // the last name may stay empty
    expect((await start({ ...ann, last_name: '' })).statusCode).toBe(201);
    // the contract's shape: another origin, a missing field, an over-long name are malformed requests
    for (const conversation of [
      { ...ann, origin: 'Phone' },
      { first_name: 'Ann', email: 'ann@example.com', origin: 'Web' },
      { ...ann, first_name: 'A'.repeat(51) },
    ]) {
      const response = await start(conversation);
      expect(response.statusCode).toBe(400);
      errorResponse.parse(response.json());
    }
  });

  it('refuses an empty or over-long message with a 422 on the body field', async () => {
    const c = await started();
    for (const [body, code, message] of [
      ['  \n ', 'message_required', 'Type a message to send'],
      ['x'.repeat(SUPPORT_MESSAGE_MAX + 1), 'message_too_long', `Messages can be up to ${SUPPORT_MESSAGE_MAX} characters`],
    ] as const) {
      const response = await post(c, body);
      expect(response.statusCode).toBe(422);
      expect(errorResponse.parse(response.json()).errors).toEqual([{ code, message, field: 'body' }]);
    }
    expect((await post(c, 'x'.repeat(SUPPORT_MESSAGE_MAX))).statusCode).toBe(201);
    expect((await post(c, 42)).statusCode).toBe(400);
    expect((await read(c)).json().messages).toHaveLength(1);
  });

  it("takes the consumer id from the signed-in account's token, never from the body", async () => {
    const { tokens } = await signUp(app);
    const me = userResponse.parse(
      (await inject({ method: 'GET', url: '/services/core/api/v1/users/me', headers: bearer(tokens.access_token) })).json(),
    ).user;
    const response = await start({ ...ann, consumer_id: me.id + 1000 }, bearer(tokens.access_token));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().conversation.consumer_id).toBe(me.id);
    // an invalid token is a guest
    const forged = await start({ ...ann, consumer_id: me.id }, { authorization: 'Bearer a.b.c' });
    expect(forged.statusCode).toBe(201);
    expect(forged.json().conversation.consumer_id).toBeNull();
  });

  it('lets an agent list conversations newest first and reply; the shopper reads the reply after their own message', async () => {
    clock.set('2026-11-27T10:00:00Z');
    const c = await started({ ...ann, first_name: 'Cleo' });
    const asked = postSupportMessageResponse.parse((await post(c, 'Is the oven hot?')).json()).message;
    clock.set('2026-11-27T10:02:00Z');

    const listed = await agent('GET', '/conversations');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const conversations = agentConversationsResponse.parse(listed.json()).conversations;
    expect(conversations[0]).toMatchObject({ uuid: c.uuid, first_name: 'Cleo', messages: [asked] });
    expect(conversations[0]).not.toHaveProperty('token');
    const times = conversations.map((x) => x.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const replied = await agent('POST', `/conversations/${c.uuid}/messages`, { message: { body: 'Very hot.' } });
    expect(replied.statusCode, replied.body).toBe(201);
    const answer = postSupportMessageResponse.parse(replied.json()).message;
    expect(answer).toMatchObject({ author: 'agent', body: 'Very hot.', sent_at: '2026-11-27T10:02:00.000Z' });
    expect(supportMessagesResponse.parse((await read(c, asked.id)).json()).messages).toEqual([answer]);

    expect((await agent('POST', `/conversations/${c.uuid}/messages`, { message: { body: ' ' } })).json().errors[0]).toMatchObject({
      code: 'message_required',
      field: 'body',
    });
    expectNotFound(await agent('POST', `/conversations/${unknownUuid}/messages`, { message: { body: 'hi' } }));
    expectNotFound(await agent('POST', '/conversations/nope/messages', { message: { body: 'hi' } }));
  });

  it('answers 401 to the agent API without the right key or a sign-in, before looking at the body', async () => {
    const c = await started();
    for (const headers of [
      {},
      { authorization: `Bearer ${agentKey}x` },
      { authorization: 'Bearer ' },
      { authorization: agentKey },
      { authorization: 'Bearer a.b.c' },
    ]) {
      const list = await inject({ method: 'GET', url: `${api}/v1/agent/conversations`, headers });
      expect(list.statusCode).toBe(401);
      expect(list.headers['www-authenticate']).toContain('Bearer');
      expect(errorResponse.parse(list.json()).errors).toEqual([
        { code: 'agent_unauthorized', message: 'Sign in with a support agent account to answer the support chat.' },
      ]);
      const reply = await inject({
        method: 'POST',
        url: `${api}/v1/agent/conversations/${c.uuid}/messages`,
        payload: { nonsense: true },
        headers,
      });
      expect(reply.statusCode).toBe(401);
    }
    expect((await read(c)).json().messages).toEqual([]);
  });

  describe("an agent's sign-in", () => {
    let agentToken: string;
    let shopperToken: string;
    beforeAll(async () => {
      await seedDemoSupportAgentIfMissing(database.db);
      agentToken = (await signIn(app, DEMO_SUPPORT_AGENT)).tokens.access_token;
      shopperToken = (await signUp(app)).tokens.access_token;
    });
    const asAgent = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      inject({ method, url: `${api}/v1/agent${url}`, ...(payload ? { payload } : {}), headers: bearer(token) });

    it("the seeded demo agent's access token carries the support:agent permission; a shopper's carries none", () => {
      expect(decodeJwt(agentToken).permissions).toEqual(['support:agent']);
      expect(decodeJwt(shopperToken)).not.toHaveProperty('permissions');
    });

    it('lists conversations and replies with the agent role, on every agent route', async () => {
      const c = await started({ ...ann, first_name: 'Ravi' });
      const listed = await asAgent('GET', '/conversations', agentToken);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(agentConversationsResponse.parse(listed.json()).conversations[0].uuid).toBe(c.uuid);
      const replied = await asAgent('POST', `/conversations/${c.uuid}/messages`, agentToken, { message: { body: 'On it.' } });
      expect(replied.statusCode, replied.body).toBe(201);
      expect(supportMessagesResponse.parse((await read(c)).json()).messages).toMatchObject([{ author: 'agent', body: 'On it.' }]);
    });

    it("answers 403 with a clear message to a shopper's token on every agent route, and adds nothing", async () => {
      const c = await started();
      for (const [method, url] of [
        ['GET', '/conversations'],
        ['POST', `/conversations/${c.uuid}/messages`],
      ] as const) {
        const response = await asAgent(method, url, shopperToken, { message: { body: 'sneaky' } });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(errorResponse.parse(response.json()).errors).toEqual([
          { code: 'not_support_agent', message: 'This account is not a support agent. Sign in with a support agent account.' },
        ]);
      }
      expect((await read(c)).json().messages).toEqual([]);
    });

    it('keeps the role through a refresh of the token', async () => {
      const { browser, tokens } = await signIn(app, DEMO_SUPPORT_AGENT);
      const renewed = await refresh(browser, tokens.refresh_token!);
      expect(renewed.statusCode, renewed.body).toBe(200);
      const token = (renewed.json() as { access_token: string }).access_token;
      expect(decodeJwt(token).permissions).toEqual(['support:agent']);
      expect((await asAgent('GET', '/conversations', token)).statusCode).toBe(200);
    });

    it('the old page address sends the browser to the storefront page, leaving any key behind', async () => {
      const response = await inject({ method: 'GET', url: `/services/support/agent?key=${agentKey}` });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/support/agent');
    });

    it("counts failures of every kind: after 20 from one client (wrong keys, forged tokens, a shopper's), 429 to it on every agent route, the agent's sign-in too", async () => {
      const from = { remoteAddress: '198.51.100.23' };
      const agentGet = (authorization: string, remoteAddress = from.remoteAddress) =>
        app.inject({ method: 'GET', url: `${api}/v1/agent/conversations`, headers: { host: TEST_HOST, authorization }, remoteAddress });
      const guesses = [
        (n: number) => agentGet(`Bearer guess-${n}`),
        () => agentGet('Bearer a.b.c'),
        () => agentGet(`Bearer ${shopperToken}`),
        (n: number) =>
          app.inject({
            method: 'POST',
            url: `${api}/v1/agent/conversations/${unknownUuid}/messages`,
            headers: { host: TEST_HOST, ...(n % 2 ? {} : bearer(`guess-${n}`)) },
            payload: { message: { body: 'hi' } },
            ...from,
          }),
      ];
      const statuses: number[] = [];
      for (let n = 0; n < 25; n += 1) statuses.push((await guesses[n % guesses.length](n)).statusCode);
      expect(statuses.slice(20)).toEqual(Array(5).fill(429));
      expect(statuses.slice(0, 20).every((status) => status === 401 || status === 403)).toBe(true);
      expect(statuses.slice(0, 20)).toContain(403);
      expect((await agentGet(`Bearer ${agentToken}`)).statusCode).toBe(429);
      expect((await agentGet(`Bearer ${agentKey}`)).statusCode).toBe(429);
      // another client is not locked out by it
      expect((await agentGet(`Bearer ${agentToken}`, '198.51.100.24')).statusCode).toBe(200);
    });
  });
});

describe.each(databaseKinds)('support chat without SUPPORT_AGENT_KEY on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitFactor: 1 });
  });
  afterAll(async () => t?.close());

  it("takes no key (any bearer that is not an agent's token is 401) while an agent's sign-in answers and the shopper's side works", async () => {
    const begun = await t.app.inject({ method: 'POST', url: `${api}/v1/conversations`, payload: { conversation: ann } });
    expect(begun.statusCode).toBe(201);
    const { uuid } = begun.json().conversation;
    for (const [method, url] of [
      ['GET', `${api}/v1/agent/conversations`],
      ['POST', `${api}/v1/agent/conversations/${uuid}/messages`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer anything' },
        ...(method === 'POST' ? { payload: { message: { body: 'hi' } } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    await seedDemoSupportAgentIfMissing(t.db);
    const { tokens } = await signIn(t.app, DEMO_SUPPORT_AGENT);
    const replied = await new TestBrowser(t.app).request({
      method: 'POST',
      url: `${api}/v1/agent/conversations/${uuid}/messages`,
      headers: bearer(tokens.access_token),
      payload: { message: { body: 'Hello from support' } },
    });
    expect(replied.statusCode, replied.body).toBe(201);
  });

  it("limits how many conversations one client starts a minute (the contract's error body on the 429)", async () => {
    const statuses: number[] = [];
    let limited: unknown;
    for (let n = 0; n < 12; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${api}/v1/conversations`,
        payload: { conversation: ann },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response.json();
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect(errorResponse.parse(limited).errors[0].code).toBe('rate_limited');
  });
});
