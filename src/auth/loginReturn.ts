/** The path a sign-in comes back to, kept in this tab under a random key that travels through the provider. */
const PREFIX = 'crust:loginReturn:';

export function saveReturnPath(storage: Pick<Storage, 'setItem'>, path: string): string {
  const key = crypto.randomUUID();
  storage.setItem(`${PREFIX}${key}`, path);
  return key;
}

/** The saved path for a key, once: it is removed as it is read. Null for an unknown key. */
export function takeReturnPath(storage: Pick<Storage, 'getItem' | 'removeItem'>, key: unknown): string | null {
  if (typeof key !== 'string') return null;
  const path = storage.getItem(`${PREFIX}${key}`);
  storage.removeItem(`${PREFIX}${key}`);
  return path !== null && isLocalPath(path) ? path : null;
}

/** Only a path on this site: '/user', not '//evil.example' or 'https://…' (no open redirect). */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
