import { escapeHtml, htmlPage } from '../../html-page';
import { STRIPE_SANDBOX_PATH } from '../../contract/payments';

export { escapeHtml };

/**
 * The challenge page may be framed by the storefront (the threeDSecureModal shows it in an iframe),
 * by nothing else; it runs no script and posts its form only to itself.
 */
export const CHALLENGE_PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'no-store',
  'content-type': 'text/html; charset=utf-8',
} as const;

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1a1a1a; background: #fff; }
  main { max-width: 28rem; margin: 0 auto; }
  h1 { font-size: 1.25rem; margin: 0 0 12px; }
  p { line-height: 1.5; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
  button { font: inherit; padding: 10px 16px; border-radius: 6px; border: 2px solid #1a1a1a; cursor: pointer; }
  button[value="complete"] { background: #1a1a1a; color: #fff; }
  button[value="fail"] { background: #fff; color: #1a1a1a; }
  button:focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
`;

const layout = (title: string, body: string) => htmlPage({ title, style: STYLE, body });

export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export type ChallengeView = {
  intentId: string;
  kind: 'payment' | 'setup';
  amount: number | null;
  currency: string | null;
  last4: string | null;
  /** null while the challenge is open */
  settled: 'succeeded' | 'failed' | null;
  /** where the page's answer is posted: the Stripe sandbox's own page of the intent unless given (the Adyen sandbox gives its own) */
  action?: string;
};

/** The hosted 3-D Secure test page: what is being authenticated, and the two answers a shopper can give. */
export function challengePage(view: ChallengeView): string {
  const card = view.last4 ? ` with the card ending in ${escapeHtml(view.last4)}` : '';
  const what =
    view.kind === 'payment' && view.amount !== null && view.currency
      ? `a payment of ${escapeHtml(formatAmount(view.amount, view.currency))}${card}`
      : `saving the card${view.last4 ? ` ending in ${escapeHtml(view.last4)}` : ''} for later payments`;
  const status =
    view.settled === null
      ? ''
      : `<p role="status">This authentication has already ${view.settled === 'succeeded' ? 'been completed' : 'failed'}; answering again changes nothing.</p>\n`;
  const action = view.action ?? `${STRIPE_SANDBOX_PATH}/3ds/${encodeURIComponent(view.intentId)}`;
  return layout(
    '3-D Secure test page',
    `<h1>3-D Secure test page</h1>
<p>Your bank asks you to confirm ${what}.</p>
<p>This is a test page of the card sandbox: no real bank is contacted. Choose how the authentication ends.</p>
${status}<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail">Fail authentication</button>
</div>
</form>`,
  );
}

/** The end of a challenge that has no return_url to go back to. */
export function finishedPage(succeeded: boolean): string {
  return layout(
    '3-D Secure test page',
    `<h1>3-D Secure test page</h1>
<p role="status">${succeeded ? 'Authentication complete.' : 'Authentication failed.'} You can close this window.</p>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Authentication not found',
    `<h1>Authentication not found</h1>
<p>There is no 3-D Secure authentication at this address. It may have been mistyped.</p>`,
  );
}

export function badRequestPage(message: string): string {
  return layout(
    '3-D Secure test page',
    `<h1>3-D Secure test page</h1>
<p role="alert">${escapeHtml(message)}</p>`,
  );
}
