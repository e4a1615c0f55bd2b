export { createSandboxStripe, isSandboxStripe, NEXT_ACTION_MESSAGE, type SandboxStripeOptions } from './client';
export { CardSandboxUnsupportedError, IntegrationError } from './errors';
export { CONNECTION_ERROR_MESSAGE } from './stripeApi';
export { VALIDATION_MESSAGES, type ValidationCode, type ValidationError } from './validationErrors';
export type { CardBrand } from './cardNumberRules';
export type { CardFieldChangeEvent, CardFieldOptions } from './element';
