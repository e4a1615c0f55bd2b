import { useEffect, useState } from 'react';
import { locationApi, type PlacePrediction } from '../api';

export const PLACE_SEARCH_DEBOUNCE_MS = 300;

/**
 * Place predictions for an address input (spec: search starts only for non-empty input, after a
 * 300 ms debounce, and not when suppressed — e.g. right after a prediction was picked).
 * A stale answer never overwrites a newer one: each input aborts the previous request.
 */
export function usePlacePredictions(input: string, suppressed: boolean) {
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const [status, setStatus] = useState<'idle' | 'debouncing' | 'loading' | 'ready' | 'failed'>('idle');
  const query = input.trim();

  useEffect(() => {
    if (suppressed) return;
    if (query === '') {
      setPredictions([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('debouncing');
    const timer = window.setTimeout(() => {
      setStatus('loading');
      locationApi
        .getPlacePredictions(query, controller.signal)
        .then((found) => {
          setPredictions(found);
          setStatus('ready');
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setPredictions([]);
          setStatus('failed');
        });
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, suppressed]);

  return { predictions, status };
}
