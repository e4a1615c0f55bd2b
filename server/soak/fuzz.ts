import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind } from '../test/harness';
import { openSoakApp } from './soak-app';
import { shapeProblem } from './answer-check';
import { requestArbitrary, type FuzzRequest, type FuzzTarget } from './fuzz-requests';
import { harvestKnownValues } from './harvest';
import { fillPattern, listRoutes } from './routes';
import { jsonSchemaOf } from './schema-arbitrary';

/**
 * `ownFormat`: a route outside the platform API and the storefront, i.e. the embedded identity provider
 * (/authorize, /oauth/token, /interaction/…), whose errors follow OAuth 2.0 / OpenID Connect (RFC 6749 §5.2)
 * or are HTML pages: their answers outside the error shape are counted apart; a 5xx still fails.
 */
type Tally = {
  label: string;
  ownFormat: boolean;
  requests: number;
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s401: number;
  s5xx: number;
  outsideShape: number;
};

export type FuzzFailure = { label: string; request: FuzzRequest; status: number; answer: string };
/** Failures with one cause: the same problem, thrown from the same place (the server's error log says where). */
export type FailureGroup = { problem: string; cause: string; count: number; routes: Set<string>; examples: FuzzFailure[] };

export type FuzzFigures = {
  kind: DatabaseKind;
  seed: number;
  routes: number;
  total: Tally;
  /** answers outside the error shape from identity-provider routes (not counted in total.outsideShape) */
  ownFormatOutsideShape: number;
  perTarget: Tally[];
  /** requests the HTTP client itself refused to build (not sent, not counted) */
  unsendable: number;
  /** routes the router lists that a probe did not reach */
  unreached: string[];
  failures: FailureGroup[];
  durationMs: number;
};

type MatchedRoute = { url: string; method: string; schema: Record<string, unknown> };

const otherMethods = ['PUT', 'DELETE', 'PATCH', 'OPTIONS'];
const normalize = (pattern: string) => pattern.replace(/:[^/]+/g, ':');
/** 'RangeError: Maximum call stack size exceeded in malformedField (server/plugins/well-formed-text.ts)' from the unhandled-error log line */
export function causeIn(logLines: string[]): string {
  for (const line of logLines) {
    try {
      const { error } = JSON.parse(line) as { error?: { type?: string; message?: string; stack?: string; cause?: { message?: string } } };
      if (!error) continue;
      // the server's own frames; a recursion that overflowed is named by its function, the frame it repeats most
      const frames = (error.stack ?? '')
        .split('\n')
        .map((text) => /at (?:(\S+) \()?.*?(server\/[^:)]+):\d+/.exec(text))
        .filter((match) => match !== null);
      const repeats = (name: string | undefined) => frames.filter((other) => other[1] === name).length;
      const frame = frames.reduce<RegExpExecArray | null>(
        (best, candidate) => (!best || repeats(candidate[1]) > repeats(best[1]) ? candidate : best),
        null,
      );
      // a failed query names its SQL, which says less than the database's reason ('value "2147483648" is out of range for type integer')
      const message = (error.message ?? '').length > 100 ? `${(error.message ?? '').slice(0, 100)}…` : (error.message ?? '');
      const cause = error.cause?.message ? ` (cause: ${error.cause.message})` : '';
      return `${error.type ?? 'Error'}: ${message}${cause}${frame ? ` in ${frame[1] ? `${frame[1]} ` : ''}(${frame[2]})` : ''}`;
    } catch {
      // not a JSON log line
    }
  }
  return 'no error logged';
}

/**
 * Each route the router lists, asked once with placeholder path values: the hook tells which route
 * answered and hands over its zod schemas. A listed route that does not answer its own probe is unreached.
 */
async function probeRoutes(
  app: FastifyInstance,
  lastMatched: () => MatchedRoute | null,
  forget: () => void,
): Promise<{ targets: FuzzTarget[]; unreached: string[] }> {
  const targets: FuzzTarget[] = [];
  const unreached: string[] = [];
  for (const route of listRoutes(app)) {
    forget();
    const url =
      route.pattern === '*'
        ? '/soak-probe'
        : fillPattern(
            route.pattern,
            route.slots.map(() => 'probe'),
          );
    await app.inject({ method: route.method as 'GET', url, ...(route.method === 'GET' ? {} : { payload: {} }) });
    const hit = lastMatched();
    // the router lists the storefront's catch-all as '*'; the route itself is '/*'
    if (!hit || normalize(hit.url).replace(/^\/\*$/, '*') !== normalize(route.pattern)) {
      unreached.push(`${route.method} ${route.pattern}`);
      continue;
    }
    targets.push({
      label: `${route.method} ${hit.url}`,
      methods: [route.method],
      pattern: route.pattern,
      slots: route.slots,
      key: `${route.method} ${hit.url}`,
      body: jsonSchemaOf(hit.schema.body),
      querystring: jsonSchemaOf(hit.schema.querystring),
      headers: jsonSchemaOf(hit.schema.headers),
    });
  }
  return { targets, unreached };
}

/** Every route of the app, on its own fresh database, `requests` requests shared between them, via app.inject. */
export async function fuzzEveryRoute(kind: DatabaseKind, requests: number, seed: number): Promise<FuzzFigures> {
  const started = Date.now();
  const soak = await openSoakApp(kind, { dispatchControl: true });
  const { app, logLines } = soak;
  let matched: MatchedRoute | null = null;
  try {
    // which route answered: the probe reads each route's schema from here
    app.addHook('onRequest', async (request) => {
      matched = {
        url: request.routeOptions.url ?? '',
        method: request.method,
        schema: (request.routeOptions.schema ?? {}) as Record<string, unknown>,
      };
    });
    await app.ready();
    const known = await harvestKnownValues(app);

    const { targets, unreached } = await probeRoutes(
      app,
      () => matched,
      () => {
        matched = null;
      },
    );
    const apiTargets = targets.filter((target) => target.pattern.startsWith('/services'));
    targets.push({
      label: `${otherMethods.join('/')} on API paths`,
      methods: otherMethods,
      pattern: '',
      slots: [],
      key: '',
      body: null,
      querystring: null,
      headers: null,
      pathsOf: apiTargets,
    });

    const perTarget: Tally[] = [];
    const groups = new Map<string, FailureGroup>();
    let unsendable = 0;
    for (const [index, target] of targets.entries()) {
      const share = Math.floor(requests / targets.length) + (index < requests % targets.length ? 1 : 0);
      const ownFormat = target.pattern !== '*' && !target.pattern.startsWith('/services') && !target.pathsOf;
      const tally: Tally = { label: target.label, ownFormat, requests: 0, s2xx: 0, s3xx: 0, s4xx: 0, s401: 0, s5xx: 0, outsideShape: 0 };
      for (const request of fc.sample(requestArbitrary(target, known), { numRuns: share, seed: seed + index })) {
        const logMark = logLines.length;
        let response;
        try {
          response = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            payload: request.payload,
          });
        } catch {
          unsendable += 1;
          continue;
        }
        tally.requests += 1;
        const status = response.statusCode;
        if (status >= 500) tally.s5xx += 1;
        else if (status >= 400) tally.s4xx += 1;
        else if (status >= 300) tally.s3xx += 1;
        else tally.s2xx += 1;
        if (status === 401) tally.s401 += 1;
        const shape = shapeProblem(request.url, { statusCode: status, headers: response.headers, body: response.body });
        if (shape) tally.outsideShape += 1;
        if (status >= 500 || (shape && !ownFormat)) {
          const problem = shape && !ownFormat ? shape : `${status}`;
          const cause = status >= 500 ? causeIn(logLines.slice(logMark)) : target.label;
          const group = groups.get(`${problem} ${cause}`) ?? { problem, cause, count: 0, routes: new Set<string>(), examples: [] };
          groups.set(`${problem} ${cause}`, group);
          group.count += 1;
          group.routes.add(target.label);
          if (group.examples.length < 3) group.examples.push({ label: target.label, request, status, answer: response.body });
        }
      }
      perTarget.push(tally);
    }
    const total = perTarget.reduce<Tally>(
      (sum, t) => ({
        label: 'all',
        ownFormat: false,
        requests: sum.requests + t.requests,
        s2xx: sum.s2xx + t.s2xx,
        s3xx: sum.s3xx + t.s3xx,
        s4xx: sum.s4xx + t.s4xx,
        s401: sum.s401 + t.s401,
        s5xx: sum.s5xx + t.s5xx,
        outsideShape: sum.outsideShape + (t.ownFormat ? 0 : t.outsideShape),
      }),
      { label: 'all', ownFormat: false, requests: 0, s2xx: 0, s3xx: 0, s4xx: 0, s401: 0, s5xx: 0, outsideShape: 0 },
    );
    const ownFormatOutsideShape = perTarget.filter((t) => t.ownFormat).reduce((sum, t) => sum + t.outsideShape, 0);
    return {
      kind,
      seed,
      routes: targets.length - 1,
      total,
      ownFormatOutsideShape,
      perTarget,
      unsendable,
      unreached,
      failures: [...groups.values()],
      durationMs: Date.now() - started,
    };
  } finally {
    await soak.close();
  }
}
