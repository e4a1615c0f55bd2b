import { createHash } from 'node:crypto';
import { SOCIAL_CONNECTIONS, type SocialProvider } from '../contract/users';

/**
 * The embedded provider's social sign-ins are sandboxes: a consent page ("Continue as Sam Sandbox")
 * stands in for Google, Facebook or Apple, and signs in a sandbox identity with Auth0's subject shape
 * ('google-oauth2|sandbox-…'). By default each provider has one identity; a `login_hint` email on the
 * authorization request makes (or signs in) the identity of that email instead, so browser tests can
 * have as many social accounts as they need.
 */
export type SandboxIdentity = { provider: SocialProvider; subject: string; firstName: string; lastName: string; email: string };

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

const defaults: Record<SocialProvider, { first: string; last: string; email: string }> = {
  google: { first: 'Sam', last: 'Sandbox', email: 'sam.sandbox@google.sandbox.test' },
  facebook: { first: 'Frankie', last: 'Sandbox', email: 'frankie.sandbox@facebook.sandbox.test' },
  apple: { first: 'Alex', last: 'Sandbox', email: 'alex.sandbox@apple.sandbox.test' },
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** The social provider an Auth0 connection name stands for ('google-oauth2' → google). */
export function providerOfConnection(connection: string): SocialProvider | null {
  const found = (Object.entries(SOCIAL_CONNECTIONS) as [SocialProvider, string][]).find(([, name]) => name === connection);
  return found?.[0] ?? null;
}

export function sandboxIdentity(provider: SocialProvider, loginHint?: string | null): SandboxIdentity {
  const hint = loginHint?.trim().toLowerCase();
  if (!hint || !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(hint) || hint.length > 254) {
    const identity = defaults[provider];
    return {
      provider,
      subject: `${SOCIAL_CONNECTIONS[provider]}|sandbox-${identity.first.toLowerCase()}`,
      firstName: identity.first,
      lastName: identity.last,
      email: identity.email,
    };
  }
  const words = hint
    .slice(0, hint.indexOf('@'))
    .split(/[._+-]+/)
    .filter((word) => /^[a-z]/i.test(word));
  const digest = createHash('sha256').update(hint).digest('hex').slice(0, 20);
  return {
    provider,
    subject: `${SOCIAL_CONNECTIONS[provider]}|sandbox-${digest}`,
    firstName: capitalised(words[0] ?? 'Sandbox'),
    lastName: words.length > 1 ? capitalised(words[words.length - 1]) : 'Sandbox',
    email: hint,
  };
}
