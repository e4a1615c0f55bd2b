/** The spec's chunk load timeout (§9): a script chunk that has not arrived by then counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk of the app's code that failed to load or did not arrive in time; the error view offers a reload. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/** Runs a dynamic import, failing with a ChunkLoadError when it fails or takes longer than the timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`A part of this page did not load within ${timeoutMs / 1000} s.`)), timeoutMs);
    Promise.resolve()
      .then(load)
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('A part of this page failed to load.', { cause: error }));
        },
      );
  });
}
