/**
 * How the storefront signs in (no zod here: the browser imports these without the schemas).
 * GET /services/core/api/v1/auth/config answers the rest (domain, client id, audience, social).
 */

/** Social sign-ins the storefront may offer (spec flag web_auth0_social). */
export type SocialProvider = 'google' | 'facebook' | 'apple';

/** Auth0's connection name for each social provider: `authorizationParams.connection` in loginWithRedirect. */
export const SOCIAL_CONNECTIONS: Record<SocialProvider, string> = { google: 'google-oauth2', facebook: 'facebook', apple: 'apple' };
/** The email and password connection; `authorizationParams.screen_hint: 'signup'` opens its sign-up form. */
export const EMAIL_CONNECTION = 'Username-Password-Authentication';
/** Scopes the storefront asks for (discovery §6); auth0-spa-js adds offline_access with useRefreshTokens. */
export const AUTH_SCOPE = 'openid profile email read:current_user update:current_user_metadata';
/** The storefront's callback path: redirect_uri is `<storefront origin>/auth-callback`. */
export const AUTH_CALLBACK_PATH = '/auth-callback';
