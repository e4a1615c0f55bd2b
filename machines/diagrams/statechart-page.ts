import { createHash } from 'node:crypto';
import type { AnyStateMachine } from 'xstate';
import {
  markMachine,
  tallyLine,
  type CoverageFile,
  type Mark,
  type MachineMarks,
  type Marked,
  type MarkedTransition,
} from './coverage-marks';
import { markedMermaid, MARK_STYLES } from './marked-mermaid';

/** Bump when the page's rendering changes in a way its skeleton does not show (Mermaid config, SVG handling). */
export const GENERATOR_VERSION = 1;
export const PAGE_FILE = 'index.html';
export const INPUTS_META = 'statecharts-inputs';

type Entry = { name: string; machine: AnyStateMachine };

export interface PageModel {
  machines: Array<{ entry: Entry; marks: MachineMarks; diagram: { id: string; text: string } }>;
  coverage: CoverageFile | null;
  /** sha256 of everything the page is made from; the unit test recomputes it without rendering. */
  inputsHash: string;
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const anchor = (name: string) => `machine-${name}`;
/** The machine's page in docs/gallery/ (written by model-tests/gallery/run.ts). */
export const galleryHref = (name: string) => `../gallery/${encodeURIComponent(name)}/index.html`;
/** The overview keeps each machine's description short: its first sentence. */
const firstSentence = (text: string) => /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
const SVG_SLOT = (name: string) => `<!-- diagram of ${name} -->`;

const SYMBOL: Record<Mark, string> = { walked: '✓', missed: '✗', unreachable: '–', unrun: '?' };
const SHORT: Record<Mark, string> = { walked: 'walked', missed: 'not walked', unreachable: 'unreachable', unrun: 'not yet walked' };

function markCell(item: Marked): string {
  return `<td class="mark ${item.mark}"><span aria-hidden="true">${SYMBOL[item.mark]}</span> ${SHORT[item.mark]}</td>`;
}

function byCell(item: Marked): string {
  if (item.mark === 'unreachable') return `<td class="by">${esc(item.reason ?? '')}</td>`;
  if (item.tests.length === 0) return '<td class="by"></td>';
  const summary = item.tests.length === 1 ? '1 test' : `${item.tests.length} tests`;
  return `<td class="by"><details><summary>${summary}</summary><ul>${item.tests.map((t) => `<li>${esc(t)}</li>`).join('')}</ul></details></td>`;
}

const code = (text: string) => `<code>${esc(text)}</code>`;

function transitionRow(t: MarkedTransition): string {
  const to = t.to.length ? t.to.map(code).join(', ') : '<span class="muted">(stays)</span>';
  const on = t.description ? `${esc(t.on)}<div class="note">${esc(t.description)}</div>` : esc(t.on);
  return `<tr><td>${code(t.from)}</td><td>${on}</td><td>${t.guard ? code(t.guard) : ''}</td><td>${to}</td>${markCell(t)}${byCell(t)}</tr>`;
}

function statusText(marks: MachineMarks): string {
  if (!marks.inRun) return SHORT.unrun;
  const missed = [...marks.states, ...marks.transitions].filter((i) => i.mark === 'missed').length;
  const parts = [missed ? `${missed} not walked` : '', marks.newSinceRun ? `${marks.newSinceRun} newer than the run` : ''].filter(Boolean);
  return parts.length ? parts.join(', ') : 'all walked or unreachable';
}

const statusClass = (marks: MachineMarks) =>
  !marks.inRun ? 'unrun' : statusText(marks) === 'all walked or unreachable' ? 'walked' : 'missed';

function overview(model: PageModel): string {
  const rows = model.machines.map(({ entry, marks }) => {
    const { states, transitions } = marks.tally;
    return `<tr><th scope="row"><a href="#${anchor(entry.name)}">${esc(entry.name)}</a></th><td>${esc(firstSentence(entry.machine.root.description ?? ''))}</td><td class="num">${states.walked}/${states.total}</td><td class="num">${transitions.walked}/${transitions.total}</td><td class="status ${statusClass(marks)}">${statusText(marks)}</td></tr>`;
  });
  return [
    '<div class="scroll"><table class="overview">',
    '<caption>Every machine of the app (machines/index.ts, <code>allMachines</code>)</caption>',
    '<thead><tr><th scope="col">machine</th><th scope="col">what it owns</th><th scope="col">states walked</th><th scope="col">transitions walked</th><th scope="col">status</th></tr></thead>',
    `<tbody>${rows.join('\n')}</tbody>`,
    '</table></div>',
  ].join('\n');
}

function legend(): string {
  const items = (Object.keys(MARK_STYLES) as Mark[]).map((mark) => {
    const { fill, stroke, dashed, label } = MARK_STYLES[mark];
    return `<li><span class="swatch" style="background:${fill};border:2px ${dashed ? 'dashed' : 'solid'} ${stroke}"></span>${esc(label)}</li>`;
  });
  return `<ul class="legend" aria-label="Legend">${items.join('')}</ul>`;
}

function coverageSource(coverage: CoverageFile | null): string {
  if (!coverage) {
    return 'No model run is recorded yet (<code>docs/statecharts/coverage.json</code> is missing), so every machine is shown as <strong>not yet walked</strong>.';
  }
  const paths = Object.values(coverage.machines).reduce((sum, m) => sum + m.paths, 0);
  const run = coverage.everySuite
    ? `the last run of <strong>every</strong> model suite (${esc(coverage.mode)} paths)`
    : `a run of <strong>only some</strong> model suites (${esc(coverage.mode)} paths); machines it did not run are shown as not yet walked`;
  return `Coverage from ${run}: ${paths} paths over ${Object.keys(coverage.machines).length} machines.`;
}

function machineSection({ entry, marks }: PageModel['machines'][number]): string {
  const { states, transitions } = marks.tally;
  const unreachable = states.unreachable + transitions.unreachable;
  const facts = [
    tallyLine(marks),
    marks.inRun ? `${marks.paths} model ${marks.paths === 1 ? 'path' : 'paths'}` : 'not in the recorded model run',
    unreachable ? `${unreachable} unreachable from the UI` : '',
    marks.newSinceRun ? `${marks.newSinceRun} newer than the run (not yet walked)` : '',
  ].filter(Boolean);
  const stateRows = marks.states.map(
    (s) => `<tr><td>${code(s.path)}</td><td>${esc(s.node.description ?? '')}</td>${markCell(s)}${byCell(s)}</tr>`,
  );
  return [
    `<section id="${anchor(entry.name)}" aria-labelledby="${anchor(entry.name)}-title">`,
    `<h2 id="${anchor(entry.name)}-title">${esc(entry.name)}</h2>`,
    `<p class="facts">${facts.map(esc).join(' · ')}</p>`,
    `<p>${esc(entry.machine.root.description ?? '')}</p>`,
    `<p class="source">Source: <code>machines/${esc(entry.name)}/${esc(entry.name)}.machine.ts</code> (machine id <code>${esc(entry.machine.id)}</code>); Markdown: <a href="./${esc(entry.name)}.md">${esc(entry.name)}.md</a>.</p>`,
    `<p class="gallery"><a href="${galleryHref(entry.name)}">Gallery</a>: every state of ${esc(entry.name)} as a screenshot at 375 px, and each walked path event by event (<code>npm run diagrams:gallery</code>).</p>`,
    `<input type="checkbox" class="zoom" id="${anchor(entry.name)}-zoom"><label for="${anchor(entry.name)}-zoom">Full size</label>`,
    `<figure class="diagram" aria-label="Statechart of ${esc(entry.name)}">${SVG_SLOT(entry.name)}</figure>`,
    `<h3>Transitions (${transitions.walked}/${transitions.total} walked)</h3>`,
    '<div class="scroll"><table class="items">',
    '<thead><tr><th scope="col">from</th><th scope="col">on</th><th scope="col">guard</th><th scope="col">to</th><th scope="col">walked</th><th scope="col">by which tests, or why unreachable</th></tr></thead>',
    `<tbody>${marks.transitions.map(transitionRow).join('\n')}</tbody>`,
    '</table></div>',
    `<details class="states" open><summary>States (${states.walked}/${states.total} walked)</summary>`,
    '<div class="scroll"><table class="items">',
    '<thead><tr><th scope="col">state</th><th scope="col">description</th><th scope="col">walked</th><th scope="col">by which tests, or why unreachable</th></tr></thead>',
    `<tbody>${stateRows.join('\n')}</tbody>`,
    '</table></div></details>',
    '<p class="top"><a href="#overview">Back to all machines</a></p>',
    '</section>',
  ].join('\n');
}

const STYLE = `
:root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --accent: #0b57d0; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", Arial, sans-serif; color: var(--ink); background: #fff; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 20px 64px; }
h1 { font-size: 1.8rem; margin: 0 0 8px; }
h2 { font-size: 1.4rem; margin: 0 0 4px; }
h3 { font-size: 1.05rem; margin: 20px 0 8px; }
a { color: var(--accent); }
code { font: 0.86em/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
section { border-top: 1px solid var(--line); padding-top: 24px; margin-top: 40px; }
.lead { font-size: 1.05rem; max-width: 70ch; }
.facts { font-weight: 600; margin: 0 0 8px; }
.source, .muted, .note, caption { color: var(--muted); }
.note { font-size: 0.85em; }
.legend { display: flex; flex-wrap: wrap; gap: 8px 24px; list-style: none; padding: 0; margin: 16px 0; }
.legend li { display: flex; align-items: center; gap: 8px; }
.swatch { display: inline-block; flex: none; width: 28px; height: 18px; border-radius: 4px; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; padding-bottom: 6px; }
th, td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
thead th { background: #f6f8fa; font-size: 0.85rem; }
.num { white-space: nowrap; font-variant-numeric: tabular-nums; }
.overview td:nth-child(2) { font-size: 0.9rem; }
.items { font-size: 0.88rem; }
.items td:nth-child(1), .items td:nth-child(4) { min-width: 9em; }
.scroll { overflow-x: auto; }
.diagram { margin: 8px 0 16px; padding: 12px; border: 1px solid var(--line); border-radius: 8px; overflow: auto; background: #fff; }
.diagram svg { display: block; margin: 0 auto; max-width: 100%; height: auto; }
.zoom:checked + label + .diagram { max-height: 90vh; }
.zoom:checked + label + .diagram svg { max-width: none; }
.zoom + label { font-size: 0.9rem; margin-left: 4px; }
.mark, .status { white-space: nowrap; font-weight: 600; }
${(Object.keys(MARK_STYLES) as Mark[]).map((m) => `.mark.${m}, .status.${m} { background: ${MARK_STYLES[m].groupFill}; color: ${MARK_STYLES[m].stroke}; }`).join('\n')}
.by { font-size: 0.85rem; max-width: 34em; }
.by ul { margin: 4px 0 0; padding-left: 18px; }
summary { cursor: pointer; color: var(--accent); }
details.states { margin-top: 16px; }
details.states > summary { font-weight: 600; font-size: 1.05rem; color: var(--ink); }
.top { font-size: 0.9rem; }
`;

/** The page, with each machine's SVG in its slot (the skeleton when svgs is null). */
export function pageHtml(model: PageModel, svgs: ReadonlyMap<string, string> | null): string {
  let html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="${INPUTS_META}" content="${svgs ? model.inputsHash : ''}">`,
    '<!-- Generated by `npm run diagrams` from machines/ and docs/statecharts/coverage.json. Do not edit by hand. -->',
    '<title>Crust statecharts: what the app does and what the model tests walked</title>',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    '<h1>Crust statecharts</h1>',
    '<p class="lead">Every behaviour of the storefront, drawn from the app\'s own state machines, and what the model-based tests have proven: each state and transition is marked with whether a test path walked it through the real app in a browser, and which tests did.</p>',
    `<p>${coverageSource(model.coverage)}</p>`,
    legend(),
    '<p class="muted">Edges read <code>event [guard]</code>; <code>after &lt;delay&gt;</code> is a timer, <code>always</code> an immediate decision, <code>&lt;actor&gt; done|error</code> the outcome of an effect. An edge into or out of a nested state is drawn on its enclosing state and names the exact state in its label.</p>',
    '<p class="muted">To refresh after a run of every model suite (<code>npm run test:model</code>, or <code>MODEL_TESTS=full npm run test:model</code> for every shortest path): <code>npm run diagrams</code>. It copies <code>model-tests/.results/coverage.json</code> here when that run covered every suite.</p>',
    '<nav id="overview" aria-label="Machines">',
    overview(model),
    '</nav>',
    ...model.machines.map(machineSection),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  for (const { entry, diagram } of model.machines) {
    const svg = svgs?.get(diagram.id);
    if (svgs && !svg) throw new Error(`no SVG rendered for ${entry.name}`);
    if (svg) html = html.replace(SVG_SLOT(entry.name), () => svg);
  }
  return html;
}

/**
 * Marks every machine from the coverage file's text and hashes the page's inputs: the generator
 * version, the Mermaid version, each diagram's text, the coverage file and the page's skeleton.
 */
export function pageModel(entries: readonly Entry[], coverageText: string | null, mermaidVersion: string): PageModel {
  const coverage = coverageText === null ? null : (JSON.parse(coverageText) as CoverageFile);
  const machines = entries.map((entry) => {
    const marks = markMachine(entry.name, entry.machine, coverage);
    return { entry, marks, diagram: { id: `statechart-${entry.name}`, text: markedMermaid(entry.machine, marks) } };
  });
  const draft: PageModel = { machines, coverage, inputsHash: '' };
  const inputs = JSON.stringify({
    generator: GENERATOR_VERSION,
    mermaid: mermaidVersion,
    diagrams: machines.map((m) => [m.entry.name, m.diagram.text]),
    coverage: coverageText,
    skeleton: pageHtml(draft, null),
  });
  return { ...draft, inputsHash: `sha256-${createHash('sha256').update(inputs).digest('hex')}` };
}

/** The inputs hash recorded in a written page, or null. */
export function recordedInputsHash(html: string): string | null {
  return new RegExp(`<meta name="${INPUTS_META}" content="([^"]*)">`).exec(html)?.[1] || null;
}
