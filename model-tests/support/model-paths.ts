import { TestModel } from 'xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, InputFrom } from 'xstate';
import { chainedCover, coveringSubset, type PathGraph } from './chained-cover';
import { createReplayer, machineTotals, withFrozenNow, type MachineTotals, type ReplayedStep } from './machine-coverage';

/** An event of the graph: a type and any payload (outcome tables may add labels of their own). */
export type ModelEvent = EventObject & Record<string, unknown>;

/** Events to try for one event type in a snapshot: a payload table, or a function of the snapshot. */
export type OutcomeTable = readonly ModelEvent[] | ((snapshot: AnyMachineSnapshot) => readonly ModelEvent[]);

export interface ModelDefinition<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Name in the coverage line. */
  name: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** Frozen `Date.now()` while paths are generated and replayed (guards that read the time). */
  now?: number;
  /**
   * Payloads per event type. Invoked actors' outcomes (`xstate.done.actor.<id>` with an `output`,
   * `xstate.error.actor.<id>` with a plain-object `error`) and events carrying data need an entry;
   * an event type without one is tried bare.
   */
  outcomes?: Record<string, OutcomeTable>;
  /** The context fields that matter for the graph key (never counters or generated ids). */
  contextKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Drops events the UI cannot realise from a snapshot; say why next to it. */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: ModelEvent) => boolean;
  /** Short, stable label of an event for test titles (no generated ids). */
  eventLabel?: (event: ModelEvent) => string;
  /**
   * States (ids) and transitions (names), as the coverage line prints them, that no path through the UI
   * can reach, each with the reason. The coverage gate lets only these go unwalked.
   */
  unreachable?: Record<string, string>;
  /**
   * Why the quick run walks this model's shortest paths one by one instead of going on from one to the next (chained-cover.ts):
   * what a walk left behind on the server or in the page that the machine does not hold.
   */
  shortestPathsOnly?: string;
  /**
   * Child machines this machine invokes whose walk a path realises too (placeOrder's saveCard): the events the
   * child took for a step's event, replayed on the child and recorded under the child's name.
   */
  children?: ChildWalk[];
  /**
   * The machine that invokes this one at the page its suite walks (checkout, for its paypal, wallet and card
   * verification children): the events it took behind each step, replayed on it and recorded under its name.
   */
  parent?: ParentWalk;
}

export interface ParentWalk {
  /** The parent's name in the coverage line (its own suite's model name). */
  name: string;
  machine: AnyStateMachine;
  input: unknown;
  /**
   * The parent's events behind one step of this path, in order: an event the page sent it first, the child's reports
   * to it. An event may be made from the parent's snapshot at its turn (its receipt priced for what it holds then).
   */
  eventsBehind: (step: ReplayedStep) => readonly (ModelEvent | ((parent: AnyMachineSnapshot) => ModelEvent))[];
}

export interface ChildWalk {
  /** The child's name in the coverage line (its own suite's model name). */
  name: string;
  machine: AnyStateMachine;
  input: unknown;
  /** The child's events, from its start, behind one event of the parent's path; nothing when that event is not the child's. */
  eventsBehind: (event: ModelEvent) => readonly ModelEvent[] | undefined;
}

export interface ModelPath {
  title: string;
  steps: ReplayedStep[];
  states: Set<string>;
  transitions: Set<string>;
  /** Labels of the events realised (each outcome of a table counts once). */
  outcomes: Set<string>;
  /** What the machines walked alongside it went through (its parent's and children's states and transitions, by machine). */
  alongside: Set<string>;
}

export type PathMode = 'full' | 'quick';

export function pathMode(): PathMode {
  return process.env.MODEL_TESTS === 'full' ? 'full' : 'quick';
}

/** Event types a snapshot reacts to, from its active state nodes (automatic `done.state` excluded). */
function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const type of (node.transitions as Map<string, unknown>).keys()) {
      if (type !== '*' && !type.startsWith('xstate.done.state.')) types.add(type);
    }
  }
  return [...types];
}

function eventsFor(definition: ModelDefinition, snapshot: AnyMachineSnapshot): ModelEvent[] {
  if (snapshot.status !== 'active') return [];
  return ownEventTypes(snapshot)
    .flatMap((type) => {
      const table = definition.outcomes?.[type];
      if (!table) return [{ type } as ModelEvent];
      return [...(typeof table === 'function' ? table(snapshot) : table)];
    })
    .filter((event) => snapshot.can(event))
    .filter((event) => definition.filterEvents?.(snapshot, event) ?? true);
}

export function defaultEventLabel(event: ModelEvent): string {
  const { type, ...payload } = event;
  const short = type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
  const detail = Object.keys(payload).length ? JSON.stringify(payload) : '';
  return detail ? `${short} ${detail.length > 48 ? `${detail.slice(0, 47)}…` : detail}` : short;
}

function graphKey(definition: ModelDefinition, snapshot: AnyMachineSnapshot, event?: ModelEvent, previous?: AnyMachineSnapshot): string {
  // State value + the context that matters + the incoming event and where it came from: keying on
  // the state alone would merge distinct transitions into one vertex and miss them.
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    context: definition.contextKey?.(snapshot),
    via: event ? (definition.eventLabel ?? defaultEventLabel)(event) : null,
    from: previous?.value ?? null,
  });
}

/**
 * Re-derives each event of a generated path from the replayed snapshot (payload functions may read
 * the context, e.g. a generated cart line uuid) and replays it on the real machine.
 */
function replayPath(definition: ModelDefinition, events: ModelEvent[]): ReplayedStep[] {
  const replayer = createReplayer(definition.machine, definition.input);
  const label = definition.eventLabel ?? defaultEventLabel;
  const steps = [replayer.initial()];
  for (const generated of events) {
    const previous = steps[steps.length - 1].snapshot;
    const candidates = eventsFor(definition, previous).filter((event) => event.type === generated.type);
    const event =
      candidates.find((candidate) => JSON.stringify(candidate) === JSON.stringify(generated)) ??
      candidates.find((candidate) => label(candidate) === label(generated));
    if (!event) throw new Error(`${definition.name}: cannot replay ${label(generated)} from ${JSON.stringify(previous.value)}`);
    steps.push(replayer.next(previous, event));
  }
  return steps;
}

function toModelPath(definition: ModelDefinition, steps: ReplayedStep[]): ModelPath {
  const label = definition.eventLabel ?? defaultEventLabel;
  return {
    title:
      steps
        .slice(1)
        .map((step) => label(step.event))
        .join(' → ') || '(initial state)',
    steps,
    states: new Set(steps.flatMap((step) => step.states)),
    transitions: new Set(steps.flatMap((step) => step.transitions)),
    outcomes: new Set(steps.slice(1).map((step) => `event ${label(step.event)}`)),
    alongside: walkedAlongside(definition, steps),
  };
}

/** The parent's and children's states and transitions behind a path's steps, each named with its machine. */
function walkedAlongside(definition: ModelDefinition, steps: ReplayedStep[]): Set<string> {
  const items = new Set<string>();
  const add = (name: string, { states, transitions }: Reached) =>
    [...states, ...transitions].forEach((item) => items.add(`${name}: ${item}`));
  if (definition.parent) {
    const follower = parentFollower(definition.parent);
    steps.forEach((step) => follower.follow(step));
    add(definition.parent.name, follower.reached);
  }
  for (const child of definition.children ?? []) {
    const reached = nothingReached();
    steps.forEach((step) => childReached(child, step.event, reached));
    add(child.name, reached);
  }
  return items;
}

/** All shortest paths of the machine's graph (full), or a covering subset with the same coverage (quick). */
export function buildPaths(definition: ModelDefinition, mode: PathMode = pathMode()): ModelPath[] {
  return withFrozenNow(definition.now, () => {
    const model = new TestModel(definition.machine, {
      input: definition.input,
      events: (snapshot: AnyMachineSnapshot) => eventsFor(definition, snapshot),
      serializeState: (snapshot: AnyMachineSnapshot, event: ModelEvent | undefined, previous?: AnyMachineSnapshot) =>
        graphKey(definition, snapshot, event, previous),
      serializeEvent: (event: ModelEvent) => JSON.stringify(event),
    } as never);
    const generated = model.getShortestPaths();
    const key = (snapshot: AnyMachineSnapshot, event?: ModelEvent, previous?: AnyMachineSnapshot) =>
      graphKey(definition, snapshot, event, previous);
    const shortest = generated.map((path) => {
      const events = path.steps.slice(1).map((step) => step.event as ModelEvent);
      const last = path.steps[path.steps.length - 1];
      const before = path.steps[path.steps.length - 2];
      const vertex = events.length ? key(last.state, last.event as ModelEvent, before.state) : key(last.state);
      return { path: toModelPath(definition, replayPath(definition, events)), events, vertex };
    });
    const all = shortest.map((entry) => entry.path);
    if (mode === 'full') return all.sort((a, b) => a.title.localeCompare(b.title));
    if (definition.shortestPathsOnly || process.env.MODEL_TESTS_COVER === 'shortest')
      return coveringSubset(all).sort((a, b) => a.title.localeCompare(b.title));
    const realise = (events: ModelEvent[]) => {
      try {
        return toModelPath(definition, replayPath(definition, events));
      } catch {
        return undefined;
      }
    };
    return chainedCover(shortest, pathGraph(model, key), realise).sort((a, b) => a.title.localeCompare(b.title));
  });
}

export function totalsOf(definition: ModelDefinition): MachineTotals {
  return machineTotals(definition.machine);
}

/** The states and transitions a walk has been through so far. */
export type Reached = { states: Set<string>; transitions: Set<string> };

export const nothingReached = (): Reached => ({ states: new Set(), transitions: new Set() });

export function addReached(reached: Reached, { states, transitions }: Pick<ReplayedStep, 'states' | 'transitions'>): void {
  states.forEach((state) => reached.states.add(state));
  transitions.forEach((transition) => reached.transitions.add(transition));
}

/** Adds what a child machine went through behind one event of the parent's path (nothing for another event), replayed on the child. */
export function childReached(child: ChildWalk, event: ModelEvent, reached: Reached): void {
  const events = child.eventsBehind(event);
  if (!events) return;
  const replayer = createReplayer(child.machine, child.input);
  let step = replayer.initial();
  addReached(reached, step);
  for (const childEvent of events) {
    step = replayer.next(step.snapshot, childEvent);
    addReached(reached, step);
  }
}

/** Follows the parent along a path: from its start (with the path's first step), through the events behind each step. */
export function parentFollower(parent: ParentWalk) {
  const replayer = createReplayer(parent.machine, parent.input);
  const reached = nothingReached();
  let current: ReplayedStep | undefined;
  return {
    walk: parent,
    reached,
    follow(step: ReplayedStep): void {
      if (!current) {
        current = replayer.initial();
        addReached(reached, current);
      }
      for (const event of parent.eventsBehind(step)) {
        current = replayer.next(current.snapshot, typeof event === 'function' ? event(current.snapshot) : event);
        addReached(reached, current);
      }
    },
  };
}

/** The traversal's vertices and edges, keyed as getShortestPaths keys them. */
function pathGraph(
  model: TestModel<AnyMachineSnapshot, ModelEvent, unknown>,
  key: (snapshot: AnyMachineSnapshot, event?: ModelEvent, previous?: AnyMachineSnapshot) => string,
): PathGraph {
  type Vertex = { state: AnyMachineSnapshot; transitions: Record<string, { event: ModelEvent; state: AnyMachineSnapshot }> };
  const adjacency = model.getAdjacencyMap() as unknown as Record<string, Vertex>;
  const edges: PathGraph['edges'] = new Map();
  for (const [vertex, { state, transitions }] of Object.entries(adjacency))
    edges.set(
      vertex,
      Object.values(transitions).map(({ event, state: next }) => ({ event, to: key(next, event, state) })),
    );
  return { edges };
}
