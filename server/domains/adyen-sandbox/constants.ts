/** The API key the embedded Adyen sandbox accepts (X-API-Key); the platform's Adyen client sends it when no Adyen keys are configured. */
export const SANDBOX_ADYEN_API_KEY = 'AQE_sandbox_crust';
/** The one merchant account the sandbox knows. */
export const SANDBOX_ADYEN_MERCHANT_ACCOUNT = 'CrustSandboxECOM';
