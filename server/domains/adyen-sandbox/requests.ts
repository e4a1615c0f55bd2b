import { z } from 'zod';
import { adyenCardData } from '../../contract/adyen';
import { validation } from './errors';

/**
 * The bodies of Adyen Checkout v71 requests the sandbox answers, as far as it reads them (other fields
 * are accepted and ignored, as Adyen ignores what it does not use). A request it cannot read is Adyen's
 * 422 validation error naming the field.
 */
const text = (max = 500) => z.string().min(1).max(max);
const encrypted = z.string().min(1).max(10_000);

const amount = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.number().int().min(0).max(100_000_000) });

/** A card the shopper typed: the card component's paymentMethod, as the storefront's contract has it. */
const newCard = adyenCardData;
const storedCard = z.object({ type: z.literal('scheme'), storedPaymentMethodId: text(64), encryptedSecurityCode: encrypted.optional() });

export const paymentRequest = z.object({
  merchantAccount: text(),
  amount,
  reference: text(80),
  returnUrl: z.url({ protocol: /^https?$/ }).max(8_000),
  paymentMethod: z.union([storedCard, newCard]),
  shopperReference: z.string().min(3).max(256).optional(),
  storePaymentMethod: z.boolean().optional(),
  recurringProcessingModel: z.enum(['CardOnFile', 'Subscription', 'UnscheduledCardOnFile']).optional(),
  shopperInteraction: z.enum(['Ecommerce', 'ContAuth', 'Moto', 'POS']).optional(),
  channel: z.enum(['Web', 'iOS', 'Android']).optional(),
  origin: z.string().max(500).optional(),
  browserInfo: z.record(z.string(), z.unknown()).optional(),
  shopperEmail: z.string().max(500).optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const detailsRequest = z.object({
  details: z.object({ redirectResult: encrypted }),
  paymentData: z.string().max(10_000).optional(),
});

export const paymentMethodsRequest = z.object({ merchantAccount: text(), shopperReference: z.string().min(3).max(256).optional() });

/** POST /payments/{paymentPspReference}/refunds */
export const refundRequest = z.object({ merchantAccount: text(), amount, reference: text(80).optional() });
export type RefundRequest = z.infer<typeof refundRequest>;
/** POST /payments/{paymentPspReference}/cancels */
export const cancelRequest = z.object({ merchantAccount: text(), reference: text(80).optional() });
export type CancelRequest = z.infer<typeof cancelRequest>;

export const storedMethodQuery = z.object({ merchantAccount: text(), shopperReference: z.string().min(3).max(256) });

/** Adyen's own codes for the fields it names (error codes and messages): others are 702, Adyen's structure/content error. */
function fieldError(field: string, missing: boolean) {
  if (field === 'amount' && missing) return validation('100', "Required object 'amount' is not provided.");
  if (field === 'amount.value') return validation('137', 'Invalid amount specified');
  if (field === 'amount.currency') return validation('138', 'Unsupported currency specified');
  if (field === 'reference' && missing) return validation('130', "Required field 'reference' is not provided.");
  return null;
}

/** The body as the schema reads it, or Adyen's 422 naming the first field it cannot use. */
export function readBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join('.') || 'body';
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  throw (
    fieldError(field, missing) ??
    validation('702', missing ? `Required field '${field}' is not provided.` : `Field '${field}' is not valid: ${issue.message}`)
  );
}
