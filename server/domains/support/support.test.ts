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
import { TestBrowser, bearer, signUp } from '../../identity/oidc-test-client';
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

  it('answers 401 to the agent API without the right key, before looking at the body', async () => {
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
      expect(errorResponse.parse(list.json()).errors[0].code).toBe('agent_unauthorized');
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

  it('counts wrong keys: after 20 from one client, 429 to it for every agent route, the right key too', async () => {
    const from = { remoteAddress: '198.51.100.23' };
    const statuses: number[] = [];
    for (let n = 0; n < 25; n += 1) {
      const guess =
        n % 2
          ? { url: `/services/support/agent?key=guess-${n}` }
          : { url: `${api}/v1/agent/conversations`, headers: { authorization: `Bearer guess-${n}` } };
      statuses.push((await app.inject({ method: 'GET', ...guess, ...from })).statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    expect(
      (await app.inject({ method: 'GET', url: `${api}/v1/agent/conversations`, headers: { authorization: `Bearer ${agentKey}` }, ...from }))
        .statusCode,
    ).toBe(429);
    // another client is not locked out by it
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${api}/v1/agent/conversations`,
          headers: { authorization: `Bearer ${agentKey}` },
          remoteAddress: '198.51.100.24',
        })
      ).statusCode,
    ).toBe(200);
  });

  describe('the agent page', () => {
    const page = (key: string | null = agentKey) =>
      inject({ method: 'GET', url: `/services/support/agent${key === null ? '' : `?key=${encodeURIComponent(key)}`}` });
    const reply = (uuid: string, body: string, key = agentKey) =>
      inject({
        method: 'POST',
        url: `/services/support/agent/conversations/${uuid}/reply?key=${encodeURIComponent(key)}`,
        payload: new URLSearchParams({ body }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    it('lists conversations with every value escaped, runs no script and posts replies back to itself', async () => {
      clock.set('2026-11-27T11:00:00Z');
      const evil = await started({
        first_name: '<script>alert(1)</script>',
        last_name: '"><img src=x onerror=alert(2)>',
        email: 'x&y@example.com',
        origin: 'Web',
      });
      await post(evil, "</textarea><b>bold</b> & 'quoted'");
      const response = await page();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("form-action 'self'");
      const html = response.body;
      expect(html).not.toMatch(/<script|<img|<b>|onerror=alert\(2\)>/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&lt;/textarea&gt;&lt;b&gt;bold&lt;/b&gt; &amp; &#39;quoted&#39;');
      expect(html).toContain('x&amp;y@example.com');
      expect(html).toContain('Guest');
      // newest first: this conversation's section comes before every older one
      const sections = [...html.matchAll(/<section id="conversation-([0-9a-f-]+)"/g)].map((m) => m[1]);
      expect(sections[0]).toBe(evil.uuid);
      expect(sections.length).toBeGreaterThan(1);
      expect(html).toContain(
        `<form method="post" action="/services/support/agent/conversations/${evil.uuid}/reply?key=${encodeURIComponent(agentKey)}">`,
      );
      expect(html).toContain('Send reply</button>');
      expect(html).toMatch(/<label for="conversation-[^"]+-reply">Reply to /);
    });

    it("adds the form's reply as the agent's message and answers 303 back to the page", async () => {
      const c = await started({ ...ann, first_name: 'Dev' });
      const response = await reply(c.uuid, 'On its way & hot');
      expect(response.statusCode, response.body).toBe(303);
      expect(response.headers.location).toBe(`/services/support/agent?key=${encodeURIComponent(agentKey)}#conversation-${c.uuid}`);
      const messages = supportMessagesResponse.parse((await read(c)).json()).messages;
      expect(messages).toMatchObject([{ author: 'agent', body: 'On its way & hot' }]);
      expect((await page()).body).toContain('On its way &amp; hot');

      const empty = await reply(c.uuid, '   ');
      expect(empty.statusCode).toBe(422);
      expect(empty.headers['content-type']).toMatch(/^text\/html/);
      expect(empty.body).toContain('Type a message to send');
      const unknown = await reply(unknownUuid, 'hello');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^text\/html/);
      expect((await read(c)).json().messages).toHaveLength(1);
    });

    it('answers a 401 page for a wrong or missing key, and adds nothing', async () => {
      const c = await started();
      for (const key of [null, '', `${agentKey}x`, agentKey.slice(0, -1)]) {
        const response = await page(key);
        expect(response.statusCode).toBe(401);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('Support agents only');
        expect(response.body).not.toContain(c.uuid);
      }
      const refused = await reply(c.uuid, 'sneaky', 'wrong');
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain(agentKey);
      expect((await read(c)).json().messages).toEqual([]);
    });
  });
});

describe.each(databaseKinds)('support chat without SUPPORT_AGENT_KEY on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitFactor: 1 });
  });
  afterAll(async () => t?.close());

  it("has no agent routes (404) while the shopper's side works", async () => {
    const started = await t.app.inject({ method: 'POST', url: `${api}/v1/conversations`, payload: { conversation: ann } });
    expect(started.statusCode).toBe(201);
    const { uuid } = started.json().conversation;
    for (const [method, url] of [
      ['GET', `${api}/v1/agent/conversations`],
      ['POST', `${api}/v1/agent/conversations/${uuid}/messages`],
      ['GET', '/services/support/agent?key='],
      ['GET', '/services/support/agent?key=anything'],
      ['POST', `/services/support/agent/conversations/${uuid}/reply?key=anything`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer anything' },
        ...(method === 'POST' ? { payload: { message: { body: 'hi' } } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
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
