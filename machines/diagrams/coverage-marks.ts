import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { stateNodesOf, transitionName, transitionsOf } from '../graph/machine-parts';
import { guardLabel, triggerLabel } from './describe-transition';

/** One machine in model-tests/.results/coverage.json, as the model-test coverage reporter writes it. */
export interface MachineCoverage {
  paths: number;
  totals: { states: string[]; transitions: string[] };
  unreachable: Record<string, string>;
  /** State id or transition name → the titles of the tests that walked it. */
  walkedBy: Record<string, string[]>;
}

export interface CoverageFile {
  mode: string;
  /** True when every model suite ran, so the file is the whole picture. */
  everySuite: boolean;
  machines: Record<string, MachineCoverage>;
}

/**
 * walked: a model path went through it; missed: the last run had it and no path went through it;
 * unreachable: the model lists it as unreachable from the UI, with a reason; unrun: no model run
 * recorded it (the machine was not in the run, or the state or transition is newer than the run).
 */
export type Mark = 'walked' | 'missed' | 'unreachable' | 'unrun';

export interface Marked {
  /** The state id or transition name the coverage file uses. */
  key: string;
  mark: Mark;
  tests: string[];
  /** Why no path can reach it, when the mark is unreachable. */
  reason?: string;
}

export interface MarkedState extends Marked {
  /** "editing.address.idle" */
  path: string;
  node: AnyStateNode;
}

export interface MarkedTransition extends Marked {
  /** The source state's path, or "(any state)" for a transition the machine itself declares. */
  from: string;
  on: string;
  guard: string | null;
  /** Target state paths; empty when the transition stays in its state. */
  to: string[];
  description: string;
}

export interface Tally {
  walked: number;
  total: number;
  unreachable: number;
}

export interface MachineMarks {
  name: string;
  /** Whether the coverage file has this machine at all. */
  inRun: boolean;
  paths: number;
  states: MarkedState[];
  transitions: MarkedTransition[];
  tally: { states: Tally; transitions: Tally };
  /** States and transitions the machine has now that the run did not know: the machine changed since. */
  newSinceRun: number;
}

const statePath = (node: AnyStateNode) => node.path.join('.');

function markOf(key: string, coverage: MachineCoverage | undefined): Marked {
  const tests = coverage?.walkedBy[key] ?? [];
  if (tests.length > 0) return { key, mark: 'walked', tests };
  const reason = coverage?.unreachable[key]?.trim();
  if (reason) return { key, mark: 'unreachable', tests, reason };
  const known = coverage && (coverage.totals.states.includes(key) || coverage.totals.transitions.includes(key));
  return { key, mark: known ? 'missed' : 'unrun', tests };
}

function markTransition(t: AnyTransitionDefinition, coverage: MachineCoverage | undefined): MarkedTransition {
  return {
    ...markOf(transitionName(t), coverage),
    // A transition on the machine itself is taken from whichever state the machine is in.
    from: t.source.parent ? statePath(t.source) : '(any state)',
    on: triggerLabel(t),
    guard: guardLabel(t),
    to: (t.target ?? []).map(statePath),
    description: (t as { description?: string }).description ?? '',
  };
}

function tally(items: Marked[]): Tally {
  return {
    walked: items.filter((i) => i.mark === 'walked').length,
    total: items.length,
    unreachable: items.filter((i) => i.mark === 'unreachable').length,
  };
}

/** Marks each state and transition of the machine as the coverage file records it (pure). */
export function markMachine(name: string, machine: AnyStateMachine, file: CoverageFile | null): MachineMarks {
  const coverage = file?.machines[name];
  const states = stateNodesOf(machine).map((node) => ({ ...markOf(node.id, coverage), path: statePath(node), node }));
  const transitions = transitionsOf(machine).map((t) => markTransition(t, coverage));
  const all = [...states, ...transitions];
  return {
    name,
    inRun: coverage !== undefined,
    paths: coverage?.paths ?? 0,
    states,
    transitions,
    tally: { states: tally(states), transitions: tally(transitions) },
    newSinceRun: coverage ? all.filter((i) => i.mark === 'unrun').length : 0,
  };
}

/** "states 9/9, transitions 27/29": walked out of all, as the model tests' coverage line counts them. */
export function tallyLine({ tally: { states, transitions } }: MachineMarks): string {
  return `states ${states.walked}/${states.total}, transitions ${transitions.walked}/${transitions.total}`;
}
