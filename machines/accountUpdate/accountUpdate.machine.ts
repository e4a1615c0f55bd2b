import { assign, enqueueActions, setup } from 'xstate';
import {
  checkEmail,
  confirmPhoneCode,
  saveAccount,
  sendPhoneCode,
  type CheckEmailOutput,
  type SaveAccountOutput,
} from './accountUpdate.actors';
import { phoneRegion } from './accountUpdate.phone';
import { ACCOUNT_NOTICE_MS, codeErrorOf, formErrors, saveErrors } from './accountUpdate.rules';
import type { SessionUser } from '../session/session.types';
import type { AccountUpdateContext, AccountUpdateEvent, AccountUpdateInput, FieldValue } from './accountUpdate.types';

type On<T extends AccountUpdateEvent['type']> = { event: Extract<AccountUpdateEvent, { type: T }> };
const change = ({ event }: On<'field.change'>) => ({ field: event.field, value: event.value });
const phoneVerified = (context: AccountUpdateContext) => context.phone?.verified ?? true;
const emailOf = (context: AccountUpdateContext) => (typeof context.values.email === 'string' ? context.values.email.trim() : '');

export const accountUpdateMachine = setup({
  types: {} as { context: AccountUpdateContext; events: AccountUpdateEvent; input: AccountUpdateInput; tags: 'busy' },
  actors: { saveAccount, checkEmail, sendPhoneCode, confirmPhoneCode },
  delays: { noticeReset: ACCOUNT_NOTICE_MS },
  actions: {
    assignField: assign(({ context }, p: { field: string; value: FieldValue }) => ({ values: { ...context.values, [p.field]: p.value } })),
    assignClientErrors: assign(({ context }) => ({
      errors: formErrors(context.form, context.values, context.stored, phoneVerified(context)),
      formError: null,
    })),
    assignSaveErrors: assign((_, p: { error: unknown }) => saveErrors(p.error)),
    clearErrors: assign({ errors: {}, formError: null }),
    assignSaved: assign((_, p: SaveAccountOutput) => ({ values: p.values, stored: p.values, errors: {}, formError: null })),
    announceUser: enqueueActions(({ context, enqueue }, p: { user: SessionUser | null }) => {
      if (p.user && context.session) enqueue.sendTo(context.session, { type: 'session.userUpdated', user: p.user });
    }),
    assignCheckedEmail: assign(({ context }) => ({ checkedEmail: emailOf(context) })),
    assignSuggestion: assign((_, p: { suggestion: string | null }) => ({ suggestion: p.suggestion })),
    // a suggestion taken needs no check of its own
    clearSuggestion: assign(({ context }, p: { value: FieldValue }) => ({
      suggestion: null,
      checkedEmail: p.value === context.suggestion ? context.suggestion : context.checkedEmail,
    })),
    assignCode: assign((_, p: { value: string }) => ({ code: p.value })),
    clearCode: assign({ code: '' }),
    assignCodeError: assign((_, p: { error: unknown }) => ({ codeError: codeErrorOf(p.error) })),
    clearCodeError: assign({ codeError: null }),
    // verified: a refusal of deals by text for want of a code is over
    assignPhoneVerified: assign(({ context }) => ({ phone: context.phone && { ...context.phone, verified: true }, code: '', errors: {} })),
  },
  guards: {
    hasInvalidFields: ({ context }) =>
      Object.keys(formErrors(context.form, context.values, context.stored, phoneVerified(context))).length > 0,
    hasUnverifiedPhone: ({ context }) => context.phone !== null && !context.phone.verified,
    hasCode: ({ context }) => context.code.trim() !== '',
    hasUncheckedEmail: ({ context }) => emailOf(context) !== '' && emailOf(context) !== context.checkedEmail,
    changesEmail: (_, p: { field: string }) => p.field === 'email',
    suggestsOther: ({ context }, p: CheckEmailOutput) => p.suggestion !== null && p.email === emailOf(context) && p.suggestion !== p.email,
  },
}).createMachine({
  id: 'accountUpdate',
  description:
    "An account form's save (the profile at /user/edit, the preferences on /user): checked in the browser with the spec's messages, then sent; the saved notice shows for 2000 ms and the form returns to idle; a refusal keeps its messages under their fields until the next edit or save. A saved profile is handed to the session. Beside it, the email typed is checked for a likely typo when it loses focus, and the preferences' number is verified with a texted code before deals by text can be saved.",
  type: 'parallel',
  context: ({ input }) => ({
    form: input.form,
    values: input.values,
    stored: input.values,
    errors: {},
    formError: null,
    suggestion: null,
    checkedEmail: typeof input.values.email === 'string' ? input.values.email.trim() : null,
    session: input.session ?? null,
    phone: input.phone ?? null,
    code: '',
    codeError: null,
  }),
  states: {
    save: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Editing; nothing is being sent and no message is shown.',
          on: {
            'field.change': { actions: { type: 'assignField', params: change } },
            'form.save': [{ guard: 'hasInvalidFields', target: 'failed', actions: 'assignClientErrors' }, { target: 'saving' }],
          },
        },
        saving: {
          description: 'The form is sent; the fields and Save wait.',
          tags: ['busy'],
          invoke: {
            id: 'saveAccount',
            src: 'saveAccount',
            input: ({ context }) => ({ form: context.form, values: context.values }),
            onDone: {
              target: 'saved',
              actions: [
                { type: 'assignSaved', params: ({ event }) => event.output },
                { type: 'announceUser', params: ({ event }) => ({ user: event.output.user }) },
              ],
            },
            onError: { target: 'failed', actions: { type: 'assignSaveErrors', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saved: {
          description: 'The saved notice shows for 2000 ms (spec), then the form is back to initial; an edit ends it at once.',
          after: { noticeReset: 'idle' },
          on: { 'field.change': { target: 'idle', actions: { type: 'assignField', params: change } } },
        },
        failed: {
          description: 'Refused in the browser or by the server: the messages stay under their fields until the next edit or save.',
          on: {
            'field.change': { target: 'idle', actions: [{ type: 'assignField', params: change }, 'clearErrors'] },
            'form.save': [
              { guard: 'hasInvalidFields', actions: 'assignClientErrors' },
              { target: 'saving', actions: 'clearErrors' },
            ],
          },
        },
      },
    },
    emailCheck: {
      description: 'The email typed, checked for a likely typo (email/validate) when it loses focus; the first suggestion is offered.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No offer. Leaving the email field checks it when it changed since it was last checked (the stored one needs none).',
          on: { 'email.check': { guard: 'hasUncheckedEmail', target: 'checking' } },
        },
        checking: {
          entry: 'assignCheckedEmail',
          invoke: {
            id: 'checkEmail',
            src: 'checkEmail',
            input: ({ context }) => ({ email: emailOf(context) }),
            onDone: [
              {
                guard: { type: 'suggestsOther', params: ({ event }) => event.output },
                target: 'suggested',
                actions: { type: 'assignSuggestion', params: ({ event }) => ({ suggestion: event.output.suggestion }) },
              },
              { target: 'idle' },
            ],
            // no suggestion is not worth a message: the save still checks the email
            onError: { target: 'idle' },
          },
        },
        suggested: {
          description: '"Did you mean …?" is offered; taking it (or any change to the email) ends the offer.',
          on: {
            'field.change': {
              guard: { type: 'changesEmail', params: change },
              target: 'idle',
              actions: { type: 'clearSuggestion', params: change },
            },
          },
        },
      },
    },
    phone: phoneRegion,
  },
});
