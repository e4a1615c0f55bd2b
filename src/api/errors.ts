import type { AxiosError } from 'axios';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';

export type ApiErrorItem = { code: string; message: string; field?: string };

/**
 * Every failed call rejects with this: the HTTP status (null when the request never got an
 * answer), the contract's `errors` list and the order error codes from `meta.errors.order`.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly errors: ApiErrorItem[];
  readonly orderErrorCodes: string[];
  /** The server's messages in order (what machines/shared/request-error reads). */
  readonly messages: string[];

  constructor(init: { status: number | null; errors: ApiErrorItem[]; orderErrorCodes: string[]; message?: string }) {
    super(init.message ?? init.errors[0]?.message ?? GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors;
    this.orderErrorCodes = init.orderErrorCodes;
    this.messages = init.status === null ? [] : init.errors.map((item) => item.message);
  }
}

/** axios's own test, without axios: it loads with the first call (client.ts), this module with the page. */
const isAxiosError = (error: unknown): error is AxiosError => isRecord(error) && error.isAxiosError === true;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readErrors(body: unknown): ApiErrorItem[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item): ApiErrorItem[] => {
    if (typeof item === 'string') return [{ code: 'error', message: item }];
    if (!isRecord(item) || typeof item.message !== 'string') return [];
    return [
      {
        code: typeof item.code === 'string' ? item.code : 'error',
        message: item.message,
        ...(typeof item.field === 'string' ? { field: item.field } : {}),
      },
    ];
  });
}

function readOrderErrorCodes(body: unknown): string[] {
  if (!isRecord(body) || !isRecord(body.meta) || !isRecord(body.meta.errors)) return [];
  const order = body.meta.errors.order;
  return Array.isArray(order) ? order.filter((code): code is string => typeof code === 'string') : [];
}

/** Turns anything a call can throw into an ApiError (spec: a non-HTTP error's message is its code). */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.response) {
      const body: unknown = error.response.data;
      const errors = readErrors(body);
      return new ApiError({ status: error.response.status, errors, orderErrorCodes: readOrderErrorCodes(body) });
    }
    const code = error.code ?? 'ERR_NETWORK';
    return new ApiError({ status: null, errors: [{ code, message: code }], orderErrorCodes: [], message: code });
  }
  const message = error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE;
  return new ApiError({ status: null, errors: [{ code: 'unknown', message }], orderErrorCodes: [], message });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 404 : isRecord(error) && error.status === 404;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 401 : isRecord(error) && error.status === 401;
}

/**
 * Account reads (checkout §6, §8): the API answers 401 signed out (or with a token it no longer takes), and the
 * storefront treats that as an empty result, not an error. Any other failure is still one.
 */
export async function emptyWhenSignedOut<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isUnauthorized(error)) return empty;
    throw error;
  }
}
