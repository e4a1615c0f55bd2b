import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ownTransitions, transitionLabel } from './describe-transition';

/** Mermaid ids are global to the diagram, so nested states are named by their path. */
const mermaidId = (node: AnyStateNode) => node.path.join('_');
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

type Edge = { scope: AnyStateNode; line: string };

/**
 * Mermaid cannot draw an edge into or out of another composite state, so each edge is drawn in the
 * innermost state containing both ends, between the states of that scope that hold them; the label
 * then names the exact source or target.
 */
function edgesOf(node: AnyStateNode): Edge[] {
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
      ].filter(Boolean).join(' ');
      return { scope, line: `${mermaidId(from)} --> ${mermaidId(to)} : ${clean(label)}` };
    });
  });
}

function renderChildren(parent: AnyStateNode, depth: number, edges: Edge[]): string[] {
  const pad = INDENT.repeat(depth);
  const children = Object.values(parent.states) as AnyStateNode[];
  const lines: string[] = [];
  if (parent.type === 'compound') lines.push(`${pad}[*] --> ${mermaidId(parent.initial.target[0])}`);
  children.forEach((child, i) => {
    if (parent.type === 'parallel' && i > 0) lines.push(`${pad}--`);
    lines.push(...renderState(child, depth, edges));
  });
  lines.push(...edges.filter((e) => e.scope === parent).map((e) => `${pad}${e.line}`));
  for (const child of children) if (child.type === 'final') lines.push(`${pad}${mermaidId(child)} --> [*]`);
  return lines;
}

function renderState(node: AnyStateNode, depth: number, edges: Edge[]): string[] {
  const pad = INDENT.repeat(depth);
  const id = mermaidId(node);
  const lines: string[] = [];
  if (id !== node.key) lines.push(`${pad}state "${node.key}" as ${id}`);
  if (node.type === 'compound' || node.type === 'parallel') {
    lines.push(`${pad}state ${id} {`, ...renderChildren(node, depth + 1, edges), `${pad}}`);
  } else if (id === node.key) {
    lines.push(`${pad}${id}`);
  }
  if (node.description) {
    lines.push(`${pad}note right of ${id}`, ...wrap(node.description).map((l) => `${pad}${INDENT}${l}`), `${pad}end note`);
  }
  return lines;
}

const allNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];

/** The machine as Mermaid stateDiagram-v2 text (pure: same machine, same text). */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root as AnyStateNode;
  // Transitions declared on the root itself have no enclosing scope; none of the app machines use them.
  const edges = allNodes(root).filter((n) => n !== root).flatMap(edgesOf);
  return ['stateDiagram-v2', ...renderChildren(root, 1, edges)].join('\n') + '\n';
}
