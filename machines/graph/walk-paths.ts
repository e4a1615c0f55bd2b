/**
 * Paths through a real app machine for model-based tests (no browser here).
 *
 *   const { paths, replay, coverage } = walkPaths(trackingMachine, {
 *     input: { orderUuid: 'o1', pollIntervalMs: 5000 },
 *     outcomes: { fetchTracking: [{ name: 'preparing', type: 'done', output: {...} }, { name: 'down', type: 'error', error: { status: 500 } }] },
 *     now: FROZEN_NOW,
 *   });
 *   for (const path of paths) await path.test({ states: { ..., '*': (s) => { throw new Error(`unasserted ${JSON.stringify(s.value)}`) } }, events: {...} });
 *   coverage(pathsActuallyRun) // { states: { reached, total, missing }, transitions: {...} }
 *
 * Built on `TestModel` from xstate/graph (createTestModel refuses machines that invoke or use `after`).
 * Each state's events come from the machine's own transitions; invoke outcomes become
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events and timers `xstate.after.<delay>.<stateId>`.
 * The graph is keyed on state value + chosen context + incoming event + previous state value.
 * Realise an `after` event in the page by running the clock for the delay (context.pollIntervalMs etc.).
 */
import { createEmptyActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { TestModel, type TestPath } from 'xstate/graph';
import { stateNodesOf, transitionName, transitionsOf } from './machine-parts';

/** One named outcome of an invoked actor. Errors must be plain objects: `new Error()` serialises to `{}`. */
export type ActorOutcome = { name: string } & ({ type: 'done'; output: unknown } | { type: 'error'; error: Record<string, unknown> });
/** Outcomes per invoke id (= its src). Every invoke the walk meets must have an entry. */
export type OutcomeTable = Record<string, readonly ActorOutcome[]>;
/** Payload variants per event type; each variant is the event without its `type`. */
export type EventPayloads = Record<string, ReadonlyArray<Record<string, unknown>>>;

export type WalkOptions = {
  outcomes?: OutcomeTable;
  /** Payloads used in every state. An event with no entry is sent bare (`{ type }`). */
  payloads?: EventPayloads;
  /** Payloads for states matching a dotted path ('editing', 'editing.address.idle'); the deepest match wins. */
  statePayloads?: Record<string, EventPayloads>;
  /** Context fields that tell states apart (keep them finite: no counters, no timestamps, no random ids). */
  contextFields?: readonly string[];
  /** Or a derived key, e.g. `(c) => c.products.length`; used together with contextFields. */
  contextKey?: (context: any) => unknown;
  input?: unknown;
  /** Most steps the traversal may take before it gives up (an unbounded key makes the graph infinite). Default 20 000. */
  limit?: number;
  /** Freeze Date.now() at this instant while paths are generated and replayed (guards that read the clock). */
  now?: number;
};

export type GraphEvent = EventObject & Record<string, unknown>;
export type MachinePath = TestPath<AnyMachineSnapshot, GraphEvent>;
export type Ratio = { reached: number; total: number; missing: string[] };
export type Coverage = { states: Ratio; transitions: Ratio };

const DEFAULT_LIMIT = 20_000;
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

function withClock<T>(now: number | undefined, run: () => T): T {
  if (now === undefined) return run();
  const realNow = Date.now;
  Date.now = () => now;
  try {
    return run();
  } finally {
    Date.now = realNow;
  }
}

function outcomeEvents(type: string, outcomes: OutcomeTable): GraphEvent[] {
  const kind = type.startsWith(DONE) ? 'done' : 'error';
  const id = type.slice(kind === 'done' ? DONE.length : ERROR.length);
  const table = outcomes[id];
  if (!table) throw new Error(`walkPaths: no outcomes given for invoke '${id}'`);
  return table.flatMap((o) =>
    o.type !== kind ? [] : [o.type === 'done' ? { type, output: o.output, actorId: id } : { type, error: o.error, actorId: id }],
  );
}

function payloadsFor(snapshot: AnyMachineSnapshot, type: string, options: WalkOptions) {
  const matching = Object.entries(options.statePayloads ?? {})
    .filter(([path, table]) => table[type] && snapshot.matches(path as never))
    .sort(([a], [b]) => b.split('.').length - a.split('.').length);
  return matching[0]?.[1][type] ?? options.payloads?.[type] ?? [{}];
}

/**
 * The events a snapshot can take, derived from the machine's own transitions: each active state
 * node's events (with their payload variants), invoke outcomes and `after` timers. Events whose guards
 * all fail are left out (they would only add no-op steps).
 */
export function eventsFor(snapshot: AnyMachineSnapshot, options: WalkOptions): GraphEvent[] {
  if (snapshot.status !== 'active') return [];
  const types = new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => [...node.transitions.keys()]));
  const events = [...types].flatMap((type): GraphEvent[] => {
    if (type.startsWith(DONE) || type.startsWith(ERROR)) return outcomeEvents(type, options.outcomes ?? {});
    if (type.startsWith('xstate.after.')) return [{ type }];
    if (type.startsWith('xstate.') || type.includes('*')) return []; // raised by the machine itself, or wildcards
    return payloadsFor(snapshot, type, options).map((payload) => ({ ...payload, type }));
  });
  return events.filter((event) => explainFailure(snapshot, event, () => snapshot.can(event)));
}

function explainFailure<T>(snapshot: AnyMachineSnapshot, event: EventObject, run: () => T): T {
  try {
    return run();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`walkPaths: ${JSON.stringify(event)} in state ${JSON.stringify(snapshot.value)} failed (missing payload?): ${reason}`);
  }
}

/** The machine, with failures while walking named by event and state. */
function explained(machine: AnyStateMachine): AnyStateMachine {
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = (snapshot, event, scope) => explainFailure(snapshot, event, () => machine.transition(snapshot, event, scope));
  return logic;
}

const pick = (context: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, context[f]]));

/** The events of a generated path, in order (its first step is the synthetic `xstate.init`). */
export const pathEvents = (path: MachinePath): GraphEvent[] => path.steps.slice(1).map((step) => step.event);

export function walkPaths(machine: AnyStateMachine, options: WalkOptions = {}) {
  const fields = options.contextFields ?? [];
  // The key holds where the step came from and by which event, so two transitions into the same
  // state stay two edges (keying on the state alone loses transitions).
  const serializeState = (snapshot: AnyMachineSnapshot, event: GraphEvent | undefined, previous?: AnyMachineSnapshot) =>
    JSON.stringify({
      value: snapshot.value,
      context: pick(snapshot.context, fields),
      derived: options.contextKey?.(snapshot.context) ?? null,
      via: event ?? null,
      from: previous?.value ?? null,
    });

  const model = new TestModel<AnyMachineSnapshot, GraphEvent, unknown>(explained(machine), {
    events: (snapshot) => eventsFor(snapshot, options),
    serializeState,
    stateMatcher: (snapshot, key) =>
      key.startsWith('#') ? (snapshot._nodes as AnyStateNode[]).includes(machine.getStateNodeById(key)) : snapshot.matches(key as never),
    input: options.input,
    limit: options.limit ?? DEFAULT_LIMIT,
  });
  const paths = withClock(options.now, () => {
    try {
      return model.getShortestPaths();
    } catch (error) {
      if (error instanceof Error && error.message === 'Traversal limit exceeded') {
        throw new Error(
          `walkPaths: more than ${options.limit ?? DEFAULT_LIMIT} steps walking '${machine.id}': a context field or key that grows (count, list, timestamp, random id) makes the graph infinite; cap it, or raise \`limit\``,
        );
      }
      throw error;
    }
  }) as MachinePath[];

  /**
   * Replays a path's events from the machine's initial state and returns the snapshot after each
   * step (first: the initial snapshot). Assert on these, not on the path's own snapshots, which may
   * come from a coarser key.
   */
  function replay(path: MachinePath, onMicrostep?: (transitions: AnyTransitionDefinition[], snapshot: AnyMachineSnapshot) => void) {
    const actor = createEmptyActor();
    actor.system.inspect({
      next: (inspection: { type: string; _transitions?: AnyTransitionDefinition[]; snapshot?: unknown }) => {
        if (inspection.type === '@xstate.microstep') onMicrostep?.(inspection._transitions ?? [], inspection.snapshot as AnyMachineSnapshot);
      },
    });
    const scope = {
      self: actor,
      logger: () => {},
      id: '',
      sessionId: 'walk',
      defer: () => {},
      system: actor.system,
      stopChild: () => {},
      emit: () => {},
      actionExecutor: () => {},
    };
    return withClock(options.now, () => {
      const snapshots = [machine.getInitialSnapshot(scope as never, options.input) as AnyMachineSnapshot];
      for (const event of pathEvents(path)) snapshots.push(machine.transition(snapshots[snapshots.length - 1], event, scope as never));
      return snapshots;
    });
  }

  /** States and transitions the given paths reach, against every state and transition the machine declares. */
  function coverage(pathsWalked: readonly MachinePath[] = paths): Coverage {
    const allStates = stateNodesOf(machine);
    const allTransitions = transitionsOf(machine);
    const reachedStates = new Set<AnyStateNode>();
    const reachedTransitions = new Set<AnyTransitionDefinition>();
    const addActive = (snapshot: AnyMachineSnapshot) => (snapshot._nodes as AnyStateNode[]).forEach((n) => reachedStates.add(n));
    for (const path of pathsWalked) {
      const snapshots = replay(path, (transitions, snapshot) => {
        for (const t of transitions) {
          reachedTransitions.add(t);
          // a transient state never rests in a snapshot: taking its transition proves it was entered
          for (let n: AnyStateNode | undefined = t.source; n; n = n.parent) reachedStates.add(n);
        }
        addActive(snapshot);
      });
      snapshots.forEach(addActive);
    }
    const ratio = <T>(all: T[], reached: Set<T>, name: (item: T) => string): Ratio => ({
      reached: all.filter((item) => reached.has(item)).length,
      total: all.length,
      missing: all.filter((item) => !reached.has(item)).map(name),
    });
    return {
      states: ratio(allStates, reachedStates, (n) => n.id),
      transitions: ratio(allTransitions, reachedTransitions, transitionName),
    };
  }

  return { model, paths, replay, coverage, eventsFor: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot, options) };
}
