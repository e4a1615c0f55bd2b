import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loaderMachine } from './loader.machine';
import { selectIsNotFound } from './loader.types';

// fetchResource is a stubbed boundary: each test supplies the answer the network would give.
function start(fetch: (params: unknown) => Promise<unknown>) {
  const calls: unknown[] = [];
  const machine = loaderMachine.provide({
    actors: { fetchResource: fromPromise(async ({ input }) => (calls.push(input), fetch(input))) },
  });
  return { actor: createActor(machine).start(), calls };
}

const never = () => new Promise<never>(() => {});

describe('loaderMachine', () => {
  it('starts in initial and loads on load.request with the given params', async () => {
    const { actor, calls } = start(async (params) => ({ shop: params }));
    expect(actor.getSnapshot().value).toBe('initial');
    actor.send({ type: 'load.request', params: { slug: 'tonys' } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.data).toEqual({ shop: { slug: 'tonys' } });
    expect(done.hasTag('busy')).toBe(false);
    expect(calls).toEqual([{ slug: 'tonys' }]);
  });

  it('ignores load.request when already loading, loaded or failed', async () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'load.request', params: 1 });
    actor.send({ type: 'load.request', params: 2 });
    expect(calls).toEqual([1]);
    expect(actor.getSnapshot().context.params).toBe(1);

    const loaded = start(async () => 'data');
    loaded.actor.send({ type: 'load.request', params: 1 });
    await waitFor(loaded.actor, (s) => s.matches('success'));
    expect(loaded.actor.getSnapshot().can({ type: 'load.request', params: 2 })).toBe(false);

    const failed = start(async () => Promise.reject({ status: 500, message: 'boom' }));
    failed.actor.send({ type: 'load.request', params: 1 });
    await waitFor(failed.actor, (s) => s.matches('error'));
    expect(failed.actor.getSnapshot().can({ type: 'load.request', params: 2 })).toBe(false);
  });

  it('keeps status 404 so the view can show not found', async () => {
    const { actor } = start(async () => Promise.reject({ status: 404, message: 'Shop not found' }));
    actor.send({ type: 'load.request', params: 'missing' });
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(failed.context.error).toEqual({ status: 404, message: 'Shop not found', messages: [] });
    expect(selectIsNotFound(failed)).toBe(true);
  });

  it('reads the status of an axios-like error and keeps other statuses', async () => {
    const axiosLike = {
      message: 'Request failed with status code 503',
      response: { status: 503, data: { errors: [{ code: 'x', message: 'Down' }] } },
    };
    const { actor } = start(async () => Promise.reject(axiosLike));
    actor.send({ type: 'load.request', params: 1 });
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(failed.context.error).toEqual({ status: 503, message: 'Request failed with status code 503', messages: ['Down'] });
    expect(selectIsNotFound(failed)).toBe(false);
  });

  it('records a null status when there was no answer', async () => {
    const { actor } = start(async () => Promise.reject(new Error('Network Error')));
    actor.send({ type: 'load.request', params: 1 });
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(failed.context.error).toMatchObject({ status: null, message: 'Network Error' });
  });

  it('load.retry reloads with the same params and clears the error', async () => {
    let attempt = 0;
    const { actor, calls } = start(async () => (++attempt === 1 ? Promise.reject({ status: 500, message: 'no' }) : 'ok'));
    actor.send({ type: 'load.request', params: { id: 7 } });
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.data).toBe('ok');
    expect(calls).toEqual([{ id: 7 }, { id: 7 }]);
  });

  it('load.reload loads new params from success and from error', async () => {
    const { actor, calls } = start(async (params) => (params === 'bad' ? Promise.reject({ status: 500, message: 'x' }) : `data:${params}`));
    actor.send({ type: 'load.request', params: 'a' });
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'load.reload', params: 'bad' });
    expect(actor.getSnapshot().context.data).toBeNull();
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'load.reload', params: 'b' });
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context).toEqual({ params: 'b', data: 'data:b', error: null });
    expect(calls).toEqual(['a', 'bad', 'b']);
  });

  it('load.reload while loading abandons the stale request', async () => {
    const resolvers = new Map<unknown, (value: unknown) => void>();
    const { actor } = start((params) => new Promise((resolve) => resolvers.set(params, resolve)));
    actor.send({ type: 'load.request', params: 'old' });
    actor.send({ type: 'load.reload', params: 'new' });
    resolvers.get('old')!('stale');
    resolvers.get('new')!('fresh');
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.data).toBe('fresh');
    expect(done.context.params).toBe('new');
  });

  it('load.retry is only possible after an error', () => {
    const { actor } = start(never);
    expect(actor.getSnapshot().can({ type: 'load.retry' })).toBe(false);
    actor.send({ type: 'load.request', params: 1 });
    expect(actor.getSnapshot().can({ type: 'load.retry' })).toBe(false);
  });
});
