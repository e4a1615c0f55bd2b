import { lazy, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';

/** React.lazy whose import fails with a ChunkLoadError after the spec's timeout, shown by the error view. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyWithTimeout<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadChunk(load));
}
