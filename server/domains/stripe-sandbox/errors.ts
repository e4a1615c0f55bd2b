/**
 * Stripe's error answers: `{ error: { type, code?, decline_code?, message, param?, payment_intent?, … } }`
 * with Stripe's statuses (400 invalid request, 401 bad key, 402 card error, 403 key not allowed,
 * 404 unknown object, 409 idempotency conflict).
 */
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export type StripeErrorBody = {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  /** the failed charge a declined payment made */
  charge?: string;
  /** where Stripe's Dashboard shows the request (test mode's logs) */
  request_log_url?: string;
  /** a card error on a payment or setup carries the intent as it was left, and the card */
  payment_intent?: Record<string, unknown>;
  setup_intent?: Record<string, unknown>;
  payment_method?: Record<string, unknown>;
};

export class StripeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeError';
  }

  with(extra: Partial<StripeErrorBody>): StripeError {
    return new StripeError(this.statusCode, { ...this.body, ...extra });
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export const invalidRequest = (message: string, param?: string, code?: string, status = 400) =>
  new StripeError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });

export const missingParam = (param: string) => invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
export const unknownParam = (param: string) => invalidRequest(`Received unknown parameter: ${param}`, param, 'parameter_unknown');
export const invalidParam = (param: string, message: string) => invalidRequest(message, param);

/** An id in the URL that names nothing: 404. */
export const noSuchObject = (noun: string, id: string) => invalidRequest(`No such ${noun}: '${id}'`, 'id', 'resource_missing', 404);
/** An id in a parameter that names nothing: 400, on that parameter. */
export const noSuchParamObject = (noun: string, id: string, param: string) =>
  invalidRequest(`No such ${noun}: '${id}'`, param, 'resource_missing');

export const cardError = (code: string, message: string, extra: Partial<StripeErrorBody> = {}) =>
  new StripeError(402, { type: 'card_error', code, message, doc_url: docUrl(code), ...extra });
