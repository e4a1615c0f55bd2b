import { describe, expect, it } from 'vitest';
import { addRecord, gateProblems, type MachineWalk } from './coverage-gate';

const totals = { states: ['m.a', 'm.b'], transitions: ['m.a --go--> m.b', 'm.b --back--> m.a'] };
const walk = (reached: string[], unreachable: Record<string, string> = {}) => {
  const walks = new Map<string, MachineWalk>();
  addRecord(walks, {
    machine: 'm',
    test: 'm 1: go',
    totals,
    unreachable,
    states: reached.filter((i) => !i.includes('--')),
    transitions: reached.filter((i) => i.includes('--')),
  });
  return walks;
};

describe('the coverage gate', () => {
  it('passes a machine whose paths walked every state and transition', () => {
    expect(gateProblems(walk([...totals.states, ...totals.transitions]), ['m'])).toEqual([]);
  });

  it('fails a transition neither walked nor listed as unreachable', () => {
    expect(gateProblems(walk(['m.a', 'm.b', 'm.a --go--> m.b']), ['m'])).toEqual([
      'm: not walked, and not listed as unreachable with a reason: m.b --back--> m.a',
    ]);
  });

  it('accepts a gap listed as unreachable with its reason, not without one', () => {
    const reached = ['m.a', 'm.b', 'm.a --go--> m.b'];
    expect(gateProblems(walk(reached, { 'm.b --back--> m.a': 'the page has no back control' }), ['m'])).toEqual([]);
    expect(gateProblems(walk(reached, { 'm.b --back--> m.a': ' ' }), ['m'])).toHaveLength(1);
  });

  it('fails an entry whose reason says the UI reaches it: reachable is modelled, not listed', () => {
    const reached = ['m.a', 'm.b', 'm.a --go--> m.b'];
    for (const reason of [
      'Reachable, not modelled: the form shows it after a decline',
      'reachable from the menu',
      'shown, but not modeled yet',
    ])
      expect(gateProblems(walk(reached, { 'm.b --back--> m.a': reason }), ['m'])).toEqual([
        'm: reachable from the UI, so to be modelled, not listed: m.b --back--> m.a',
      ]);
    expect(
      gateProblems(walk(reached, { 'm.b --back--> m.a': 'The child ends in a final state for every outcome; unreachable' }), ['m']),
    ).toEqual([]);
  });

  it('fails stale unreachable entries: walked after all, or naming nothing the machine has', () => {
    const problems = gateProblems(walk([...totals.states, ...totals.transitions], { 'm.a --go--> m.b': 'never', 'm.gone': 'renamed' }), [
      'm',
    ]);
    expect(problems).toEqual([
      'm: listed as unreachable, but walked by "m 1: go": m.a --go--> m.b',
      'm: listed as unreachable, but the machine has no such state or transition: m.gone',
    ]);
  });

  it('fails a machine that no suite walked', () => {
    expect(gateProblems(walk([...totals.states, ...totals.transitions]), ['m', 'other'])).toEqual([
      'other: no model suite walked this machine',
    ]);
  });
});

describe('unreachable lists of several models of one machine', () => {
  it('add up', () => {
    const walks = new Map<string, MachineWalk>();
    const base = { machine: 'm', totals, states: [...totals.states], transitions: ['m.a --go--> m.b'] };
    addRecord(walks, { ...base, test: 'm 1', unreachable: {} });
    addRecord(walks, { ...base, test: 'm 2', unreachable: { 'm.b --back--> m.a': 'the page has no back control' } });
    expect(gateProblems(walks, ['m'])).toEqual([]);
  });
});
