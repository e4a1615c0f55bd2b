import { assign, setup } from 'xstate';
import { toRequestError } from '../shared/request-error';
import { fetchResource } from './loader.actors';
import type { LoaderContext, LoaderEvent } from './loader.types';

export const loaderMachine = setup({
  types: {} as { context: LoaderContext; events: LoaderEvent; tags: 'busy' },
  actors: { fetchResource },
  actions: {
    assignParams: assign((_, params: { params: unknown }) => ({ params: params.params, error: null })),
    assignData: assign((_, params: { data: unknown }) => ({ data: params.data, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ data: null, error: toRequestError(params.error) })),
    clearData: assign({ data: null }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'loader',
  description:
    'Loads one resource (shop, menu, schedule, search results, order, receipt). Loads only when not already loaded, loading or failed; a 404 keeps its status so the view can show not-found.',
  context: { params: null, data: null, error: null },
  initial: 'initial',
  states: {
    initial: {
      description: 'Nothing requested yet.',
      on: {
        'load.request': { target: 'loading', actions: { type: 'assignParams', params: ({ event }) => ({ params: event.params }) } },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchResource',
        src: 'fetchResource',
        input: ({ context }: { context: LoaderContext }) => context.params,
        onDone: { target: 'success', actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'load.reload': {
          description: 'Route params changed while loading: the stale request is abandoned.',
          target: 'loading',
          reenter: true,
          actions: { type: 'assignParams', params: ({ event }) => ({ params: event.params }) },
        },
      },
    },
    success: {
      on: {
        'load.reload': {
          target: 'loading',
          actions: ['clearData', { type: 'assignParams', params: ({ event }) => ({ params: event.params }) }],
        },
      },
    },
    error: {
      description: 'The request failed; error.status is 404 for not found, null when there was no answer.',
      on: {
        'load.retry': { target: 'loading', actions: 'clearError' },
        'load.reload': { target: 'loading', actions: { type: 'assignParams', params: ({ event }) => ({ params: event.params }) } },
      },
    },
  },
});
