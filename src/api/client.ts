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

export function toSnake(data: unknown): unknown {
  return isPlainObjectOrArray(data) ? snakecaseKeys(data as Record<string, unknown>, { deep: true }) : data;
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
