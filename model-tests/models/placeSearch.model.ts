import type { AnyMachineSnapshot } from 'xstate';
import { placeSearchMachine, type PlacePrediction, type PlaceSearchContext } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';

/** Typed texts: one the embedded maps service answers with suggestions (OK), one it does not (ZERO_RESULTS). */
export const found = 'Brooklyn';
export const notFound = 'zzqx';

/** The service's first suggestion for "Brooklyn" (server/domains/location). */
export const brooklyn: PlacePrediction = {
  placeId: 'brooklyn',
  description: 'Brooklyn, NY, USA',
  mainText: 'Brooklyn',
  secondaryText: 'NY',
};

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PlaceSearchContext;

export const placeSearchModel: ModelDefinition<typeof placeSearchMachine> = {
  name: 'placeSearch',
  machine: placeSearchMachine,
  outcomes: {
    'input.change': [
      { type: 'input.change', value: found },
      { type: 'input.change', value: notFound },
      { type: 'input.change', value: '' },
    ],
    'xstate.done.actor.fetchPredictions': [
      { type: 'xstate.done.actor.fetchPredictions', output: [brooklyn] },
      { type: 'xstate.done.actor.fetchPredictions', output: [] },
    ],
    'xstate.error.actor.fetchPredictions': [
      { type: 'xstate.error.actor.fetchPredictions', error: { status: null, message: 'Network Error' } },
    ],
    'prediction.pick': [{ type: 'prediction.pick', prediction: brooklyn }],
  },
  contextKey: (snapshot) => ({ input: contextOf(snapshot).input, suggestions: contextOf(snapshot).predictions.length > 0 }),
  filterEvents: (snapshot, event) => {
    const { input, predictions } = contextOf(snapshot);
    // The real service decides the answer from the text typed: suggestions for "Brooklyn", none for "zzqx".
    if (event.type === 'xstate.done.actor.fetchPredictions') return (event.output as unknown[]).length > 0 === (input === found);
    // A suggestion can be picked only from the list on screen.
    if (event.type === 'prediction.pick') return snapshot.matches('ready') && predictions.length > 0;
    // Typing the same text again is no change to the input.
    if (event.type === 'input.change') return event.value !== input;
    return true;
  },
  eventLabel: (event) => {
    if (event.type === 'input.change') return event.value === '' ? 'clear input' : `type "${event.value}"`;
    if (event.type === 'prediction.pick') return 'pick Brooklyn';
    if (event.type === 'xstate.done.actor.fetchPredictions')
      return (event.output as unknown[]).length > 0 ? 'suggestions' : 'no suggestions';
    if (event.type === 'xstate.error.actor.fetchPredictions') return 'service unreachable';
    if (event.type.startsWith('xstate.after.')) return '300 ms pass';
    return event.type;
  },
};
