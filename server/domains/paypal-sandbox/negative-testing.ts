/**
 * PayPal's negative testing in its sandbox: a request carrying
 * `PayPal-Mock-Response: {"mock_application_codes": "<ERROR CODE>"}` is answered with that error, as the
 * live API would answer it (developer.paypal.com, "Simulate negative responses with request headers"; the
 * codes are those of the Orders v2 and Payments v2 error catalogues). The codes below are the failures the
 * platform's PayPal adapter meets: declines and refusals at capture, an agreement cancelled by the buyer,
 * refusals of a refund, and PayPal's own outage. Without the header, or with a code it does not know, the
 * sandbox answers as usual (PayPal: "If you do not use the specific test values, the service returns the
 * actual API responses").
 */
export type MockedFailure = { status: number; name: string; message: string; issue: string };

const unprocessable = (issue: string, message: string): MockedFailure => ({ status: 422, name: 'UNPROCESSABLE_ENTITY', message, issue });

export const MOCK_APPLICATION_CODES: Record<string, MockedFailure> = {
  INSTRUMENT_DECLINED: unprocessable(
    'INSTRUMENT_DECLINED',
    "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
  ),
  TRANSACTION_REFUSED: unprocessable('TRANSACTION_REFUSED', 'The request was refused.'),
  PAYER_ACTION_REQUIRED: unprocessable(
    'PAYER_ACTION_REQUIRED',
    'Payer needs to perform the following action before proceeding with payment.',
  ),
  AGREEMENT_ALREADY_CANCELLED: unprocessable('AGREEMENT_ALREADY_CANCELLED', 'The requested agreement is already canceled.'),
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: unprocessable(
    'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
    'You have exceeded the maximum number of payment attempts.',
  ),
  ORDER_ALREADY_CAPTURED: unprocessable(
    'ORDER_ALREADY_CAPTURED',
    "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
  ),
  DUPLICATE_INVOICE_ID: unprocessable(
    'DUPLICATE_INVOICE_ID',
    'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
  ),
  REFUND_AMOUNT_EXCEEDED: unprocessable(
    'REFUND_AMOUNT_EXCEEDED',
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  ),
  CAPTURE_FULLY_REFUNDED: unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.'),
  REFUND_TIME_LIMIT_EXCEEDED: unprocessable(
    'REFUND_TIME_LIMIT_EXCEEDED',
    'You are over the time limit to perform a refund on this capture.',
  ),
  DUPLICATE_REQUEST_ID: unprocessable('DUPLICATE_REQUEST_ID', 'The value of PayPal-Request-Id header has already been used.'),
  PERMISSION_DENIED: {
    status: 403,
    name: 'NOT_AUTHORIZED',
    message: 'Authorization failed due to insufficient permissions.',
    issue: 'PERMISSION_DENIED',
  },
  INTERNAL_SERVER_ERROR: {
    status: 500,
    name: 'INTERNAL_SERVER_ERROR',
    message: 'An internal server error has occurred.',
    issue: 'INTERNAL_SERVER_ERROR',
  },
  INTERNAL_SERVICE_ERROR: {
    status: 500,
    name: 'INTERNAL_SERVER_ERROR',
    message: 'An internal service error has occurred.',
    issue: 'INTERNAL_SERVICE_ERROR',
  },
};

/** The failure a PayPal-Mock-Response header asks for, or null (no header, not JSON, or a code this sandbox does not simulate). */
export function mockedFailure(header: string | null): MockedFailure | null {
  if (!header) return null;
  try {
    const code = (JSON.parse(header) as { mock_application_codes?: unknown }).mock_application_codes;
    return typeof code === 'string' && Object.hasOwn(MOCK_APPLICATION_CODES, code) ? MOCK_APPLICATION_CODES[code]! : null;
  } catch {
    return null;
  }
}
