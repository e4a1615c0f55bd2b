import { assign, setup } from 'xstate';
import { fetchPredictions, PLACE_SEARCH_DEBOUNCE_MS } from './placeSearch.actors';
import type { PlacePrediction, PlaceSearchContext, PlaceSearchEvent } from './placeSearch.types';

const changeInput = [
  {
    guard: { type: 'isBlank', params: ({ event }: { event: { value: string } }) => ({ value: event.value }) },
    target: '#placeSearch.idle',
    actions: [{ type: 'assignInput', params: ({ event }: { event: { value: string } }) => ({ value: event.value }) }, 'clearPredictions'],
  },
  {
    target: '#placeSearch.debouncing',
    reenter: true,
    actions: { type: 'assignInput', params: ({ event }: { event: { value: string } }) => ({ value: event.value }) },
  },
] as const;

export const placeSearchMachine = setup({
  types: {} as { context: PlaceSearchContext; events: PlaceSearchEvent; tags: 'busy' },
  actors: { fetchPredictions },
  actions: {
    assignInput: assign((_, params: { value: string }) => ({ input: params.value })),
    assignPredictions: assign((_, params: { predictions: PlacePrediction[] }) => ({ predictions: params.predictions })),
    assignPicked: assign((_, params: { prediction: PlacePrediction }) => ({ input: params.prediction.description, predictions: [] })),
    clearPredictions: assign({ predictions: [] }),
  },
  guards: {
    isBlank: (_, params: { value: string }) => params.value.trim() === '',
  },
  delays: { debounce: PLACE_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'placeSearch',
  description:
    'Address suggestions while typing: a search starts only for non-empty input, 300 ms after typing stops, and not for the text of a picked suggestion (suppressed). Answers that are not OK, and failures, clear the suggestions.',
  context: { input: '', predictions: [] },
  initial: 'idle',
  on: {
    'input.change': changeInput as never,
    'prediction.pick': {
      target: '.suppressed',
      actions: { type: 'assignPicked', params: ({ event }) => ({ prediction: event.prediction }) },
    },
  },
  states: {
    idle: { description: 'Nothing typed: no suggestions.' },
    debouncing: {
      description: 'Typing: the search waits until the input has been still for 300 ms.',
      after: { debounce: 'searching' },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPredictions',
        src: 'fetchPredictions',
        input: ({ context }) => ({ input: context.input.trim() }),
        onDone: { target: 'ready', actions: { type: 'assignPredictions', params: ({ event }) => ({ predictions: event.output }) } },
        onError: { target: 'failed', actions: 'clearPredictions' },
      },
    },
    ready: { description: 'Suggestions for the input (none when the service found nothing or did not answer OK).' },
    failed: { description: 'The maps service could not be reached: no suggestions.' },
    suppressed: { description: 'A suggestion was picked: its text is not searched again until the shopper types.' },
  },
});
