/**
 * Plain query strings (the spec's URLs: `view_product=1001001`, `address=…`): every value is a
 * string to the routes' zod schemas, and nothing is JSON-quoted on the way out (TanStack's default
 * would write `view_product=%221001001%22`).
 */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
