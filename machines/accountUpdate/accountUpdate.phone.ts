import type { AccountUpdateContext } from './accountUpdate.types';

/**
 * The preferences' number verification (issue 37 item 7): deals by text go only to a number the account proved it
 * holds. A code is texted ("Text me a code"), typed back ("Verify"); a wrong or expired code, or a cut, keeps the
 * form waiting for another try with the server's words. The config of the machine's `phone` region
 * (accountUpdate.machine.ts names its actors, actions and guards).
 */
export const phoneRegion = {
  description: "The preferences' SMS number, verified with a texted code before deals by text can be saved.",
  initial: 'start',
  states: {
    start: {
      description: 'Transient: a number not verified yet waits for a code; otherwise (verified, none, the profile) nothing is needed.',
      always: [{ guard: 'hasUnverifiedPhone', target: 'unverified' }, { target: 'verified' }],
    },
    unverified: {
      description: 'The number is not verified: ticking deals by text asks for a code first ("Text me a code").',
      on: { 'code.send': { target: 'sending', actions: 'clearCodeError' } },
    },
    sending: {
      description: 'A code is being texted to the number.',
      invoke: {
        id: 'sendPhoneCode',
        src: 'sendPhoneCode',
        input: ({ context }: { context: AccountUpdateContext }) => ({ phone: context.phone?.number ?? '' }),
        onDone: { target: 'awaitingCode', actions: 'clearCode' },
        onError: {
          target: 'unverified',
          actions: { type: 'assignCodeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
        },
      },
    },
    awaitingCode: {
      description: 'The code was texted: typed and checked with "Verify"; "Send a new code" texts another.',
      on: {
        'code.change': { actions: { type: 'assignCode', params: ({ event }: { event: { value: string } }) => ({ value: event.value }) } },
        'code.submit': { guard: 'hasCode', target: 'confirming', actions: 'clearCodeError' },
        'code.send': { target: 'sending', actions: 'clearCodeError' },
      },
    },
    confirming: {
      description: 'The code typed is being checked.',
      invoke: {
        id: 'confirmPhoneCode',
        src: 'confirmPhoneCode',
        input: ({ context }: { context: AccountUpdateContext }) => ({ phone: context.phone?.number ?? '', code: context.code.trim() }),
        onDone: { target: 'verified', actions: 'assignPhoneVerified' },
        onError: {
          target: 'awaitingCode',
          actions: { type: 'assignCodeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
        },
      },
    },
    verified: { description: 'The number is verified (or there is none to verify): deals by text can be saved.' },
  },
} as const;
