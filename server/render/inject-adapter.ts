import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * An axios adapter that answers the storefront's API client from this server in-process
 * (fastify.inject): the server-side render calls the same routes the browser does, without a socket.
 */
export function injectAdapter(app: FastifyInstance): AxiosAdapter {
  return async (config) => {
    // the path and query exactly as the browser would send them (params serialised by axios)
    const url = new URL(axios.getUri(config), 'http://storefront.local');
    const response = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: { accept: 'application/json', ...(config.data !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: config.data as string | undefined,
    });
    const answer = {
      data: response.body,
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: new AxiosHeaders(response.headers as Record<string, string>),
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(response.statusCode)) {
      const code = response.statusCode >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${response.statusCode}`, code, config, answer.request, answer);
    }
    return answer;
  };
}
