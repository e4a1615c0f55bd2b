import { fromPromise } from 'xstate';
import type { PlacePrediction } from './placeSearch.types';

export type FetchPredictionsInput = { input: string };
export type FetchPredictionsOutput = PlacePrediction[];

/** Asks the maps service for predictions; answers that are not OK resolve to []. Provided by the storefront. */
export const fetchPredictions = fromPromise<FetchPredictionsOutput, FetchPredictionsInput>(async () => {
  throw new Error('fetchPredictions not provided');
});

/** Place search debounce (spec §9). */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
