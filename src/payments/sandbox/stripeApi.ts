import type { StripeError } from '@stripe/stripe-js';
import { encodeForm, type FormValue } from './formEncoding';

/** Where the sandbox's Stripe API answers and the key it is called with. */
export type SandboxConnection = { apiBase: string; publishableKey: string };

export type ApiOutcome = { ok: true; body: unknown } | { ok: false; error: StripeError };

/** Stripe.js's answer when the API cannot be reached (no response at all). */
export const CONNECTION_ERROR_MESSAGE = 'An error occurred with our connection to Stripe. Please check your connection and try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One call to the Stripe API the sandbox stands for: form-encoded parameters (in the query for GET),
 * the publishable key as a bearer token. Resolves with the API's object, or with its `error` object
 * as is (card errors come with 402); never rejects.
 */
export async function callStripeApi(
  connection: SandboxConnection,
  method: 'GET' | 'POST',
  path: string,
  params: { [key: string]: FormValue } = {},
): Promise<ApiOutcome> {
  const form = encodeForm(params);
  const url = `${connection.apiBase.replace(/\/+$/, '')}${path}${method === 'GET' && form ? `?${form}` : ''}`;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${connection.publishableKey}` };
  if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method, headers, body: method === 'POST' ? form : undefined, credentials: 'same-origin' });
    text = await response.text();
  } catch {
    return { ok: false, error: { type: 'api_connection_error', message: CONNECTION_ERROR_MESSAGE } };
  }
  const body = readJson(text);
  if (response.ok && isRecord(body)) return { ok: true, body };
  if (!response.ok && isRecord(body) && isRecord(body.error) && typeof body.error.type === 'string') {
    return { ok: false, error: body.error as unknown as StripeError };
  }
  return { ok: false, error: { type: 'api_error', message: `The card sandbox answered HTTP ${response.status} without a Stripe object.` } };
}
