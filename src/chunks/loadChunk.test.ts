import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './loadChunk';

// the spec's constant (storefront-discovery §9: chunk load timeout 120000 ms), written here, not imported
const SPEC_CHUNK_LOAD_TIMEOUT_MS = 120_000;

describe('loadChunk', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('fails a chunk that never arrives with a ChunkLoadError after 120 000 ms, not before', async () => {
    const outcome = vi.fn();
    loadChunk(() => new Promise<never>(() => {})).then(
      () => outcome('loaded'),
      (error: unknown) => outcome(error),
    );
    await vi.advanceTimersByTimeAsync(SPEC_CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledOnce();
    expect(outcome.mock.calls[0][0]).toBeInstanceOf(ChunkLoadError);
  });

  it('turns a failed import into a ChunkLoadError carrying the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/Map-abc.js');
    const error: unknown = await loadChunk(() => Promise.reject(cause)).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('answers the module that arrives in time and leaves no timer behind', async () => {
    const module = { default: 'view' };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });
});
