import { stateNodesOf, transitionName, transitionsOf } from '../../machines/graph/machine-parts';
import {
  createActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';

/** Name of the test attachment that carries what one path reached (read by the coverage reporter). */
export const coverageAttachment = 'model-coverage';

/** Every state and transition a machine defines: the denominators of the coverage line. */
export interface MachineTotals {
  states: string[];
  transitions: string[];
}

/** What one path reached, attached to its test for the coverage reporter. */
export interface CoverageRecord {
  machine: string;
  /** The test's title, shown beside what it walked on the diagrams page. */
  test: string;
  totals: MachineTotals;
  /** The model's list of what no UI path can reach (state id or transition name → reason). */
  unreachable: Record<string, string>;
  states: string[];
  transitions: string[];
}

/** One macrostep of a replay: the event, the snapshot it rests in, and what it passed through. */
export interface ReplayedStep {
  event: EventObject & Record<string, unknown>;
  snapshot: AnyMachineSnapshot;
  /** State node ids ("checkout.editing.address.idle") held or passed through in this macrostep. */
  states: string[];
  /** Names of the transitions taken in this macrostep (machines/graph/machine-parts), eventless ones included. */
  transitions: string[];
  /** The named actions this macrostep ran, with their resolved params (a child's `report` to its parent, for one). */
  actions: ExecutedAction[];
}

export type ExecutedAction = { type: string; params: unknown };

/** The state's path ("editing.address.idle"), the key of a suite's state map. */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.');
}

export function machineTotals(machine: AnyStateMachine): MachineTotals {
  return {
    states: stateNodesOf(machine).map((node) => node.id),
    transitions: transitionsOf(machine).map(transitionName),
  };
}

/**
 * Replays events on the machine's pure transition function, recording every microstep (so transient
 * `always` states and eventless transitions count). Invoked actors are created but never started.
 */
export function createReplayer(machine: AnyStateMachine, input: unknown) {
  let microsteps: Array<{ snapshot: AnyMachineSnapshot; transitions: AnyTransitionDefinition[] }> = [];
  let actions: ExecutedAction[] = [];
  const record = (inspection: InspectionEvent) => {
    // the machine's own microsteps: its invoked children's (created, not started) are theirs
    if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== self) return;
    const step = inspection as InspectionEvent & { snapshot: AnyMachineSnapshot; _transitions: AnyTransitionDefinition[] };
    microsteps.push({ snapshot: step.snapshot, transitions: step._transitions ?? [] });
  };
  const self = createActor(machine, { input, inspect: record } as never);
  const scope = {
    self,
    id: '',
    sessionId: 'model-tests',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    // nothing runs: the action is only noted (xstate hands every named action with an implementation to the executor)
    actionExecutor: ({ type, params }: ExecutedAction) => actions.push({ type, params }),
  } as unknown as AnyActorScope;

  const collect = (event: EventObject & Record<string, unknown>, snapshot: AnyMachineSnapshot): ReplayedStep => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const micro of [...microsteps, { snapshot, transitions: [] }]) {
      for (const node of micro.snapshot._nodes as AnyStateNode[]) if (node.parent) states.add(node.id);
      for (const transition of micro.transitions) {
        transitions.add(transitionName(transition));
        // A transient state never rests in a snapshot: taking its transition proves it was entered.
        for (let node: AnyStateNode | undefined = transition.source; node?.parent; node = node.parent) states.add(node.id);
      }
    }
    const ran = actions;
    microsteps = [];
    actions = [];
    return { event, snapshot, states: [...states], transitions: [...transitions], actions: ran };
  };

  return {
    initial(): ReplayedStep {
      microsteps = [];
      actions = [];
      const snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
      return collect({ type: 'xstate.init' }, snapshot);
    },
    next(previous: AnyMachineSnapshot, event: EventObject & Record<string, unknown>): ReplayedStep {
      microsteps = [];
      actions = [];
      const snapshot = machine.transition(previous, event, scope) as AnyMachineSnapshot;
      return collect(event, snapshot);
    },
  };
}

/** Runs `work` with `Date.now()` frozen, for guards that read the time. */
export function withFrozenNow<T>(now: number | undefined, work: () => T): T {
  if (now === undefined) return work();
  const realNow = Date.now;
  Date.now = () => now;
  try {
    return work();
  } finally {
    Date.now = realNow;
  }
}
