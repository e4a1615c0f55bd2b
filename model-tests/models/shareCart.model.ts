import type { AnyMachineSnapshot } from 'xstate';
import { shareCartMachine, type ShareCartContext } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ShareCartContext;

export const shareCartModel: ModelDefinition<typeof shareCartMachine> = {
  name: 'shareCart',
  machine: shareCartMachine,
  outcomes: {
    'xstate.done.actor.createLink': [
      { type: 'xstate.done.actor.createLink', output: 'http://127.0.0.1/s/AbCd2345', actorId: 'createLink' },
    ],
    'xstate.error.actor.createLink': [
      { type: 'xstate.error.actor.createLink', error: { message: 'Network Error' }, actorId: 'createLink' },
    ],
    'xstate.done.actor.copyLink': [{ type: 'xstate.done.actor.copyLink', actorId: 'copyLink' }],
    'xstate.error.actor.copyLink': [{ type: 'xstate.error.actor.copyLink', error: { name: 'NotAllowedError' }, actorId: 'copyLink' }],
  },
  contextKey: (snapshot) => ({ link: contextOf(snapshot).link !== null }),
  eventLabel: (event) => {
    if (event.type === 'share.request') return 'Share cart';
    if (event.type === 'xstate.done.actor.createLink') return 'cart saved, link made';
    if (event.type === 'xstate.error.actor.createLink') return 'connection lost';
    if (event.type === 'xstate.done.actor.copyLink') return 'clipboard takes it';
    if (event.type === 'xstate.error.actor.copyLink') return 'clipboard refused';
    return event.type;
  },
};
