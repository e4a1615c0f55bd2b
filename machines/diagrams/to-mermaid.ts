import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ownTransitions, transitionLabel } from './describe-transition';

/** Mermaid ids are global to the diagram, so nested states are named by their path. */
export const mermaidId = (node: AnyStateNode) => node.path.join('_');
const INDENT = '  ';

// Mermaid's parser ends a statement at ';' and chokes on braces: keep labels and notes plain.
const clean = (text: string) => text.replace(/[;{}]/g, ',').replace(/\s+/g, ' ').trim();

function wrap(text: string, width = 60): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of clean(text).split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const ancestors = (node: AnyStateNode): AnyStateNode[] => (node.parent ? [...ancestors(node.parent), node.parent] : []);

type Edge = { scope: AnyStateNode; from: string; to: string; label: string };

/** The pseudo-state a transition the machine declares on its root is drawn from: it is taken in any state. */
export const ANY_STATE_ID = 'any_state';
const ANY_STATE_LINE = `state "any state" as ${ANY_STATE_ID}`;

/** notes: draw state descriptions as notes; mergeEdges: one edge per pair of states, its labels on lines of their own. */
export interface MermaidOptions {
  notes?: boolean;
  mergeEdges?: boolean;
}

/**
 * Mermaid cannot draw an edge into or out of another composite state, so each edge is drawn in the
 * innermost state containing both ends, between the states of that scope that hold them; the label
 * then names the exact source or target.
 */
function edgesOf(node: AnyStateNode): Edge[] {
  if (!node.parent) return rootEdges(node);
  return ownTransitions(node).flatMap((t) => {
    const targets = t.target?.length ? t.target : [node];
    return targets.map((target) => {
      const shared = ancestors(node).filter((a) => ancestors(target).includes(a));
      const scope = shared[shared.length - 1];
      const rep = (n: AnyStateNode) => (n.path.length === scope.path.length + 1 ? n : ancestors(n)[scope.path.length + 1]);
      const [from, to] = [rep(node), rep(target)];
      const relative = (n: AnyStateNode, r: AnyStateNode) => n.path.slice(r.path.length - 1).join('.');
      const label = [
        from !== node ? `from ${relative(node, from)}` : '',
        transitionLabel(t),
        to !== target ? `to ${relative(target, to)}` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return { scope, from: mermaidId(from), to: mermaidId(to), label: clean(label) };
    });
  });
}

/**
 * A transition declared on the root is drawn from the "any state" pseudo-state, in the root's scope, to the top-level
 * state holding its target (the label names a nested target); one with no target loops on the pseudo-state.
 */
function rootEdges(root: AnyStateNode): Edge[] {
  return ownTransitions(root).flatMap((t) => {
    if (!t.target?.length) return [{ scope: root, from: ANY_STATE_ID, to: ANY_STATE_ID, label: clean(transitionLabel(t)) }];
    return t.target.map((target: AnyStateNode) => {
      const to = target.path.length === 1 ? target : ancestors(target)[1];
      const label = [transitionLabel(t), to !== target ? `to ${target.path.join('.')}` : ''].filter(Boolean).join(' ');
      return { scope: root, from: ANY_STATE_ID, to: mermaidId(to), label: clean(label) };
    });
  });
}

/** Every edge the diagram draws, one per transition and target (before edges between one pair of states are merged). */
export function drawnEdges(machine: AnyStateMachine): Edge[] {
  return allNodes(machine.root as AnyStateNode).flatMap(edgesOf);
}

function edgeLines(edges: Edge[], merge: boolean): string[] {
  if (!merge) return edges.map((e) => `${e.from} --> ${e.to} : ${e.label}`);
  const labels = new Map<string, string[]>();
  for (const e of edges) labels.set(`${e.from} --> ${e.to}`, [...(labels.get(`${e.from} --> ${e.to}`) ?? []), e.label]);
  return [...labels].map(([pair, all]) => `${pair} : ${all.join('<br>')}`);
}

function renderChildren(parent: AnyStateNode, depth: number, edges: Edge[], options: MermaidOptions): string[] {
  const pad = INDENT.repeat(depth);
  const children = Object.values(parent.states) as AnyStateNode[];
  const lines: string[] = [];
  if (parent.type === 'compound') lines.push(`${pad}[*] --> ${mermaidId(parent.initial.target[0])}`);
  children.forEach((child, i) => {
    if (parent.type === 'parallel' && i > 0) lines.push(`${pad}--`);
    lines.push(...renderState(child, depth, edges, options));
  });
  const scoped = edges.filter((e) => e.scope === parent);
  if (scoped.some((e) => e.from === ANY_STATE_ID)) lines.push(`${pad}${ANY_STATE_LINE}`);
  lines.push(...edgeLines(scoped, options.mergeEdges ?? false).map((line) => `${pad}${line}`));
  for (const child of children) if (child.type === 'final') lines.push(`${pad}${mermaidId(child)} --> [*]`);
  return lines;
}

function renderState(node: AnyStateNode, depth: number, edges: Edge[], options: MermaidOptions): string[] {
  const pad = INDENT.repeat(depth);
  const id = mermaidId(node);
  const lines: string[] = [];
  if (id !== node.key) lines.push(`${pad}state "${node.key}" as ${id}`);
  if (node.type === 'compound' || node.type === 'parallel') {
    lines.push(`${pad}state ${id} {`, ...renderChildren(node, depth + 1, edges, options), `${pad}}`);
  } else if (id === node.key) {
    lines.push(`${pad}${id}`);
  }
  if (node.description && (options.notes ?? true)) {
    lines.push(`${pad}note right of ${id}`, ...wrap(node.description).map((l) => `${pad}${INDENT}${l}`), `${pad}end note`);
  }
  return lines;
}

const allNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];

/** The machine as Mermaid stateDiagram-v2 text (pure: same machine, same text). */
export function toMermaid(machine: AnyStateMachine, options: MermaidOptions = {}): string {
  const root = machine.root as AnyStateNode;
  const edges = drawnEdges(machine);
  // Mermaid separates concurrent regions with '--' only inside a composite state: a parallel machine is drawn as one.
  const body =
    root.type === 'parallel'
      ? [`${INDENT}state ${machine.id} {`, ...renderChildren(root, 2, edges, options), `${INDENT}}`]
      : renderChildren(root, 1, edges, options);
  return ['stateDiagram-v2', ...body].join('\n') + '\n';
}
