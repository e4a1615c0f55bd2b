import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { placeSearchMachine } from '@machines/placeSearch/placeSearch.machine';
import { selectPredictions, type PlacePrediction } from '@machines/placeSearch/placeSearch.types';
import { locationApi } from '../api';
import { useSystem } from '../SystemProvider';

export { PLACE_SEARCH_DEBOUNCE_MS } from '@machines/placeSearch/placeSearch.actors';

const placeSearchWithEffects = placeSearchMachine.provide({
  actors: {
    // A newer input stops this actor; its signal aborts the stale request.
    fetchPredictions: fromPromise(({ input, signal }) => locationApi.getPlacePredictions(input.input, signal)),
  },
});

/**
 * The placeSearch machine for one address input (debounce, suppression and failures live there).
 * The view reports typing and picks; it reads the suggestions and the search status back.
 */
export function usePlacePredictions() {
  const search = useActorRef(placeSearchWithEffects);
  // a failed choice is made again by the first search, which then shows its failure
  useEffect(() => void locationApi.prepareLocationClient().catch(() => undefined), []);
  const { analytics } = useSystem();
  const predictions = useSelector(search, selectPredictions);
  const status = useSelector(search, (state) => state.value as 'idle' | 'debouncing' | 'searching' | 'ready' | 'failed' | 'suppressed');
  return {
    predictions,
    status,
    change: (value: string) => {
      search.send({ type: 'input.change', value });
      analytics?.search(value);
    },
    pick: (prediction: PlacePrediction) => search.send({ type: 'prediction.pick', prediction }),
  };
}
