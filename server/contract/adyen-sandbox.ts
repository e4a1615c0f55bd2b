/**
 * The embedded Adyen sandbox's constants and its stand-in for Adyen's client-side encryption, without zod:
 * the browser's stand-in card component imports them (contract/adyen.ts re-exports them for the server).
 */

/** Adyen's Checkout API (v71) paths answer below `${ADYEN_SANDBOX_PATH}/checkout/v71`; challenge pages at `${ADYEN_SANDBOX_PATH}/3ds/{reference}`. */
export const ADYEN_SANDBOX_PATH = '/sandbox/adyen';
/** The client key the embedded sandbox hands the browser (a real one starts test_ or live_). */
export const SANDBOX_ADYEN_CLIENT_KEY = 'sandbox_crust';

/**
 * The sandbox's stand-in for Adyen's client-side encryption. It is NOT encryption: the stand-in card
 * component marks each field's plain value this way and only the embedded sandbox reads it back. Real
 * Adyen values (adyenjs_0_1_25$…) are refused by the sandbox, and these are refused by the real Adyen.
 */
export const SANDBOX_ENCRYPTED_PREFIX = 'adyenjs_sandbox$';

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (encoded: string) => new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));

export const sandboxEncrypt = (value: string): string => SANDBOX_ENCRYPTED_PREFIX + toBase64(value);

/** The plain value of a sandbox-encrypted field; null when it is not one. */
export function sandboxDecrypt(encrypted: string): string | null {
  if (!encrypted.startsWith(SANDBOX_ENCRYPTED_PREFIX)) return null;
  try {
    return fromBase64(encrypted.slice(SANDBOX_ENCRYPTED_PREFIX.length));
  } catch {
    return null;
  }
}
