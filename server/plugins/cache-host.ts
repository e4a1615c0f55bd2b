import type { IncomingMessage } from 'node:http';

/**
 * Spec §2: "A search query on the cache host with /search is rewritten to the embedded target path." A search
 * engine's page cache (CACHE_HOST, e.g. webcache.googleusercontent.com) asks for `/search?q=cache:<a page of this
 * site>`; the server answers with that page, its path and query, as if asked for it (a rewrite, not a redirect).
 * Anything else, on any host, is left as it came.
 */
export function cacheHostRewrite(cacheHost: string | null | undefined): (request: IncomingMessage) => string {
  const host = cacheHost ? hostnameOf(cacheHost) : null;
  return (request) => {
    const url = request.url ?? '/';
    if (!host || hostnameOf(request.headers.host ?? '') !== host) return url;
    return embeddedTargetPath(url) ?? url;
  };
}

/** The path and query of the page a cache-host `/search?q=cache:<page>` names, or null when it names none. */
export function embeddedTargetPath(url: string): string | null {
  const parsed = URL.parse(url, 'http://cache.invalid');
  if (parsed?.pathname !== '/search') return null;
  const match = /^cache:(\S+)/i.exec(parsed.searchParams.get('q')?.trim() ?? '');
  if (!match) return null;
  const page = match[1];
  // the cache names the page as a full URL or as host and path
  const target = page.startsWith('/')
    ? URL.parse(page, 'http://cache.invalid')
    : URL.parse(/^https?:\/\//i.test(page) ? page : `http://${page}`);
  if (!target || target.pathname.startsWith('//')) return null;
  return `${target.pathname}${target.search}`;
}

function hostnameOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}
