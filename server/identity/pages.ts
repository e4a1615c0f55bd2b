import type { SocialProvider } from '../contract/users';
import { PROVIDER_NAMES, type SandboxIdentity } from './social';
import { htmlPage } from '../html-page';

/**
 * The embedded provider's pages: plain server-rendered HTML, no scripts (the CSP allows none inline),
 * forms that post back to the server, labels on every field, errors announced (role="alert") and tied
 * to their fields (aria-invalid, aria-describedby).
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:#f6f1ea;color:#1f1a17;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:26rem;margin:3rem 1rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.brand{margin:0 0 .25rem;font-weight:800;letter-spacing:.02em;color:#c2410c}
h1{margin:0 0 1.25rem;font-size:1.5rem;line-height:1.25}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;padding:.65rem .75rem;border:1px solid #8a8178;border-radius:8px;font:inherit}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
input[aria-invalid=true]{border-color:#b91c1c}
.field-error{margin:.25rem 0 0;color:#b91c1c;font-size:.9rem}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
button,.button{display:block;width:100%;margin-top:1.5rem;padding:.75rem 1rem;border:0;border-radius:8px;background:#c2410c;color:#fff;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.social{margin-top:1.5rem;padding-top:1rem;border-top:1px solid #e7e1da}
.social p{margin:0;color:#5b534c;font-size:.9rem}
.social .button{margin-top:.75rem;background:#fff;color:#1f1a17;border:1px solid #8a8178}
.secondary{background:none;color:#1f1a17;text-decoration:underline;font-weight:400;padding:.25rem;margin-top:1rem}
.note{color:#5b534c;font-size:.9rem}
`;

/** The storefront's own icon (public/favicon.svg): without a link the browser asks for /favicon.ico, a 404. */
const SIGN_IN_ICON = '/favicon.svg';

const layout = (title: string, body: string) =>
  htmlPage({
    title: `${title} · Crust`,
    style: styles,
    body: `<p class="brand">Crust</p>\n${body}`,
    mainAttributes: 'aria-labelledby="page-title"',
    iconHref: SIGN_IN_ICON,
  });

export type FieldErrors = Partial<Record<string, string>>;

function field(
  name: string,
  label: string,
  type: string,
  options: { value?: string; autocomplete: string; error?: string; hint?: string },
): string {
  const describedBy = [options.error ? `${name}-error` : '', options.hint ? `${name}-hint` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${options.autocomplete}" required${options.value ? ` value="${escapeHtml(options.value)}"` : ''}${options.error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${options.hint ? `<p id="${name}-hint" class="note">${escapeHtml(options.hint)}</p>` : ''}${options.error ? `<p id="${name}-error" class="field-error">${escapeHtml(options.error)}</p>` : ''}`;
}

const alert = (message?: string) => (message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : '');

function socialButtons(uid: string, social: SocialProvider[]): string {
  if (!social.length) return '';
  const buttons = social
    .map((provider) => `<a class="button" href="/interaction/${uid}/social/${provider}">Continue with ${PROVIDER_NAMES[provider]}</a>`)
    .join('\n');
  return `<section class="social" aria-labelledby="social-title"><p id="social-title">Or continue with</p>\n${buttons}\n</section>`;
}

const cancel = (uid: string) =>
  `<form method="post" action="/interaction/${uid}/abort"><button type="submit" class="secondary">Cancel and return to the store</button></form>`;

export type SignInPage = { uid: string; social: SocialProvider[]; email?: string; error?: string };

export function signInPage({ uid, social, email, error }: SignInPage): string {
  return layout(
    'Sign in',
    `<h1 id="page-title">Sign in</h1>
${alert(error)}
<form method="post" action="/interaction/${uid}/login" novalidate>
${field('email', 'Email', 'email', { value: email, autocomplete: 'email' })}
${field('password', 'Password', 'password', { autocomplete: 'current-password' })}
<button type="submit">Sign in</button>
</form>
<p>New to Crust? <a href="/interaction/${uid}?screen=signup">Create an account</a></p>
${socialButtons(uid, social)}
${cancel(uid)}`,
  );
}

export type SignUpPage = {
  uid: string;
  social: SocialProvider[];
  values?: { first_name?: string; last_name?: string; email?: string };
  errors?: FieldErrors;
  error?: string;
  minPasswordLength: number;
};

export function signUpPage({ uid, social, values = {}, errors = {}, error, minPasswordLength }: SignUpPage): string {
  const summary = error ?? (Object.keys(errors).length ? 'Please correct the errors below.' : undefined);
  return layout(
    'Create an account',
    `<h1 id="page-title">Create an account</h1>
${alert(summary)}
<form method="post" action="/interaction/${uid}/signup" novalidate>
${field('first_name', 'First name', 'text', { value: values.first_name, autocomplete: 'given-name', error: errors.first_name })}
${field('last_name', 'Last name', 'text', { value: values.last_name, autocomplete: 'family-name', error: errors.last_name })}
${field('email', 'Email', 'email', { value: values.email, autocomplete: 'email', error: errors.email })}
${field('password', 'Password', 'password', { autocomplete: 'new-password', error: errors.password, hint: `At least ${minPasswordLength} characters.` })}
<button type="submit">Create account</button>
</form>
<p>Already have an account? <a href="/interaction/${uid}?screen=login">Sign in</a></p>
${socialButtons(uid, social)}
${cancel(uid)}`,
  );
}

export function socialConsentPage(uid: string, identity: SandboxIdentity): string {
  const name = PROVIDER_NAMES[identity.provider];
  const person = `${identity.firstName} ${identity.lastName}`;
  return layout(
    `Continue with ${name}`,
    `<h1 id="page-title">Continue with ${name}</h1>
<p class="note">${name} sandbox: this page stands in for ${name}'s sign-in, and nothing leaves this server.</p>
<p>Crust will receive your name and email address:</p>
<p><strong>${escapeHtml(person)}</strong><br>${escapeHtml(identity.email)}</p>
<form method="post" action="/interaction/${uid}/social/${identity.provider}">
<button type="submit">Continue as ${escapeHtml(person)}</button>
</form>
<p><a href="/interaction/${uid}">Back to sign in</a></p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return layout(
    title,
    `<h1 id="page-title">${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}
