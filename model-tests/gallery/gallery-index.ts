import type { MachineTotals } from '../support/machine-coverage';
import type { GalleryPath } from './gallery-shots';

/** Where a state's picture comes from: a step that rests in it, else one that passed through it. */
export interface StateShot {
  file: string;
  how: 'rests' | 'passed';
  /** The path's number on the machine's page (1-based, in the order the paths are given). */
  path: number;
  step: number;
  event: string;
  width: number | null;
}

export interface GalleryState {
  /** State id, e.g. "checkout.editing.address.idle". */
  id: string;
  shot: StateShot | null;
  /** The model's reason when no UI path can reach the state. */
  unreachable: string | null;
}

export interface GalleryMachine {
  name: string;
  description: string;
  states: GalleryState[];
  paths: GalleryPath[];
  /** Viewport widths the shots were taken at (375 unless a suite walks at its own). */
  widths: number[];
}

/**
 * Lists every state of the machine with the first screenshot that shows it (a completed path's
 * before a failed one's); a state no walked step showed is listed with no shot, never left out.
 */
export function galleryMachine(
  name: string,
  description: string,
  totals: MachineTotals,
  unreachable: Record<string, string>,
  paths: readonly GalleryPath[],
): GalleryMachine {
  const ordered = [...paths].sort((a, b) => Number(a.failure !== null) - Number(b.failure !== null) || a.walk.localeCompare(b.walk));
  const find = (id: string, how: StateShot['how']): StateShot | null => {
    for (const path of ordered) {
      for (const [at, step] of path.steps.entries()) {
        const shows = how === 'rests' ? step.resting.includes(id) : step.passed.includes(id);
        if (step.shot && shows)
          return { file: step.shot, how, path: paths.indexOf(path) + 1, step: at, event: step.event, width: step.width };
      }
    }
    return null;
  };
  const states = totals.states.map((id) => ({
    id,
    shot: find(id, 'rests') ?? find(id, 'passed'),
    unreachable: unreachable[id] ?? null,
  }));
  const widths = [...new Set(paths.flatMap((path) => path.steps.map((step) => step.width)))]
    .filter((width): width is number => width !== null)
    .sort((a, b) => a - b);
  return { name, description, states, paths: [...paths], widths };
}

export const shotTally = (machine: GalleryMachine) => ({
  shot: machine.states.filter((state) => state.shot).length,
  total: machine.states.length,
  /** States without a shot that the model lists as unreachable from the UI (with its reason). */
  unreachable: machine.states.filter((state) => !state.shot && state.unreachable).length,
});

/** "6/7 (1 unreachable from the UI)": states with a shot, and why the rest have none when the model says. */
export const tallyText = (machine: GalleryMachine) => {
  const { shot, total, unreachable } = shotTally(machine);
  return `${shot}/${total}${unreachable ? ` (${unreachable} unreachable from the UI)` : ''}`;
};

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A state id without its machine's id: the path a suite's state map uses. */
const statePathOf = (id: string) => id.split('.').slice(1).join('.') || id;

const STYLE = `
:root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --accent: #0b57d0; --missing: #b3261e; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", Arial, sans-serif; color: var(--ink); }
main { max-width: 1180px; margin: 0 auto; padding: 20px 16px 64px; }
h1 { font-size: 1.6rem; margin: 0 0 8px; } h2 { font-size: 1.3rem; margin: 32px 0 8px; } h3 { font-size: 1rem; margin: 24px 0 8px; overflow-wrap: anywhere; }
a { color: var(--accent); }
code { font: 0.86em/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.muted, figcaption { color: var(--muted); }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 16px; list-style: none; padding: 0; margin: 0; }
.grid li { border: 1px solid var(--line); border-radius: 8px; padding: 8px; }
.grid img { display: block; width: 100%; height: auto; border: 1px solid var(--line); }
figure { margin: 0; } figcaption { font-size: 0.82rem; margin-top: 4px; }
.missing { color: var(--missing); font-weight: 600; }
.unreachable { color: var(--muted); font-weight: 600; }
.steps { display: flex; gap: 12px; overflow-x: auto; list-style: none; padding: 0 0 8px; margin: 0; }
.steps li { flex: none; width: 190px; }
.steps img { display: block; width: 100%; height: auto; border: 1px solid var(--line); }
.step-event { font-weight: 600; font-size: 0.85rem; overflow-wrap: anywhere; }
.failed { color: var(--missing); }
table { border-collapse: collapse; } th, td { border-bottom: 1px solid var(--line); padding: 6px 10px; text-align: left; }
.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

const page = (title: string, body: string[]) =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<!-- Generated by `npm run diagrams:gallery` from the model suites' walks. Do not edit by hand. -->",
    `<title>${esc(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');

const widthNote = (widths: number[]) =>
  widths.length === 0 || (widths.length === 1 && widths[0] === 375)
    ? 'Screenshots at 375 px wide (812 px tall), the page as a phone shows it.'
    : `Screenshots at ${widths.join(' and ')} px wide: not every shot is at 375 px, because a path could not walk to its end at 375 px (the suite's own width was used for it) or the suite sets its own viewport for a step. Each shot's caption gives its width when it is not 375 px.`;

function stateItem(state: GalleryState): string {
  const name = `<code>${esc(statePathOf(state.id))}</code>`;
  if (!state.shot) {
    const why = state.unreachable
      ? `<span class="unreachable">unreachable from the UI</span>: ${esc(state.unreachable)}`
      : '<span class="missing">missing: no walked path showed this state</span>';
    return `<li id="state-${esc(state.id)}">${name}<p>${why}</p></li>`;
  }
  const { file, how, path, step, event, width } = state.shot;
  const caption = `${how === 'passed' ? 'passed through (it does not rest here); the page after ' : 'after '}<strong>${esc(event)}</strong>, step ${step} of <a href="#path-${path}">path ${path}</a>${width && width !== 375 ? ` (${width} px wide)` : ''}`;
  return `<li id="state-${esc(state.id)}"><figure><a href="./${esc(file)}"><img src="./${esc(file)}" alt="The page in ${esc(statePathOf(state.id))}" loading="lazy" width="375"></a><figcaption>${name}<br>${caption}</figcaption></figure></li>`;
}

function pathSection(path: GalleryPath, index: number): string {
  const steps = path.steps.map((step, at) => {
    const resting = step.resting.map(statePathOf).filter((state, _, all) => !all.some((other) => other.startsWith(`${state}.`)));
    const label = `<div class="step-event">${at}. ${esc(step.event)}</div><div class="muted">→ ${resting.map((state) => `<code>${esc(state)}</code>`).join(', ')}</div>`;
    const shot = step.shot
      ? `<a href="./${esc(step.shot)}"><img src="./${esc(step.shot)}" alt="After ${esc(step.event)}" loading="lazy" width="375"></a>`
      : '<p class="missing">not reached</p>';
    return `<li>${label}${shot}</li>`;
  });
  const failure = path.failure
    ? `<p class="failed">This walk failed at a step (the shots stop there): ${esc(path.failure.split('\n')[0])}</p>`
    : '';
  return [
    `<h3 id="path-${index + 1}">Path ${index + 1}${path.walk !== path.machine ? ` (${esc(path.walk)})` : ''}: ${esc(path.title)}</h3>`,
    failure,
    `<ol class="steps">${steps.join('')}</ol>`,
  ].join('\n');
}

/** One machine's page: every state with its screenshot, then every walked path step by step. */
export function machinePageHtml(machine: GalleryMachine): string {
  return page(`Crust gallery: ${machine.name}`, [
    `<p><a href="../index.html">All machines</a> · <a href="../../statecharts/index.html#machine-${esc(machine.name)}">Statechart of ${esc(machine.name)}</a></p>`,
    `<h1>${esc(machine.name)}: every state, as the shopper sees it</h1>`,
    `<p>${esc(machine.description)}</p>`,
    `<p><strong>${tallyText(machine)} states with a screenshot.</strong> ${widthNote(machine.widths)} Each shot is taken by a model test walking the real app, after the state's checks passed.</p>`,
    '<h2>States</h2>',
    `<ul class="grid">${machine.states.map(stateItem).join('\n')}</ul>`,
    '<h2>Paths, event by event</h2>',
    machine.paths.length ? machine.paths.map(pathSection).join('\n') : '<p class="missing">No path of this machine was walked.</p>',
  ]);
}

/** The machine's row on the gallery's front page. */
export function machineRow(machine: GalleryMachine): string {
  const { shot, total, unreachable } = shotTally(machine);
  return `<tr><th scope="row"><a href="./${esc(machine.name)}/index.html">${esc(machine.name)}</a></th><td class="num${shot + unreachable < total ? ' missing' : ''}">${tallyText(machine)}</td><td class="num">${machine.paths.length}</td></tr>`;
}

/** An earlier front page's rows by machine name, so that a run walking only some suites keeps the other machines' rows. */
export function indexRows(html: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const match of html.matchAll(/<tr><th scope="row"><a href="\.\/([^/"]+)\/index\.html">.*?<\/tr>/g)) rows.set(match[1], match[0]);
  return rows;
}

/** The gallery's front page: each machine with its count of states shown (rows from machineRow, in the machines' order). */
export function galleryIndexHtml(rows: readonly string[]): string {
  return page('Crust gallery: every state of every machine', [
    '<p><a href="../statecharts/index.html">Statecharts</a></p>',
    '<h1>Crust gallery</h1>',
    '<p>For each machine of the app, a screenshot of the storefront in each state, taken at 375 px by the model tests walking the real app and server, and each walked path read as its events in order with the page after each. Made by <code>npm run diagrams:gallery</code>.</p>',
    '<table><thead><tr><th scope="col">machine</th><th scope="col">states with a shot</th><th scope="col">paths</th></tr></thead>',
    `<tbody>${rows.join('\n')}</tbody></table>`,
  ]);
}
