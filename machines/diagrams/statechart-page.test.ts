import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { markMachine, tallyLine, type CoverageFile } from './coverage-marks';
import { chooseCoverage } from './coverage-source';
import { markedMermaid } from './marked-mermaid';
import { pageHtml, pageModel, recordedInputsHash } from './statechart-page';
import { toMermaid } from './to-mermaid';

// A door: closed ⇄ open, and a nested lock under closed; slamming it is newer than the recorded run.
const doorMachine = ({ slam }: { slam: boolean }) =>
  createMachine({
    id: 'door',
    initial: 'closed',
    on: { knock: {} },
    states: {
      closed: {
        initial: 'unlocked',
        states: { unlocked: { on: { lock: 'locked' } }, locked: { on: { unlock: 'unlocked' } } },
        on: { open: 'open' },
      },
      open: { on: { close: 'closed', ...(slam ? { slam: { target: 'closed', guard: 'isWindy' } } : {}) } },
    },
  });
const door = doorMachine({ slam: true });

// What the coverage reporter would write after one test walked closed → open → closed.
const run: CoverageFile = {
  mode: 'quick',
  everySuite: true,
  machines: {
    door: {
      paths: 1,
      totals: {
        states: ['door.closed', 'door.closed.unlocked', 'door.closed.locked', 'door.open'],
        transitions: [
          'door.closed.unlocked --lock--> door.closed.locked',
          'door.closed.locked --unlock--> door.closed.unlocked',
          'door.closed --open--> door.open',
          'door.open --close--> door.closed',
        ],
      },
      unreachable: { 'door.closed.locked --unlock--> door.closed.unlocked': 'the lock has no key in the UI' },
      walkedBy: {
        'door.closed': ['door 1: open and close'],
        'door.closed.unlocked': ['door 1: open and close'],
        'door.open': ['door 1: open and close', 'door 2: open'],
        'door.closed --open--> door.open': ['door 1: open and close', 'door 2: open'],
        'door.open --close--> door.closed': ['door 1: open and close'],
      },
    },
  },
};

describe('markMachine', () => {
  const marks = markMachine('door', door, run);
  const state = (path: string) => marks.states.find((s) => s.path === path)!;
  const transition = (on: string) => marks.transitions.find((t) => t.on === on)!;

  it('marks what a test walked, with the tests that walked it', () => {
    expect(state('open')).toMatchObject({ key: 'door.open', mark: 'walked', tests: ['door 1: open and close', 'door 2: open'] });
    expect(transition('open')).toMatchObject({
      from: 'closed',
      to: ['open'],
      guard: null,
      mark: 'walked',
      tests: ['door 1: open and close', 'door 2: open'],
    });
  });

  it('marks what the run knew but did not walk as missed, and what the model lists as unreachable with its reason', () => {
    expect(state('closed.locked')).toMatchObject({ mark: 'missed', tests: [] });
    expect(transition('lock')).toMatchObject({ mark: 'missed' });
    expect(transition('unlock')).toMatchObject({ mark: 'unreachable', reason: 'the lock has no key in the UI' });
  });

  it('marks a transition the run did not know (the machine changed since) as not yet walked', () => {
    expect(transition('slam')).toMatchObject({ key: 'door.open --slam--> door.closed', guard: 'isWindy', mark: 'unrun' });
    expect(marks.newSinceRun).toBe(2);
  });

  it("names the machine's own transitions as taken from any state", () => {
    expect(transition('knock')).toMatchObject({ key: 'door --knock--> (self)', from: '(any state)', to: [] });
  });

  it('counts walked out of all, as the coverage line does', () => {
    expect(marks.tally.states).toEqual({ walked: 3, total: 4, unreachable: 0 });
    expect(marks.tally.transitions).toEqual({ walked: 2, total: 6, unreachable: 1 });
    expect(tallyLine(marks)).toBe('states 3/4, transitions 2/6');
  });

  it('shows a machine the run does not have, or no run at all, as not yet walked', () => {
    for (const file of [null, { ...run, machines: {} }]) {
      const unrun = markMachine('door', door, file);
      expect(unrun.inRun).toBe(false);
      expect(new Set([...unrun.states, ...unrun.transitions].map((i) => i.mark))).toEqual(new Set(['unrun']));
      expect(tallyLine(unrun)).toBe('states 0/4, transitions 0/6');
    }
  });
});

describe('markedMermaid', () => {
  it('colours each state by its mark, composite states with the paler group class', () => {
    const text = markedMermaid(door, markMachine('door', door, run));
    expect(text).toContain('  classDef walked fill:');
    expect(text).toContain('  classDef unrunGroup fill:');
    expect(text).toContain('  class closed walkedGroup\n');
    expect(text).toContain('  class closed_unlocked,open walked\n');
    expect(text).toContain('  class closed_locked missed\n');
  });

  it('draws the machine compact: no notes, one edge per pair of states with a line per transition', () => {
    const text = markedMermaid(door, markMachine('door', door, null));
    expect(text).toContain('  open --> closed : close<br>slam [isWindy]\n');
    expect(toMermaid(door)).toContain('  open --> closed : close\n  open --> closed : slam [isWindy]\n');
  });
});

describe('the diagrams page', () => {
  const runText = JSON.stringify(run);
  const entries = [{ name: 'door', machine: door }];

  it('lists each transition with its mark and the tests that walked it, or why it is unreachable', () => {
    const html = pageHtml(pageModel(entries, runText, '12.3.0'), new Map([['statechart-door', '<svg id="statechart-door"></svg>']]));
    expect(html).toContain(
      '<p class="facts">states 3/4, transitions 2/6 · 1 model path · 1 unreachable from the UI · 2 newer than the run (not yet walked)</p>',
    );
    expect(html).toContain(
      '<td class="mark walked"><span aria-hidden="true">✓</span> walked</td><td class="by"><details><summary>2 tests</summary><ul><li>door 1: open and close</li><li>door 2: open</li></ul></details></td>',
    );
    expect(html).toContain(
      '<td class="mark unreachable"><span aria-hidden="true">–</span> unreachable</td><td class="by">the lock has no key in the UI</td>',
    );
    expect(html).toContain('<figure class="diagram" aria-label="Statechart of door"><svg id="statechart-door"></svg></figure>');
    expect(html).toContain('<a href="#machine-door">door</a>');
  });

  it('links each machine to its gallery page, every state as a screenshot (npm run diagrams:gallery)', () => {
    const html = pageHtml(pageModel(entries, runText, '12.3.0'), new Map([['statechart-door', '<svg></svg>']]));
    expect(html).toContain('<p class="gallery"><a href="../gallery/door/index.html">Gallery</a>: every state of door');
  });

  it('records a hash of its inputs that changes with the coverage, the machines and the Mermaid version', () => {
    const model = pageModel(entries, runText, '12.3.0');
    expect(recordedInputsHash(pageHtml(model, new Map([['statechart-door', '<svg></svg>']])))).toBe(model.inputsHash);
    expect(pageModel(entries, null, '12.3.0').inputsHash).not.toBe(model.inputsHash);
    expect(pageModel(entries, runText.replace('door 2: open', 'door 2: opened'), '12.3.0').inputsHash).not.toBe(model.inputsHash);
    expect(pageModel(entries, runText, '12.3.1').inputsHash).not.toBe(model.inputsHash);
    expect(pageModel([{ name: 'door', machine: doorMachine({ slam: false }) }], runText, '12.3.0').inputsHash).not.toBe(model.inputsHash);
  });

  it('refuses to write a page with a machine left undrawn', () => {
    expect(() => pageHtml(pageModel(entries, null, '12.3.0'), new Map())).toThrow('no SVG rendered for door');
  });
});

describe('chooseCoverage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'statecharts-'));
  const file = (name: string, everySuite: boolean) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify({ ...run, everySuite }));
    return path;
  };
  const every = file('every.json', true);
  const some = file('some.json', false);
  const page = file('page.json', true);
  const missing = join(dir, 'missing.json');

  it('takes the last model run when it ran every suite, and copies it for the page', () => {
    expect(chooseCoverage({ lastRun: every, page })).toMatchObject({ copyFrom: every, text: JSON.stringify({ ...run, everySuite: true }) });
  });

  it('keeps the committed copy when the last run covered only some suites or is missing', () => {
    expect(chooseCoverage({ lastRun: some, page })).toMatchObject({ copyFrom: null, text: JSON.stringify({ ...run, everySuite: true }) });
    expect(chooseCoverage({ lastRun: missing, page })).toMatchObject({ copyFrom: null });
  });

  it('has no coverage when there is neither', () => {
    expect(chooseCoverage({ lastRun: some, page: missing })).toMatchObject({ copyFrom: null, text: null });
  });

  it('takes a forced file even from a run of only some suites', () => {
    expect(chooseCoverage({ forced: some, lastRun: every, page })).toMatchObject({ copyFrom: some });
    expect(() => chooseCoverage({ forced: missing, lastRun: every, page })).toThrow('no such file');
  });
});
