import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

export { setAccessTokenProvider, type AccessTokenProvider } from './accessToken';
export { verbatim } from './verbatim';

type Http = typeof import('./http');
let loading: Promise<Http> | undefined;
/** axios and the key casing around it load with the first call: a server-rendered page hydrates without them. */
const loadHttp = () => (loading ??= import('./http'));

type Defaults = { baseURL?: string; adapter?: AxiosAdapter };

/** The calls the API modules make, each on the axios client of http.ts once it has loaded. */
export type Client = {
  /** Set before the first call: the server render's in-process adapter, a test server's address. */
  readonly defaults: Defaults;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
};

function lazyClient(pick: (http: Http) => AxiosInstance): Client {
  const defaults: Defaults = {};
  const withDefaults = (config?: AxiosRequestConfig): AxiosRequestConfig => ({ ...defaults, ...config });
  return {
    defaults,
    get: async (url, config) => pick(await loadHttp()).get(url, withDefaults(config)),
    delete: async (url, config) => pick(await loadHttp()).delete(url, withDefaults(config)),
    post: async (url, data, config) => pick(await loadHttp()).post(url, data, withDefaults(config)),
    put: async (url, data, config) => pick(await loadHttp()).put(url, data, withDefaults(config)),
    patch: async (url, data, config) => pick(await loadHttp()).patch(url, data, withDefaults(config)),
  };
}

/** Same-origin client: camelCase in, snake_case out, Bearer token, errors normalised to ApiError (http.ts). */
export const client = lazyClient((http) => http.client);

/** For the identity configuration: asking for a token there would wait on itself. */
export const clientWithoutToken = lazyClient((http) => http.clientWithoutToken);

export const CORE = '/services/core/api';
