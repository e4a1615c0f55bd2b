import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PLACE_SEARCH_DEBOUNCE_MS } from './placeSearch.actors';
import { placeSearchMachine } from './placeSearch.machine';
import type { PlacePrediction } from './placeSearch.types';

const court: PlacePrediction = {
  placeId: 'p1',
  description: '123 Court St, Brooklyn, NY 11201',
  mainText: '123 Court St',
  secondaryText: 'Brooklyn, NY 11201',
};

function start(answer: (input: string) => Promise<PlacePrediction[]>) {
  const calls: string[] = [];
  const actor = createActor(
    placeSearchMachine.provide({
      actors: { fetchPredictions: fromPromise(async ({ input }) => (calls.push(input.input), answer(input.input))) },
    }),
  );
  actor.start();
  return { actor, calls };
}

describe('placeSearch machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once, 300 ms after typing stops, with the trimmed input', async () => {
    const { actor, calls } = start(async () => [court]);
    actor.send({ type: 'input.change', value: '12' });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'input.change', value: '123 Court ' });
    vi.advanceTimersByTime(PLACE_SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('searching');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(calls).toEqual(['123 Court']);
    expect(actor.getSnapshot().context.predictions).toEqual([court]);
  });

  it('never searches blank input and clears the suggestions', async () => {
    const { actor, calls } = start(async () => [court]);
    actor.send({ type: 'input.change', value: 'Court' });
    vi.advanceTimersByTime(PLACE_SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'input.change', value: '   ' });
    vi.advanceTimersByTime(PLACE_SEARCH_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.predictions).toEqual([]);
    expect(calls).toEqual(['Court']);
  });

  it('does not search a picked suggestion (suppressed) until the shopper types again', () => {
    const { actor, calls } = start(async () => [court]);
    actor.send({ type: 'prediction.pick', prediction: court });
    vi.advanceTimersByTime(PLACE_SEARCH_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().value).toBe('suppressed');
    expect(actor.getSnapshot().context).toEqual({ input: court.description, predictions: [] });
    expect(calls).toEqual([]);
  });

  it('clears the suggestions when the service fails', async () => {
    const { actor } = start(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'input.change', value: 'Court' });
    vi.advanceTimersByTime(PLACE_SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.predictions).toEqual([]);
  });
});
