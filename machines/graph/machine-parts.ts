import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** Every state node under the root (history pseudo-states excluded), in document order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    (Object.values(node.states) as AnyStateNode[]).filter((n) => n.type !== 'history').flatMap((n) => [n, ...walk(n)]);
  return walk(machine.root);
}

/** Every transition the machine declares (events, invoke outcomes, delays and `always`), root included. */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root as AnyStateNode, ...stateNodesOf(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/** A readable, stable name for a transition: `<source id> --<event>[#n]--> <targets>`. */
export function transitionName(t: AnyTransitionDefinition): string {
  const siblings = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  const index = siblings.length > 1 ? `#${siblings.indexOf(t)}` : '';
  const targets = t.target?.length ? t.target.map((s: AnyStateNode) => s.id).join(',') : '(self)';
  return `${t.source.id} --${t.eventType === '' ? 'always' : t.eventType}${index}--> ${targets}`;
}
