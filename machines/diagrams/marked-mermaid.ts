import type { AnyStateMachine } from 'xstate';
import type { Mark, MachineMarks } from './coverage-marks';
import { mermaidId, toMermaid } from './to-mermaid';

/** Fill and stroke of each mark; the page's legend and tables use the same colours. */
export const MARK_STYLES: Record<Mark, { fill: string; groupFill: string; stroke: string; dashed: boolean; label: string }> = {
  walked: { fill: '#d3f5dc', groupFill: '#f1fbf3', stroke: '#1d7a36', dashed: false, label: 'walked by a model test' },
  missed: { fill: '#fddcdc', groupFill: '#fef3f3', stroke: '#b42318', dashed: false, label: 'not walked' },
  unreachable: { fill: '#e6e7ea', groupFill: '#f5f5f7', stroke: '#5f6470', dashed: true, label: 'unreachable from the UI (reason given)' },
  unrun: { fill: '#fff4cc', groupFill: '#fffbeb', stroke: '#9a6700', dashed: true, label: 'not yet walked (no model run recorded it)' },
};

const MARKS = Object.keys(MARK_STYLES) as Mark[];

function classDef(name: string, fill: string, stroke: string, dashed: boolean): string {
  return `classDef ${name} fill:${fill},stroke:${stroke},stroke-width:2px${dashed ? ',stroke-dasharray:5 3' : ''}`;
}

/**
 * The machine's Mermaid text with each state coloured by its coverage mark, drawn compact for the page:
 * the state descriptions are in the page's tables instead of notes, and the edges between two states
 * are one edge with a line per transition. Composite states get a paler fill so the states inside them stay readable.
 */
export function markedMermaid(machine: AnyStateMachine, marks: MachineMarks): string {
  const defs = MARKS.flatMap((mark) => {
    const { fill, groupFill, stroke, dashed } = MARK_STYLES[mark];
    return [classDef(mark, fill, stroke, dashed), classDef(`${mark}Group`, groupFill, stroke, dashed)];
  });
  const byClass = new Map<string, string[]>();
  for (const state of marks.states) {
    const name = state.node.type === 'compound' || state.node.type === 'parallel' ? `${state.mark}Group` : state.mark;
    byClass.set(name, [...(byClass.get(name) ?? []), mermaidId(state.node)]);
  }
  const classes = [...byClass].map(([name, ids]) => `class ${ids.join(',')} ${name}`);
  return `${toMermaid(machine, { notes: false, mergeEdges: true })}${[...defs, ...classes].map((line) => `  ${line}`).join('\n')}\n`;
}
