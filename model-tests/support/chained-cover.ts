import type { ModelEvent, ModelPath } from './model-paths';

/** The model's graph: each vertex's outgoing events and the vertex each leads to (keys as the traversal serialises them). */
export interface PathGraph {
  edges: Map<string, Array<{ event: ModelEvent; to: string }>>;
}

/** A shortest path of the graph and the vertex it ends at. */
export interface ShortestPath {
  path: ModelPath;
  events: ModelEvent[];
  vertex: string;
}

/** Everything a path covers: the items the quick cover must keep (states, transitions, event outcomes, what walks alongside). */
export const itemsOf = (path: ModelPath): string[] => [...path.states, ...path.transitions, ...path.outcomes, ...path.alongside];

/** A walk may grow to this many events: past it a failing path is hard to read, and one path holds one browser context for long. */
export const CHAIN_MAX_EVENTS = 24;

/**
 * Fewer, longer paths with the same cover: each path opens a browser context and sets up its page, which costs more than
 * most of its steps. A walk starts as the shortest path that adds most, then goes on, while it stays under
 * CHAIN_MAX_EVENTS, along the graph to the nearest vertex whose own step adds something not yet covered; a walk that
 * cannot go on (a final state, or a replay the real machine refuses) ends there, and the next starts from the shortest
 * path that adds most, until nothing is left uncovered; a walk left redundant is dropped. `realise` replays events on the real machine (or
 * returns undefined when it cannot).
 */
export function chainedCover(
  shortest: ShortestPath[],
  graph: PathGraph,
  realise: (events: ModelEvent[]) => ModelPath | undefined,
): ModelPath[] {
  const goal = new Set(shortest.flatMap((entry) => itemsOf(entry.path)));
  const byEvents = new Map(shortest.map((entry) => [JSON.stringify(entry.events), entry]));
  // what reaching a vertex adds over reaching its predecessor on the shortest-path tree
  const ownItems = new Map(
    shortest.map((entry) => {
      const before = byEvents.get(JSON.stringify(entry.events.slice(0, -1)));
      const earlier = new Set(before && entry.events.length > 0 ? itemsOf(before.path) : []);
      return [entry.vertex, itemsOf(entry.path).filter((item) => !earlier.has(item))];
    }),
  );
  const covered = new Set<string>();
  const gainOf = (path: ModelPath) => itemsOf(path).filter((item) => !covered.has(item)).length;
  const chosen: ModelPath[] = [];
  // a walk may cover more than the shortest paths do (its longer sequences): what counts is what the goal still lacks
  while ([...goal].some((item) => !covered.has(item))) {
    const first = bestOf(shortest, (entry) => entry.path, gainOf);
    if (!first) break;
    let walk = first.path;
    let events = first.events;
    let vertex = first.vertex;
    itemsOf(walk).forEach((item) => covered.add(item));
    const tried = new Set<string>();
    while (events.length < CHAIN_MAX_EVENTS) {
      const route = nearestRoute(
        graph,
        vertex,
        (candidate) => !tried.has(candidate) && (ownItems.get(candidate) ?? []).some((item) => !covered.has(item)),
      );
      if (!route || events.length + route.length > CHAIN_MAX_EVENTS) break;
      const target = route[route.length - 1].to;
      tried.add(target);
      const further = [...events, ...route.map((edge) => edge.event)];
      const longer = realise(further);
      if (!longer) break;
      if (gainOf(longer) === 0) continue;
      walk = longer;
      events = further;
      vertex = target;
      itemsOf(walk).forEach((item) => covered.add(item));
    }
    chosen.push(walk);
  }
  return withoutRedundant(chosen);
}

/**
 * The greedy cover of shortest paths (a model's `shortestPathsOnly`): every state, transition and event outcome the
 * full set reaches (so a 404 and a lost connection both stay, though they take the same transition), and what the
 * machines walked alongside go through, then any path left redundant dropped.
 */
export function coveringSubset(paths: ModelPath[]): ModelPath[] {
  const goal = new Set(paths.flatMap(itemsOf));
  const chosen: ModelPath[] = [];
  const covered = new Set<string>();
  const gainOf = (path: ModelPath) => itemsOf(path).filter((item) => !covered.has(item)).length;
  while (covered.size < goal.size) {
    const best = bestOf(paths, (path) => path, gainOf);
    if (!best) break;
    chosen.push(best);
    itemsOf(best).forEach((item) => covered.add(item));
  }
  const kept = withoutRedundant(chosen);
  return paths.filter((path) => kept.includes(path));
}

/** The entry whose path adds most (ties: the fewer steps); none when nothing adds anything. */
function bestOf<T>(entries: T[], pathOf: (entry: T) => ModelPath, gainOf: (path: ModelPath) => number): T | undefined {
  let best: T | undefined;
  let bestGain = 0;
  for (const entry of entries) {
    const gain = gainOf(pathOf(entry));
    if (gain > bestGain || (gain === bestGain && best && gain > 0 && pathOf(entry).steps.length < pathOf(best).steps.length)) {
      best = entry;
      bestGain = gain;
    }
  }
  return best;
}

/** Drops, shortest first, each path whose items the others cover too. */
function withoutRedundant(chosen: ModelPath[]): ModelPath[] {
  const kept = [...chosen];
  for (const path of [...kept].sort((a, b) => a.steps.length - b.steps.length)) {
    const stillCovered = new Set(kept.filter((other) => other !== path).flatMap(itemsOf));
    if (itemsOf(path).every((item) => stillCovered.has(item))) kept.splice(kept.indexOf(path), 1);
  }
  return kept;
}

/**
 * Breadth-first: the events from `from` to the nearest vertex that `wanted` accepts (never `from` itself), preferring one
 * the walk can go on from; a dead end (a final state) comes last, as a walk ends there.
 */
function nearestRoute(graph: PathGraph, from: string, wanted: (vertex: string) => boolean): Route | undefined {
  const routes = new Map<string, Route>([[from, []]]);
  const queue = [from];
  let deadEnd: Route | undefined;
  while (queue.length) {
    const vertex = queue.shift()!;
    for (const edge of graph.edges.get(vertex) ?? []) {
      if (routes.has(edge.to)) continue;
      const route = [...routes.get(vertex)!, edge];
      routes.set(edge.to, route);
      queue.push(edge.to);
      if (!wanted(edge.to)) continue;
      if (graph.edges.get(edge.to)?.length) return route;
      deadEnd ??= route;
    }
  }
  return deadEnd;
}

type Route = Array<{ event: ModelEvent; to: string }>;
