import { randomBytes } from 'node:crypto';

/** PayPal's message for a 422 (the Orders and Payments v2 error catalogue). */
export const UNPROCESSABLE = 'The requested action could not be performed, semantically incorrect, or failed business validation.';

/**
 * PayPal's error body (its `error` schema): name, message, debug_id, details [{issue, description}] and
 * links, the information_link to the issue's entry in PayPal's API reference.
 */
export function paypalErrorBody(name: string, message: string, issue?: string) {
  const anchor = issue ?? name;
  return {
    name,
    message,
    debug_id: randomBytes(7).toString('hex').slice(0, 13),
    details: issue ? [{ issue, description: message }] : [],
    links: [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${anchor}`, rel: 'information_link', method: 'GET' }],
  };
}
