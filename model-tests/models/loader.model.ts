import type { AnyMachineSnapshot } from 'xstate';
import { loaderMachine, type LoaderContext } from '../../machines';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

/**
 * What a loader is asked for, in the model. Two real loaders realise it: the menu page's shop
 * loader (a seeded slug, or one no shop has) and the search page's results loader, whose params
 * change in place when the shopper switches between the Delivery and Pickup tabs — the one place
 * in the storefront where a loader's params change without leaving the page (`load.reload`).
 */
export type LoaderParams = { page: 'menu'; shop: 'seeded' | 'unknown' } | { page: 'search'; orderType: 'delivery' | 'pickup' };

const paramsOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as LoaderContext).params as LoaderParams | null;
const statusOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as LoaderContext).error?.status;

export const loaded = { type: 'xstate.done.actor.fetchResource', output: { loaded: true } };
/** Plain objects: an Error would serialise to {} and merge every error edge into one. */
export const notFound = { type: 'xstate.error.actor.fetchResource', error: { status: 404, message: 'Not found' } };
export const connectionLost = { type: 'xstate.error.actor.fetchResource', error: { status: null, message: 'Network Error' } };

const otherTab = (params: LoaderParams | null): ModelEvent[] =>
  params?.page === 'search'
    ? [{ type: 'load.reload', params: { page: 'search', orderType: params.orderType === 'delivery' ? 'pickup' : 'delivery' } }]
    : [];

export const loaderModel: ModelDefinition<typeof loaderMachine> = {
  name: 'loader',
  machine: loaderMachine,
  outcomes: {
    'load.request': [
      { type: 'load.request', params: { page: 'menu', shop: 'seeded' } },
      { type: 'load.request', params: { page: 'menu', shop: 'unknown' } },
      { type: 'load.request', params: { page: 'search', orderType: 'delivery' } },
    ],
    'load.reload': (snapshot) => otherTab(paramsOf(snapshot)),
    'xstate.done.actor.fetchResource': [loaded],
    'xstate.error.actor.fetchResource': [notFound, connectionLost],
  },
  contextKey: (snapshot) => ({ params: paramsOf(snapshot), status: statusOf(snapshot) ?? null }),
  filterEvents: (snapshot, event) => {
    const params = paramsOf(snapshot);
    const unknownShop = params?.page === 'menu' && params.shop === 'unknown';
    // The real server decides: a seeded slug or a search loads, a slug no shop has is a 404.
    if (event === loaded) return !unknownShop;
    if (event === notFound) return unknownShop;
    // The not-found page offers no retry (the same slug would be missing again).
    if (event.type === 'load.retry') return statusOf(snapshot) !== 404;
    return true;
  },
  eventLabel: (event) => {
    if (event.type === 'load.request' || event.type === 'load.reload') {
      const params = event.params as LoaderParams;
      return `${event.type} ${params.page === 'menu' ? `${params.shop} shop` : `${params.orderType} search`}`;
    }
    if (event === loaded || event.type === 'xstate.done.actor.fetchResource') return 'server answers';
    if (event.type === 'xstate.error.actor.fetchResource') {
      return (event.error as { status: number | null }).status === 404 ? 'server answers 404' : 'connection lost';
    }
    return event.type;
  },
};
