import { describe, expect, it } from 'vitest';
import { galleryIndexHtml, galleryMachine, indexRows, machinePageHtml, machineRow, shotTally } from './gallery-index';
import type { GalleryPath } from './gallery-shots';

// A door machine's states, and two walked paths as the model driver records them.
const totals = {
  states: ['door.closed', 'door.closed.unlocked', 'door.closed.locked', 'door.open', 'door.jammed', 'door.checking'],
  transitions: [],
};
const unreachable = { 'door.jammed': 'no UI jams the door' };
const step = (event: string, resting: string[], shot: string | null, passed: string[] = []) => ({
  event,
  resting,
  passed,
  shot,
  width: shot ? 375 : null,
});
const openAndClose: GalleryPath = {
  machine: 'door',
  walk: 'door',
  title: 'open → close',
  totals,
  unreachable,
  failure: null,
  steps: [
    step('open the page', ['door.closed', 'door.closed.unlocked'], 'door-1-00.jpg'),
    step('open', ['door.open'], 'door-1-01.jpg', ['door.checking']),
    step('close', ['door.closed', 'door.closed.unlocked'], 'door-1-02.jpg'),
  ],
};
const lockFails: GalleryPath = {
  ...openAndClose,
  title: 'lock',
  failure: 'expected the lock to show',
  steps: [
    step('open the page', ['door.closed', 'door.closed.unlocked'], 'door-2-00.jpg'),
    step('lock', ['door.closed', 'door.closed.locked'], null),
  ],
};

describe('the gallery index', () => {
  const machine = galleryMachine('door', 'A door.', totals, unreachable, [lockFails, openAndClose]);
  const state = (id: string) => machine.states.find((s) => s.id === id)!;

  it('lists every state of the machine, in its order, whether a path showed it or not', () => {
    expect(machine.states.map((s) => s.id)).toEqual(totals.states);
  });

  it("takes each state's shot from the first step resting in it, a completed path's first", () => {
    expect(state('door.closed.unlocked').shot).toEqual({
      file: 'door-1-00.jpg',
      how: 'rests',
      path: 2,
      step: 0,
      event: 'open the page',
      width: 375,
    });
    expect(state('door.open').shot?.file).toBe('door-1-01.jpg');
  });

  it('shows a transient state with the page after the step that passed through it, and says so', () => {
    expect(state('door.checking').shot).toMatchObject({ file: 'door-1-01.jpg', how: 'passed' });
    expect(machinePageHtml(machine)).toContain('passed through (it does not rest here)');
  });

  it('shows a state no walked step reached as missing, and an unreachable one with its reason', () => {
    expect(state('door.closed.locked').shot).toBeNull();
    expect(state('door.jammed')).toMatchObject({ shot: null, unreachable: 'no UI jams the door' });
    const html = machinePageHtml(machine);
    expect(html).toContain(
      '<li id="state-door.closed.locked"><code>closed.locked</code><p><span class="missing">missing: no walked path showed this state</span></p></li>',
    );
    expect(html).toContain('<span class="unreachable">unreachable from the UI</span>: no UI jams the door');
    expect(shotTally(machine)).toEqual({ shot: 4, total: 6, unreachable: 1 });
  });

  it('reads each path as its events in order with the screenshot after each, a failed step as not reached', () => {
    const html = machinePageHtml(machine);
    expect(html).toContain('Path 2: open → close');
    expect(html.indexOf('1. open</div>')).toBeLessThan(html.indexOf('2. close</div>'));
    expect(html).toContain('<img src="./door-1-02.jpg" alt="After close"');
    expect(html).toContain('This walk failed at a step (the shots stop there): expected the lock to show');
    expect(html).toContain('1. lock</div><div class="muted">→ <code>closed.locked</code></div><p class="missing">not reached</p>');
  });

  it('counts states with a shot per machine on the front page, and a machine no suite walked has every state missing', () => {
    const unwalked = galleryMachine('door', 'A door.', totals, {}, []);
    expect(shotTally(unwalked)).toEqual({ shot: 0, total: 6, unreachable: 0 });
    expect(machinePageHtml(unwalked)).toContain('No path of this machine was walked.');
    expect(galleryIndexHtml([machineRow(machine)])).toContain(
      '<a href="./door/index.html">door</a></th><td class="num missing">4/6 (1 unreachable from the UI)</td><td class="num">2</td>',
    );
  });

  it("reads an earlier front page's rows back by machine, so a run walking some suites keeps the others' rows as they were", () => {
    const window = { ...galleryMachine('window', 'A window.', totals, {}, []), name: 'window' };
    const front = galleryIndexHtml([machineRow(machine), machineRow(window)]);
    const rows = indexRows(front);
    expect([...rows.keys()]).toEqual(['door', 'window']);
    expect(rows.get('door')).toBe(machineRow(machine));
    expect(galleryIndexHtml([rows.get('door')!, rows.get('window')!])).toBe(front);
  });
});
