export type AccessTokenProvider = () => Promise<string | null> | string | null;

let accessTokenProvider: AccessTokenProvider = () => null;

/** The session (later) registers how to get a bearer token; guests send none. */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

export const currentAccessToken = () => accessTokenProvider();
