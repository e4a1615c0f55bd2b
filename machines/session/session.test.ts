import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from './session.machine';
import type { SessionUser } from './session.types';

const ann: SessionUser = { id: 7, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(load: () => Promise<SessionUser | null>) {
  const end = vi.fn(async () => {});
  const machine = sessionMachine.provide({ actors: { loadSession: fromPromise(load), endSession: fromPromise(end) } });
  return { actor: createActor(machine).start(), end };
}

describe('sessionMachine', () => {
  it('is unknown while loading, then authenticated with the user', async () => {
    const { actor } = start(async () => ann);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.user).toEqual(ann);
  });

  it('is a guest with no session, and with a 401 from users/me', async () => {
    expect(
      await (async () => {
        const { actor } = start(async () => null);
        await settle();
        return actor.getSnapshot().value;
      })(),
    ).toBe('guest');
    const { actor, end } = start(async () => {
      throw { status: 401, message: 'Unauthorized', messages: [] };
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(end).not.toHaveBeenCalled();
  });

  it('logs out when the user query fails otherwise', async () => {
    const { actor, end } = start(async () => {
      throw { status: null, message: 'Network Error', messages: [] };
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(end).toHaveBeenCalledOnce();
  });

  it('asks again when a sign-in completes, even while still loading', async () => {
    let user: SessionUser | null = null;
    const { actor } = start(async () => user);
    user = ann;
    actor.send({ type: 'session.signedIn' });
    await settle();
    expect(actor.getSnapshot().value).toBe('authenticated');
  });

  it('falls back to guest when the session expires, and logs out on request', async () => {
    const { actor, end } = start(async () => ann);
    await settle();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.send({ type: 'session.signedIn' });
    await settle();
    expect(actor.getSnapshot().context.user).toEqual(ann);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(end).toHaveBeenCalledOnce();
  });
});
