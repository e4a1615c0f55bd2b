import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loaderMachine } from '@machines/loader/loader.machine';
import { browserIdFrom } from '../analytics/browserId';
import { requestShopAdd } from '../api/shopRequests';
import { useBrowserValue } from '../ssr/useHydrated';
import { readRequestedShops, recordRequestedShop } from '../storage/shopAddRequests';

/** Sends "Request to add" for one shop (the loader lifecycle: send, sent, failed, retry) and remembers it once acknowledged. */
const shopAddRequestMachine = loaderMachine.provide({
  actors: {
    fetchResource: fromPromise(async ({ input }) => {
      const shopId = input as number;
      const request = await requestShopAdd(shopId, browserIdFrom(window.localStorage));
      recordRequestedShop(window.localStorage, shopId);
      return request;
    }),
  },
});

/**
 * "Request to add" for a shop not on Crust yet: `requested` once the server has it (also after a
 * reload: the browser keeps what the server acknowledged), `busy` while it is sent, `failed` after an
 * error; `request` sends it (again after a failure).
 */
export function useShopAddRequest(shopId: number) {
  // What this browser sent before is read once the page is the browser's: the server renders every
  // shop unrequested, and the hydrating render must match it.
  const alreadyRequested = useBrowserValue(() => readRequestedShops(window.localStorage).includes(shopId), false);
  const ref = useActorRef(shopAddRequestMachine);
  const status = useSelector(ref, (state) => state.value as 'initial' | 'loading' | 'success' | 'error');
  return {
    requested: alreadyRequested || status === 'success',
    busy: status === 'loading',
    failed: status === 'error',
    request: () => ref.send(status === 'error' ? { type: 'load.retry' } : { type: 'load.request', params: shopId }),
  };
}
