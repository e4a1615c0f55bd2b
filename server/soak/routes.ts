import type { FastifyInstance } from 'fastify';

/**
 * A route as the app's router holds it. A parameter slot is one path segment; where routes share a
 * node the router keeps each route's name for it (':shopId|:webSlug|:state'), so a slot has names.
 */
export type RouteEntry = { method: string; pattern: string; slots: string[][] };

const treeLine = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app answers, read from its own router (printRoutes), so a route added tomorrow is
 * fuzzed without editing this file. HEAD is left out: Fastify answers it with the GET handler.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const parents: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = treeLine.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter((m) => m && m !== 'HEAD')) {
      routes.push({ method, pattern: path, slots: slotsOf(path) });
    }
  }
  return routes;
}

function slotsOf(pattern: string): string[][] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.split('|').map((name) => name.replace(/^:/, '')));
}

/** The pattern with each slot filled by the matching (already URL-encoded) value. */
export function fillPattern(pattern: string, values: string[]): string {
  let slot = 0;
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? values[slot++] : segment))
    .join('/');
}
