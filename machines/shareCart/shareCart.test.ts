import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { shareCartMachine } from './shareCart.machine';

/** The effects are stubbed here (a unit test of the lifecycle); the model suite shareCart.spec drives the real ones. */
function share(effects: { createLink?: () => Promise<string>; copyLink?: (link: string) => Promise<void> }) {
  const copied: string[] = [];
  const actor = createActor(
    shareCartMachine.provide({
      actors: {
        createLink: fromPromise(effects.createLink ?? (async () => 'http://crust.test/s/AbCd2345')),
        copyLink: fromPromise(async ({ input }: { input: { link: string } }) => {
          copied.push(input.link);
          await (effects.copyLink ?? (async () => {}))(input.link);
        }),
      },
    }),
  ).start();
  actor.send({ type: 'share.request' });
  return { actor, copied };
}

describe('shareCart', () => {
  it('creates the link, then copies it: copied', async () => {
    const { actor, copied } = share({});
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(done.value).toBe('copied');
    expect(done.context.link).toBe('http://crust.test/s/AbCd2345');
    expect(copied).toEqual(['http://crust.test/s/AbCd2345']);
  });

  it('shows the link when the clipboard refuses it', async () => {
    const { actor } = share({ copyLink: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    const done = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(done.value).toBe('showingLink');
    expect(done.context.link).toBe('http://crust.test/s/AbCd2345');
  });

  it('fails without copying when the cart cannot be saved or shortened, and can be tried again', async () => {
    let calls = 0;
    const { actor, copied } = share({
      createLink: async () => {
        calls += 1;
        if (calls === 1) throw new Error('400');
        return 'http://crust.test/s/Zz234567';
      },
    });
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).value).toBe('failed');
    expect(copied).toEqual([]);
    actor.send({ type: 'share.request' });
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).value).toBe('copied');
    expect(copied).toEqual(['http://crust.test/s/Zz234567']);
  });

  it('a second share makes a new link (the cart may have changed), forgetting the old one meanwhile', async () => {
    let n = 0;
    const { actor } = share({ createLink: async () => `http://crust.test/s/Link000${++n}` });
    await waitFor(actor, (s) => s.matches('copied'));
    actor.send({ type: 'share.request' });
    expect(actor.getSnapshot().context.link).toBeNull();
    const done = await waitFor(actor, (s) => s.matches('copied'));
    expect(done.context.link).toBe('http://crust.test/s/Link0002');
  });
});
