import axios, { type AxiosInstance } from 'axios';
import camelcaseKeys from 'camelcase-keys';
import snakecaseKeys from 'snakecase-keys';
import { normaliseError } from './errors';

export type AccessTokenProvider = () => Promise<string | null> | string | null;

let accessTokenProvider: AccessTokenProvider = () => null;

/** The session (later) registers how to get a bearer token; guests send none. */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

function isPlainObjectOrArray(value: unknown): value is Record<string, unknown> | Record<string, unknown>[] {
  if (Array.isArray(value)) return true;
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export function toCamel<T>(data: unknown): T {
  return (isPlainObjectOrArray(data) ? camelcaseKeys(data, { deep: true }) : data) as T;
}

/**
 * An object sent as its author wrote it (Adyen's card data, browser info and redirect details): its keys are
 * Adyen's, not ours to snake_case. It is not a plain object, so neither toSnake nor axios's copy of the body
 * (which rebuilds plain objects) looks inside; JSON sends its keys as they are.
 */
class Verbatim {
  constructor(value: object) {
    Object.assign(this, value);
  }
}
export const verbatim = <T extends object>(value: T): T => new Verbatim(value) as unknown as T;

export function toSnake(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(toSnake);
  if (!isPlainObjectOrArray(data)) return data;
  // one level at a time, recursing into plain objects only
  const snaked = snakecaseKeys(data, { deep: false });
  return Object.fromEntries(Object.entries(snaked).map(([key, value]) => [key, toSnake(value)]));
}

/**
 * Same-origin client: camelCase in, snake_case out, Bearer token, errors normalised to ApiError.
 * `withToken: false` for the calls the session itself needs before it has a token (the identity
 * configuration); a call that sets its own Authorization header keeps it.
 */
export function createClient(baseURL = '', { withToken = true }: { withToken?: boolean } = {}): AxiosInstance {
  const instance = axios.create({ baseURL, withCredentials: true, headers: { Accept: 'application/json' } });

  instance.interceptors.request.use(async (config) => {
    if (withToken && !config.headers.has('Authorization')) {
      const token = await accessTokenProvider();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
    }
    if (config.data !== undefined) config.data = toSnake(config.data);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      response.data = toCamel(response.data);
      return response;
    },
    (error: unknown) => Promise.reject(normaliseError(error)),
  );

  return instance;
}

export const client = createClient();

/** For the identity configuration: asking for a token there would wait on itself. */
export const clientWithoutToken = createClient('', { withToken: false });

export const CORE = '/services/core/api';
