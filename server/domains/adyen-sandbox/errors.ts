import { randomInt } from 'node:crypto';

/**
 * Adyen's error answers: `{ status, errorCode, message, errorType }` (errorType validation, security,
 * configuration, internal), 401 for a bad API key, 403 for a merchant account the key may not use,
 * 422 for a request Adyen cannot act on.
 */
export type AdyenErrorType = 'validation' | 'security' | 'configuration' | 'internal';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Adyen's error body (ServiceError) names the request's pspReference, except a 401 (the key was not accepted: no request was made). */
export class AdyenSandboxError extends Error {
  readonly pspReference = Array.from({ length: 16 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorType: AdyenErrorType = 'validation',
  ) {
    super(message);
    this.name = 'AdyenSandboxError';
  }

  get body() {
    return {
      status: this.status,
      errorCode: this.errorCode,
      message: this.message,
      errorType: this.errorType,
      ...(this.status === 401 ? {} : { pspReference: this.pspReference }),
    };
  }
}

export const unauthorized = () => new AdyenSandboxError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
export const invalidMerchantAccount = () => new AdyenSandboxError(403, '901', 'Invalid Merchant Account', 'security');
export const validation = (errorCode: string, message: string) => new AdyenSandboxError(422, errorCode, message);
export const undecryptable = (field: string) =>
  validation('174', `Unable to decrypt data (${field} is not a value of the sandbox's card component)`);
export const contractNotFound = () => validation('800', 'Contract not found');
