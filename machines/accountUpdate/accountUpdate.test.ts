import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { accountUpdateMachine } from './accountUpdate.machine';
import type { CheckEmailOutput, SaveAccountInput, SaveAccountOutput } from './accountUpdate.actors';
import { profileErrors, saveErrors } from './accountUpdate.rules';
import type { SessionUser } from '../session/session.types';
import { selectAccountSaveStatus, type AccountValues, type SessionNotifier } from './accountUpdate.types';

/*
 * The boundary is stubbed: `saveAccount` and `checkEmail` are fake promise actors (no HTTP); the session
 * is a recording actor. The messages below are the spec's (discovery §5, §8), typed out here.
 */
const ann: AccountValues = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '718-555-0199' };
const annUser: SessionUser = { id: 7, firstName: 'Bea', lastName: 'Lee', email: 'ann@example.com', phone: '7185550199' };
const settle = () => vi.advanceTimersByTimeAsync(0);

function start({
  save = async ({ values }: SaveAccountInput): Promise<SaveAccountOutput> => ({ values, user: null }),
  check = async ({ email }: { email: string }): Promise<CheckEmailOutput> => ({ email, suggestion: null }),
  form = 'profile' as const,
  values = ann,
  withSession = true,
}: {
  save?: (input: SaveAccountInput) => Promise<SaveAccountOutput>;
  check?: (input: { email: string }) => Promise<CheckEmailOutput>;
  form?: 'profile' | 'preferences';
  values?: AccountValues;
  withSession?: boolean;
} = {}) {
  const received: unknown[] = [];
  const session = createActor(createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } })).start();
  const saves = vi.fn(save);
  const machine = accountUpdateMachine.provide({
    actors: { saveAccount: fromPromise(({ input }) => saves(input)), checkEmail: fromPromise(({ input }) => check(input)) },
  });
  const actor = createActor(machine, {
    input: { form, values, session: withSession ? (session as unknown as SessionNotifier) : null },
  }).start();
  return { actor, saves, received, status: () => selectAccountSaveStatus(actor.getSnapshot() as never) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('accountUpdateMachine: saving', () => {
  it('saves, tells the session the new user, shows saved for 2000 ms, then is idle again', async () => {
    const { actor, saves, received, status } = start({ save: async ({ values }) => ({ values, user: annUser }) });
    actor.send({ type: 'field.change', field: 'firstName', value: 'Bea' });
    actor.send({ type: 'form.save' });
    expect(status()).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(saves).toHaveBeenCalledWith({ form: 'profile', values: { ...ann, firstName: 'Bea' } });
    await settle();
    expect(status()).toBe('saved');
    expect(received).toEqual([{ type: 'session.userUpdated', user: annUser }]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(status()).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('idle');
  });

  it('an edit ends the saved notice at once', async () => {
    const { actor, status } = start();
    actor.send({ type: 'form.save' });
    await settle();
    actor.send({ type: 'field.change', field: 'lastName', value: 'Li' });
    expect(status()).toBe('idle');
    expect(actor.getSnapshot().context.values.lastName).toBe('Li');
  });

  it('takes the values as the API returns them (a phone in ten digits)', async () => {
    const { actor } = start({
      save: async ({ values }) => ({ values: { ...values, phone: '718-555-0199' }, user: null }),
      values: { ...ann, phone: '7185550199' },
    });
    actor.send({ type: 'form.save' });
    await settle();
    expect(actor.getSnapshot().context.values.phone).toBe('718-555-0199');
  });

  it('without a session (the preferences) saves and tells no one', async () => {
    const { actor, received, status } = start({
      form: 'preferences',
      values: { marketingEmails: true },
      withSession: false,
      save: async ({ values }) => ({ values, user: annUser }),
    });
    actor.send({ type: 'field.change', field: 'marketingEmails', value: false });
    actor.send({ type: 'form.save' });
    await settle();
    expect(status()).toBe('saved');
    expect(received).toEqual([]);
  });
});

describe('accountUpdateMachine: refusals', () => {
  it('refuses in the browser with the spec messages, without sending', () => {
    const { actor, saves, status } = start({ values: { firstName: ' ', lastName: '', email: 'ann@', phone: '555-0199' } });
    actor.send({ type: 'form.save' });
    expect(status()).toBe('failed');
    expect(saves).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid e-mail address',
      phone: 'Please enter valid phone number in this format XXX-XXX-XXXX',
    });
  });

  it('says which field is required', () => {
    expect(profileErrors({ firstName: 'Ann', lastName: 'Lee', email: '', phone: '' }, ann)).toEqual({
      email: 'Email is required',
      phone: 'Phone is required',
    });
    expect(profileErrors({ ...ann, phone: '(718) 555 0199' })).toEqual({});
  });

  it('an account without a phone (made at sign-in) changes its email without adding one; once it has one, it stays required', async () => {
    const noPhone = { ...ann, phone: '' };
    expect(profileErrors({ ...noPhone, email: 'ann.new@example.com' }, noPhone)).toEqual({});
    const { actor, saves, status } = start({ values: noPhone, save: async ({ values }) => ({ values, user: null }) });
    actor.send({ type: 'field.change', field: 'email', value: 'ann.new@example.com' });
    actor.send({ type: 'form.save' });
    expect(status()).toBe('saving');
    expect(saves).toHaveBeenCalledTimes(1);
    await settle();
    expect(status()).toBe('saved');
    // a phone saved since is the account's: clearing it is refused
    actor.send({ type: 'field.change', field: 'phone', value: '718-555-0199' });
    actor.send({ type: 'form.save' });
    await settle();
    expect(status()).toBe('saved');
    actor.send({ type: 'field.change', field: 'phone', value: ' ' });
    actor.send({ type: 'form.save' });
    expect(status()).toBe('failed');
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'Phone is required' });
    expect(saves).toHaveBeenCalledTimes(2);
  });

  it('keeps the messages until the next edit, or refreshes them on the next save', async () => {
    const { actor, status } = start({ values: { ...ann, firstName: '' } });
    actor.send({ type: 'form.save' });
    actor.send({ type: 'field.change', field: 'lastName', value: '' });
    expect(status()).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
    actor.send({ type: 'field.change', field: 'firstName', value: 'Ann' });
    actor.send({ type: 'form.save' });
    actor.send({ type: 'form.save' });
    expect(status()).toBe('failed');
    expect(actor.getSnapshot().context.errors).toEqual({ lastName: 'Last name is required' });
  });

  it("maps the server's 422 details to their fields, with the two conflicts reworded", async () => {
    const refusal = {
      status: 422,
      message: 'Email has already been taken',
      errors: [
        { code: 'email_taken', field: 'email', message: 'Email has already been taken' },
        { code: 'phone_taken', field: 'phone', message: 'Phone has already been taken' },
      ],
    };
    const { actor, status, received } = start({ save: async () => Promise.reject(refusal) });
    actor.send({ type: 'form.save' });
    await settle();
    expect(status()).toBe('failed');
    expect(received).toEqual([]);
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'Email address is associated with an existing account. Sign in to continue.',
      phone: 'Phone number is associated with an existing account. Sign in to continue.',
    });
    // from failed, a save that passes the browser's check is sent again and the messages go
    actor.send({ type: 'form.save' });
    expect(status()).toBe('saving');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('a lost connection or a server error is the form’s message', async () => {
    const { actor } = start({
      save: async () => Promise.reject({ status: null, message: 'ERR_NETWORK', errors: [{ code: 'ERR_NETWORK', message: 'ERR_NETWORK' }] }),
    });
    actor.send({ type: 'form.save' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, formError: 'Something went wrong, please try again.' });
    expect(saveErrors({ status: 403, errors: [{ code: 'forbidden', message: 'You can only change your own account.' }] })).toEqual({
      errors: {},
      formError: 'You can only change your own account.',
    });
    expect(
      saveErrors({
        status: 422,
        errors: [{ field: 'phone_number', message: 'Please enter valid phone number in this format XXX-XXX-XXXX' }],
      }).errors,
    ).toEqual({
      phone: 'Please enter valid phone number in this format XXX-XXX-XXXX',
    });
  });
});

describe('accountUpdateMachine: email suggestion', () => {
  const gmail = async ({ email }: { email: string }) => ({ email, suggestion: email.replace('@gmial.com', '@gmail.com') });

  it('offers the first suggestion; taking it is an edit of the email', async () => {
    const { actor } = start({ check: gmail });
    actor.send({ type: 'field.change', field: 'email', value: 'ann@gmial.com ' });
    actor.send({ type: 'email.check' });
    expect(actor.getSnapshot().matches({ emailCheck: 'checking' })).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches({ emailCheck: 'suggested' })).toBe(true);
    expect(actor.getSnapshot().context.suggestion).toBe('ann@gmail.com');
    actor.send({ type: 'field.change', field: 'lastName', value: 'Li' });
    expect(actor.getSnapshot().context.suggestion).toBe('ann@gmail.com');
    actor.send({ type: 'field.change', field: 'email', value: 'ann@gmail.com' });
    expect(actor.getSnapshot().matches({ emailCheck: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ suggestion: null, values: { email: 'ann@gmail.com' } });
  });

  it('offers nothing when there is no suggestion, the check fails, the email is blank or the answer is stale', async () => {
    const failing = start({ check: async () => Promise.reject(new Error('down')) });
    failing.actor.send({ type: 'email.check' });
    await settle();
    expect(failing.actor.getSnapshot().matches({ emailCheck: 'idle' })).toBe(true);
    const plain = start();
    plain.actor.send({ type: 'email.check' });
    await settle();
    expect(plain.actor.getSnapshot().matches({ emailCheck: 'idle' })).toBe(true);
    const blank = start({ values: { ...ann, email: ' ' } });
    blank.actor.send({ type: 'email.check' });
    expect(blank.actor.getSnapshot().matches({ emailCheck: 'idle' })).toBe(true);
    let answer: (value: CheckEmailOutput) => void = () => {};
    const stale = start({ check: () => new Promise((resolve) => (answer = resolve)), values: { ...ann, email: 'ann@gmial.com' } });
    stale.actor.send({ type: 'email.check' });
    stale.actor.send({ type: 'field.change', field: 'email', value: 'bea@gmial.com' });
    answer({ email: 'ann@gmial.com', suggestion: 'ann@gmail.com' });
    await settle();
    expect(stale.actor.getSnapshot().matches({ emailCheck: 'idle' })).toBe(true);
  });

  it('asks only about an email changed since it was last checked (stored, checked or taken from the suggestion)', async () => {
    const check = vi.fn(gmail);
    const { actor } = start({ check });
    actor.send({ type: 'email.check' });
    expect(check).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', field: 'email', value: 'ann@gmial.com' });
    actor.send({ type: 'email.check' });
    await settle();
    actor.send({ type: 'field.change', field: 'email', value: 'ann@gmail.com' });
    actor.send({ type: 'email.check' });
    expect(check).toHaveBeenCalledTimes(1);
    actor.send({ type: 'field.change', field: 'email', value: 'bea@gmial.com' });
    actor.send({ type: 'email.check' });
    actor.send({ type: 'email.check' });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('gives every invoke an explicit id (the model tests name their outcomes by it)', () => {
    const ids = ['saving', 'checking', 'sending', 'confirming'].map((state) => {
      const node = Object.values(accountUpdateMachine.root.states)
        .flatMap((region) => Object.entries(region.states))
        .find(([key]) => key === state)![1];
      return node.invoke.map((invoke) => invoke.id);
    });
    expect(ids).toEqual([['saveAccount'], ['checkEmail'], ['sendPhoneCode'], ['confirmPhoneCode']]);
  });
});

describe('a number verified with a texted code before deals by text (issue 37 item 7)', () => {
  const prefs: AccountValues = { emailDeals: false, noPlasticCutlery: true, smsOrderUpdates: true, smsDeals: false };
  const UNVERIFIED = 'Verify this number with the code we text you before signing up for deals by text.';
  function startPhone({ verified = false, send = async () => {}, confirm = async (_: { code: string }) => {} } = {}) {
    const saves = vi.fn(async ({ values }: SaveAccountInput): Promise<SaveAccountOutput> => ({ values, user: null }));
    const sends = vi.fn(send);
    const confirms = vi.fn(confirm);
    const machine = accountUpdateMachine.provide({
      actors: {
        saveAccount: fromPromise(({ input }) => saves(input)),
        checkEmail: fromPromise(async (): Promise<CheckEmailOutput> => ({ email: '', suggestion: null })),
        sendPhoneCode: fromPromise(() => sends()),
        confirmPhoneCode: fromPromise(({ input }) => confirms(input)),
      },
    });
    const actor = createActor(machine, {
      input: { form: 'preferences', values: prefs, phone: { number: '2125550100', verified } },
    }).start();
    return { actor, saves, sends, confirms, phone: () => actor.getSnapshot().value.phone };
  }

  it('a verified number, or none, needs no code', () => {
    expect(startPhone({ verified: true }).phone()).toBe('verified');
    expect(start({ form: 'preferences', values: prefs }).actor.getSnapshot().value.phone).toBe('verified');
  });

  it('deals by text newly ticked are refused in the browser until the number is verified; then saved', async () => {
    const { actor, saves, sends, confirms, phone } = startPhone();
    expect(phone()).toBe('unverified');
    actor.send({ type: 'field.change', field: 'smsDeals', value: true });
    actor.send({ type: 'form.save' });
    expect(saves).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.errors).toEqual({ smsDeals: UNVERIFIED });
    actor.send({ type: 'code.send' });
    expect(phone()).toBe('sending');
    await settle();
    expect(sends).toHaveBeenCalledTimes(1);
    expect(phone()).toBe('awaitingCode');
    actor.send({ type: 'code.submit' });
    expect(phone()).toBe('awaitingCode');
    actor.send({ type: 'code.change', value: ' 123456 ' });
    actor.send({ type: 'code.submit' });
    expect(phone()).toBe('confirming');
    await settle();
    expect(confirms).toHaveBeenCalledWith({ phone: '2125550100', code: '123456' });
    expect(phone()).toBe('verified');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.save' });
    await settle();
    expect(saves).toHaveBeenCalledTimes(1);
  });

  it("a wrong code keeps waiting with the server's words; a cut send goes back with the generic message", async () => {
    const wrong = { status: 422, message: 'x', messages: ["That code doesn't match. Check the text we sent and try again."] };
    const { actor, phone } = startPhone({ confirm: async () => Promise.reject(wrong) });
    actor.send({ type: 'code.send' });
    await settle();
    actor.send({ type: 'code.change', value: '000000' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(phone()).toBe('awaitingCode');
    expect(actor.getSnapshot().context.codeError).toBe("That code doesn't match. Check the text we sent and try again.");
    const cut = startPhone({ send: async () => Promise.reject(new Error('Network Error')) });
    cut.actor.send({ type: 'code.send' });
    await settle();
    expect(cut.phone()).toBe('unverified');
    expect(cut.actor.getSnapshot().context.codeError).toBe('Something went wrong, please try again.');
  });
});
