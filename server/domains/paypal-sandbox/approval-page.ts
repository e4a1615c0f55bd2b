import { PAYPAL_SANDBOX_PATH } from '../../contract/paypal';
import { escapeHtml, htmlPage } from '../../html-page';
import { SANDBOX_BUYER } from './store';

/** The approval page opens in its own window (PayPal's is never framed); it runs no script and posts only to itself. */
export const APPROVAL_PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'content-type': 'text/html; charset=utf-8',
} as const;

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #142c8e; background: #f5f7fa; }
  main { max-width: 26rem; margin: 0 auto; background: #fff; padding: 24px; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  p { line-height: 1.5; color: #1a1a1a; }
  .actions { display: grid; gap: 12px; margin-top: 20px; }
  button { font: inherit; font-weight: 600; padding: 12px 16px; border-radius: 999px; border: 2px solid #003087; cursor: pointer; }
  button[value="approve"] { background: #003087; color: #fff; }
  button[value="cancel"] { background: #fff; color: #003087; }
  button:focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
`;

/** PayPal's approval of a billing agreement, as its sandbox buyer sees it: agree, or cancel and go back. */
export function approvalPage(tokenId: string): string {
  return htmlPage({
    title: 'PayPal sandbox: approve Crust',
    style: STYLE,
    body: `<h1>PayPal sandbox</h1>
<p>Crust asks to charge <strong>${escapeHtml(SANDBOX_BUYER.email)}</strong> for your orders, each time you place one.</p>
<p>This is a test page of the PayPal sandbox: no real PayPal account is used.</p>
<form method="post" action="${escapeHtml(`${PAYPAL_SANDBOX_PATH}/checkoutnow`)}">
<input type="hidden" name="token" value="${escapeHtml(tokenId)}">
<div class="actions">
<button type="submit" name="decision" value="approve">Agree and continue</button>
<button type="submit" name="decision" value="cancel">Cancel and return to Crust</button>
</div>
</form>`,
  });
}

export function approvalMissingPage(): string {
  return htmlPage({
    title: 'PayPal sandbox',
    style: STYLE,
    body: `<h1>PayPal sandbox</h1>
<p role="alert">This approval has expired or was already answered. Go back to Crust and connect PayPal again.</p>`,
  });
}
