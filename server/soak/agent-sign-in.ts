import { createHash, randomBytes } from 'node:crypto';
import { AUTH_CALLBACK_PATH, AUTH_SCOPE } from '../contract/auth';

/** The seeded demo support agent (server/identity/support-agent-seed.ts, README "Support chat"). */
export const SOAK_AGENT = { email: 'agent@support.crust.example', password: 'crust-support-demo' } as const;

/**
 * Signs an email account in at a running server's embedded provider as the storefront does (authorize with PKCE, the
 * sign-in form, the provider's redirects with its cookies, the code exchanged) and answers the access token.
 */
export async function signInAt(baseURL: string, account: { email: string; password: string } = SOAK_AGENT): Promise<string> {
  const config = (await (await fetch(`${baseURL}/services/core/api/v1/auth/config`)).json()) as { client_id: string; audience: string };
  const redirectUri = `${baseURL}${AUTH_CALLBACK_PATH}`;
  const verifier = randomBytes(32).toString('base64url');
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseURL), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const query = new URLSearchParams({
    client_id: config.client_id,
    redirect_uri: redirectUri,
    audience: config.audience,
    scope: AUTH_SCOPE,
    response_type: 'code',
    state: randomBytes(12).toString('base64url'),
    nonce: randomBytes(12).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const interaction = new URL((await go(`/authorize?${query}`)).headers.get('location') ?? '', baseURL).pathname;
  let response = await go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(account).toString(),
  });
  for (let hop = 0; hop < 5; hop += 1) {
    const location = new URL(response.headers.get('location') ?? '', baseURL);
    if (`${location.origin}${location.pathname}` === redirectUri) {
      const exchanged = await go('/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: config.client_id,
          code: location.searchParams.get('code') ?? '',
          code_verifier: verifier,
          redirect_uri: redirectUri,
        }).toString(),
      });
      if (!exchanged.ok) break;
      return ((await exchanged.json()) as { access_token: string }).access_token;
    }
    if (!response.headers.get('location')) break;
    response = await go(location.href);
  }
  throw new Error(`signing ${account.email} in at ${baseURL} failed (${response.status})`);
}
