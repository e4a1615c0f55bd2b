import { signInPromptMachine } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';

/*
 * Checkout's sign-in offer. The machine starts once the session has settled, so who is at checkout is
 * its input: one walk per kind of shopper (a guest never asked before, a guest who skipped before, a
 * signed-in shopper, a guest whose cart is empty).
 */
export const signInPromptModel: ModelDefinition<typeof signInPromptMachine> = {
  name: 'signInPrompt',
  machine: signInPromptMachine,
  input: { signedIn: false, shouldRender: true, cartEmpty: false },
  eventLabel: (event) => {
    if (event.type === 'prompt.skip') return "'Skip and continue as a guest'";
    if (event.type === 'prompt.closed') return 'close the modal';
    return event.type;
  },
};
