import { FAILED_ORDER_DEFAULT_MESSAGE } from './constants';

type FailedOrderCause = { message?: unknown; orderErrorCodes?: unknown; errors?: unknown } | null | undefined;

/** Spec checkout §8: the failed-order event carries the message (default 'Error message undefined.') and the error codes. */
export function failedOrderEvent(cause: FailedOrderCause): { event: 'order_failed'; message: string; errorCodes: string[] } {
  const message = typeof cause?.message === 'string' && cause.message.trim() !== '' ? cause.message : FAILED_ORDER_DEFAULT_MESSAGE;
  const fromMeta = Array.isArray(cause?.orderErrorCodes) ? cause.orderErrorCodes : [];
  const fromErrors = Array.isArray(cause?.errors) ? cause.errors.map((item: { code?: unknown }) => item?.code) : [];
  const errorCodes = [...new Set([...fromMeta, ...fromErrors].filter((code): code is string => typeof code === 'string' && code !== ''))];
  return { event: 'order_failed', message, errorCodes };
}
