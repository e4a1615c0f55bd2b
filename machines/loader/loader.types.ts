import type { RequestError } from '../shared/request-error';

export type LoaderError = RequestError;

export type LoaderContext = {
  /** Params of the current (or last) request; `load.retry` reuses them. */
  params: unknown | null;
  data: unknown | null;
  error: LoaderError | null;
};

export type LoaderEvent = { type: 'load.request'; params: unknown } | { type: 'load.retry' } | { type: 'load.reload'; params: unknown };

type LoaderSnapshotLike = { context: LoaderContext; matches(value: 'error'): boolean };

/** A 404 is "not found" (its own view), every other failure is an error with a retry. */
export const selectIsNotFound = (state: LoaderSnapshotLike) => state.matches('error') && state.context.error?.status === 404;
