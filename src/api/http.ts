import axios, { type AxiosInstance } from 'axios';
import camelcaseKeys from 'camelcase-keys';
import snakecaseKeys from 'snakecase-keys';
import { currentAccessToken } from './accessToken';
import { normaliseError } from './errors';

function isPlainObjectOrArray(value: unknown): value is Record<string, unknown> | Record<string, unknown>[] {
  if (Array.isArray(value)) return true;
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export function toCamel<T>(data: unknown): T {
  return (isPlainObjectOrArray(data) ? camelcaseKeys(data, { deep: true }) : data) as T;
}

export function toSnake(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(toSnake);
  if (!isPlainObjectOrArray(data)) return data;
  // one level at a time, recursing into plain objects only (a verbatim object keeps its keys)
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
      const token = await currentAccessToken();
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
