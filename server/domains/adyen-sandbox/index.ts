export { SANDBOX_ADYEN_API_KEY, SANDBOX_ADYEN_MERCHANT_ACCOUNT } from './constants';
export { adyenSandboxRoutes, type AdyenSandboxOptions } from './routes';
