import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Resource } from '../loaders';
import { usePreloaded } from '../ssr/preloaded';
import type { LoaderError } from '@machines/loader/loader.types';

/**
 * Starts a loader actor for a resource and keeps it on `params`: the first params request a load,
 * different params later reload (route params changed). `params === null` waits (a dependency is
 * still loading). Data the server rendered the page with starts the loader in success.
 */
export function useLoader<P, T>(resource: Resource<P, T>, params: P | null) {
  const preloaded = usePreloaded();
  const found = params === null ? undefined : preloaded.lookup(resource.name, params);
  const ref = useActorRef(
    resource.machine,
    found && { snapshot: resource.machine.resolveState({ value: 'success', context: { params, data: found.data, error: null } }) },
  );
  const key = params === null ? null : JSON.stringify(params);

  useEffect(() => {
    if (key === null) return;
    const snapshot = ref.getSnapshot();
    if (snapshot.matches('initial')) ref.send({ type: 'load.request', params });
    else if (JSON.stringify(snapshot.context.params) !== key) ref.send({ type: 'load.reload', params });
    // `key` is params serialised, so equal params from a new render do not reload.
  }, [ref, key]);

  return ref as typeof ref & { __types?: { params: P; data: T } };
}

export type LoaderRef<T> = ReturnType<typeof useLoader<unknown, T>>;

export type Loaded<T> = {
  status: 'initial' | 'loading' | 'success' | 'error';
  busy: boolean;
  data: T | null;
  error: LoaderError | null;
  notFound: boolean;
};

/** Reads a loader's state for a view. */
export function useLoaded<T>(ref: LoaderRef<T>): Loaded<T> {
  const status = useSelector(ref, (state) => state.value as Loaded<T>['status']);
  const busy = useSelector(ref, (state) => state.hasTag('busy'));
  const data = useSelector(ref, (state) => state.context.data as T | null);
  const error = useSelector(ref, (state) => state.context.error);
  return { status, busy, data, error, notFound: status === 'error' && error?.status === 404 };
}
