/** The secret key the embedded sandbox accepts (the platform's `stripe` SDK uses it when no Stripe keys are configured). */
export const SANDBOX_SECRET_KEY = 'sk_sandbox_crust';
