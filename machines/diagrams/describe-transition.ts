import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** Every transition a state node declares, in definition order, with `always` ones last. */
export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

const isAlways = (t: AnyTransitionDefinition) => t.eventType === '';

/** A short, readable name for what triggers a transition: the event type, 'after <delay>', 'always', '<actor> done'. */
export function triggerLabel(t: AnyTransitionDefinition): string {
  const type = String(t.eventType);
  if (isAlways(t)) return 'always';
  if (type.startsWith('xstate.after.')) {
    const delay = (t as AnyTransitionDefinition & { delay?: unknown }).delay;
    return `after ${typeof delay === 'string' || typeof delay === 'number' ? delay : 'delay'}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1]} error`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

/** The guard as written in the machine: its name, plus its params when they are static. */
export function guardLabel(t: AnyTransitionDefinition): string | null {
  const guard = t.guard as unknown;
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    if (params && typeof params === 'object') return `${type} ${Object.values(params).map(String).join(' ')}`;
    return type;
  }
  return 'guard';
}

export function transitionLabel(t: AnyTransitionDefinition): string {
  const guard = guardLabel(t);
  return guard ? `${triggerLabel(t)} [${guard}]` : triggerLabel(t);
}
