import type { AnyMachineSnapshot } from 'xstate';
import { accountUpdateMachine, type AccountUpdateContext, type AccountUpdateInput } from '../../machines';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

/**
 * The profile form at /user/edit, for a shopper who has just signed up (no phone yet). The values
 * below are stand-ins: the suite types the shopper's own (unique) email and phone in their place,
 * a typo of that email, and the email of a second shopper signed up first (the conflict).
 */
export const stand = {
  ownEmail: 'ann@example.com',
  typo: 'ann@gmial.com',
  suggested: 'ann@gmail.com',
  taken: 'bea@example.com',
  phone: '212-555-0100',
} as const;

export const profileInput: AccountUpdateInput = {
  form: 'profile',
  values: { firstName: 'Ann', lastName: 'Lee', email: stand.ownEmail, phone: '' },
  session: null,
};

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AccountUpdateContext;
const text = (snapshot: AnyMachineSnapshot, field: string) => String(contextOf(snapshot).values[field] ?? '');
/** An email typed but not yet checked: the field still has focus, so the next step is leaving it. */
const uncheckedEmail = (snapshot: AnyMachineSnapshot) => text(snapshot, 'email').trim() !== contextOf(snapshot).checkedEmail;

const change = (field: string, value: string): ModelEvent => ({ type: 'field.change', field, value });

/** What the server answers: 422 "Email has already been taken" for the second shopper's email; a cut request anywhere. */
const cut = {
  type: 'xstate.error.actor.saveAccount',
  error: { status: null, message: 'ERR_NETWORK', errors: [{ code: 'ERR_NETWORK', message: 'ERR_NETWORK' }] },
};
const emailTaken = {
  type: 'xstate.error.actor.saveAccount',
  error: {
    status: 422,
    message: 'Email has already been taken',
    errors: [{ code: 'email_taken', field: 'email', message: 'Email has already been taken' }],
  },
};

export const accountUpdateModel: ModelDefinition<typeof accountUpdateMachine> = {
  name: 'accountUpdate',
  machine: accountUpdateMachine,
  input: profileInput,
  outcomes: {
    // first name emptied and given again; the phone the new account lacks; the email: a typo or the taken one, or the suggestion taken
    'field.change': (snapshot) => {
      if (snapshot.matches({ emailCheck: 'suggested' })) return [change('email', stand.suggested)];
      return [
        change('firstName', text(snapshot, 'firstName') ? '' : 'Bea'),
        ...(text(snapshot, 'phone') ? [] : [change('phone', stand.phone)]),
        ...(text(snapshot, 'email') === stand.ownEmail ? [change('email', stand.typo), change('email', stand.taken)] : []),
      ];
    },
    // the taken email is refused by the server (422 below): a save of it never answers 200
    'xstate.done.actor.saveAccount': (snapshot) =>
      text(snapshot, 'email') === stand.taken
        ? []
        : [{ type: 'xstate.done.actor.saveAccount', output: { values: contextOf(snapshot).values, user: null } }],
    'xstate.error.actor.saveAccount': (snapshot) => (text(snapshot, 'email') === stand.taken ? [emailTaken, cut] : [cut]),
    'xstate.done.actor.checkEmail': (snapshot) => {
      const email = contextOf(snapshot).checkedEmail ?? '';
      return [{ type: 'xstate.done.actor.checkEmail', output: { email, suggestion: email === stand.typo ? stand.suggested : null } }];
    },
    'xstate.error.actor.checkEmail': [
      { type: 'xstate.error.actor.checkEmail', error: { status: null, message: 'ERR_NETWORK', errors: [] } },
    ],
  },
  contextKey: (snapshot) => {
    const { values, errors, formError, suggestion, checkedEmail } = contextOf(snapshot);
    return { values, errors: Object.keys(errors).sort(), formError: formError !== null, suggestion, checkedEmail };
  },
  filterEvents: (snapshot, event) => {
    // an email just typed still has the focus: whatever the shopper does next leaves the field first (email.check)
    if (snapshot.matches({ emailCheck: 'idle' }) && uncheckedEmail(snapshot)) return event.type === 'email.check';
    // while the check or the save is held, the walk answers it before anything else (the fields are read-only while saving)
    if (snapshot.matches({ emailCheck: 'checking' })) return event.type.endsWith('.actor.checkEmail');
    if (snapshot.matches({ save: 'saving' })) return event.type.endsWith('.actor.saveAccount');
    return true;
  },
  eventLabel: (event) => {
    if (event.type === 'field.change') {
      const value = String(event.value);
      const named = Object.entries(stand).find(([, stood]) => stood === value)?.[0];
      return `${String(event.field)} ← ${named ?? (value === '' ? '(empty)' : value)}`;
    }
    if (event.type === 'xstate.error.actor.saveAccount')
      return (event.error as { status: number | null }).status === 422 ? 'save: 422 email taken' : 'save: cut';
    if (event.type === 'xstate.done.actor.saveAccount') return 'save: 200';
    if (event.type === 'xstate.done.actor.checkEmail')
      return (event.output as { suggestion: string | null }).suggestion ? 'check: suggestion' : 'check: none';
    if (event.type === 'xstate.error.actor.checkEmail') return 'check: cut';
    if (event.type.startsWith('xstate.after.')) return 'after 2000 ms';
    return event.type;
  },
};

/**
 * The same machine behind /user's Preferences section, for a shopper who has just signed up (no phone:
 * no SMS toggles; the server's defaults: marketing email unsubscribed, no plastic cutlery). No email
 * field there, so no email check; toggles cannot be refused in the browser, so the walk reaches `failed`
 * only by a cut request. Its coverage adds up with the profile walk under the same machine name.
 */
export const preferencesInput: AccountUpdateInput = {
  form: 'preferences',
  values: { emailDeals: false, noPlasticCutlery: true },
  session: null,
};

export const accountPreferencesModel: ModelDefinition<typeof accountUpdateMachine> = {
  ...accountUpdateModel,
  input: preferencesInput,
  outcomes: {
    'field.change': (snapshot) => [
      { type: 'field.change', field: 'noPlasticCutlery', value: contextOf(snapshot).values.noPlasticCutlery !== true },
    ],
    // the taken email is refused by the server (422 below): a save of it never answers 200
    'xstate.done.actor.saveAccount': (snapshot) =>
      text(snapshot, 'email') === stand.taken
        ? []
        : [{ type: 'xstate.done.actor.saveAccount', output: { values: contextOf(snapshot).values, user: null } }],
    'xstate.error.actor.saveAccount': [cut],
  },
  contextKey: (snapshot) => ({ values: contextOf(snapshot).values, formError: contextOf(snapshot).formError !== null }),
  filterEvents: (snapshot, event) => !snapshot.matches({ save: 'saving' }) || event.type.endsWith('.actor.saveAccount'),
  eventLabel: (event) =>
    event.type === 'field.change' ? `${String(event.field)} ← ${String(event.value)}` : accountUpdateModel.eventLabel!(event),
};

/**
 * The same machine behind /user's Preferences for a shopper with a phone not verified yet (issue 37 item 7): ticking
 * "Deals and news by text" asks for a texted code. The walk sends a code (the real server texts it through its SMS
 * stand-in, or the request is cut), types a wrong code (the real server's 422) or the right one, and verifies.
 * Saves are the preferences walk's: not taken here.
 */
export const phoneStand = { wrongCode: '000000', rightCode: '123456' } as const;
export const phoneCodeInput: AccountUpdateInput = {
  form: 'preferences',
  values: { emailDeals: false, noPlasticCutlery: true, smsOrderUpdates: true, smsDeals: false },
  session: null,
  phone: { number: '2125550100', verified: false },
};
const codeCut = (id: 'sendPhoneCode' | 'confirmPhoneCode') => ({
  type: `xstate.error.actor.${id}`,
  error: { status: null, message: 'ERR_NETWORK', errors: [] },
});
const wrongCode = {
  type: 'xstate.error.actor.confirmPhoneCode',
  error: { status: 422, message: 'code_invalid', errors: [{ code: 'code_invalid', field: 'code', message: 'wrong code' }] },
};

export const accountPhoneCodeModel: ModelDefinition<typeof accountUpdateMachine> = {
  ...accountUpdateModel,
  name: 'accountUpdate',
  input: phoneCodeInput,
  outcomes: {
    'field.change': [{ type: 'field.change', field: 'smsDeals', value: true }],
    'code.change': [
      { type: 'code.change', value: phoneStand.wrongCode },
      { type: 'code.change', value: phoneStand.rightCode },
    ],
    'xstate.done.actor.sendPhoneCode': [{ type: 'xstate.done.actor.sendPhoneCode' }],
    'xstate.error.actor.sendPhoneCode': [codeCut('sendPhoneCode')],
    'xstate.done.actor.confirmPhoneCode': [{ type: 'xstate.done.actor.confirmPhoneCode' }],
    'xstate.error.actor.confirmPhoneCode': [wrongCode],
  },
  contextKey: (snapshot) => {
    const { values, code, codeError, phone } = contextOf(snapshot);
    return { smsDeals: values.smsDeals, code, codeError: codeError !== null, verified: phone?.verified };
  },
  filterEvents: (snapshot, event) => {
    const { values, code } = contextOf(snapshot);
    // saves are walked by the preferences model; the deals box is ticked once, which shows the code's box
    if (event.type === 'form.save' || event.type === 'email.check') return false;
    if (event.type === 'field.change') return values.smsDeals !== true;
    if (values.smsDeals !== true) return false;
    // a held send or confirm is answered before anything else (the buttons wait)
    if (snapshot.matches({ phone: 'sending' })) return event.type.endsWith('.actor.sendPhoneCode');
    if (snapshot.matches({ phone: 'confirming' })) {
      // the real server: the right code verifies, the wrong one is refused
      if (event.type === 'xstate.done.actor.confirmPhoneCode') return code === phoneStand.rightCode;
      if (event.type === 'xstate.error.actor.confirmPhoneCode') return code === phoneStand.wrongCode;
      return false;
    }
    // a code is typed once per attempt: after the wrong one, the right one
    if (event.type === 'code.change') return code === '' || (code === phoneStand.wrongCode && event.value === phoneStand.rightCode);
    return true;
  },
  eventLabel: (event) => {
    if (event.type === 'field.change') return `${String(event.field)} ← ${String(event.value)}`;
    if (event.type === 'code.change') return `code ← ${event.value === phoneStand.rightCode ? 'the texted code' : 'a wrong code'}`;
    if (event.type === 'xstate.error.actor.sendPhoneCode') return 'send: cut';
    if (event.type === 'xstate.done.actor.sendPhoneCode') return 'send: 201';
    if (event.type === 'xstate.error.actor.confirmPhoneCode') return 'confirm: 422 wrong code';
    if (event.type === 'xstate.done.actor.confirmPhoneCode') return 'confirm: 200';
    return event.type;
  },
};
