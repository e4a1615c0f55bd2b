import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { existingAccountMachine } from './existingAccount.machine';

// POST email/validate is a stubbed boundary: it answers has_account for the addresses listed as accounts
function start(signedIn = false, accounts = ['dana@example.com'], fail = false) {
  const asked: string[] = [];
  const machine = existingAccountMachine.provide({
    actors: {
      lookupEmail: fromPromise(async ({ input }: { input: { email: string } }) => {
        asked.push(input.email);
        if (fail) throw { status: null, message: 'Network Error' };
        return { hasAccount: accounts.includes(input.email.toLowerCase()) };
      }),
    },
  });
  return { actor: createActor(machine, { input: { signedIn } }).start(), asked };
}

describe('existingAccountMachine', () => {
  it("a guest's email an account uses offers sign-in; another address takes the offer away", async () => {
    const { actor, asked } = start();
    actor.send({ type: 'email.check', email: ' dana@example.com ' });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.matches('accountFound'));
    actor.send({ type: 'email.check', email: 'dana@example.com' });
    expect(asked).toEqual(['dana@example.com']);
    actor.send({ type: 'email.check', email: 'sam@example.com' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual(['dana@example.com', 'sam@example.com']);
  });

  it('an empty email asks nothing; a failed lookup is no account (guest checkout goes on)', async () => {
    const { actor, asked } = start(false, [], true);
    actor.send({ type: 'email.check', email: '  ' });
    expect(asked).toEqual([]);
    actor.send({ type: 'email.check', email: 'dana@example.com' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual(['dana@example.com']);
  });

  it('a signed-in shopper is never asked', () => {
    const { actor, asked } = start(true);
    actor.send({ type: 'email.check', email: 'dana@example.com' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(asked).toEqual([]);
  });

  it('another address left while a lookup is on its way asks again; the newer answer wins', async () => {
    const answers: Array<(hasAccount: boolean) => void> = [];
    const machine = existingAccountMachine.provide({
      actors: {
        lookupEmail: fromPromise(
          () => new Promise<{ hasAccount: boolean }>((resolve) => answers.push((hasAccount) => resolve({ hasAccount }))),
        ),
      },
    });
    const actor = createActor(machine, { input: { signedIn: false } }).start();
    actor.send({ type: 'email.check', email: 'dana@example.com' });
    actor.send({ type: 'email.check', email: 'sam@example.com' });
    expect(answers).toHaveLength(2);
    answers[0](true);
    answers[1](false);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.email).toBe('sam@example.com');
  });
});
