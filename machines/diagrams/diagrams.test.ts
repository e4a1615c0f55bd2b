import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { allMachines } from '../index';
import { trackingMachine } from '../tracking/tracking.machine';
import { PAGE_COVERAGE } from './coverage-source';
import { DIAGRAMS_DIR, diagramFiles } from './diagram-files';
import { mermaidVersion } from './render-svg';
import { PAGE_FILE, pageModel, recordedInputsHash } from './statechart-page';
import { transitionsOf } from '../graph/machine-parts';
import { drawnEdges, toMermaid } from './to-mermaid';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dir = join(repoRoot, DIAGRAMS_DIR);
const STALE = 'docs/statecharts is out of date: run `npm run diagrams`';

describe('docs/statecharts', () => {
  const expected = diagramFiles(allMachines);

  it.each([...expected.keys()])('%s is on disk and up to date', (file) => {
    const path = join(dir, file);
    expect(existsSync(path), `${file} is missing. ${STALE}`).toBe(true);
    expect(readFileSync(path, 'utf8'), `${file} is stale. ${STALE}`).toBe(expected.get(file));
  });

  it('holds no diagram of a machine that no longer exists', () => {
    const orphans = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md') && !expected.has(f)) : [];
    expect(orphans, STALE).toEqual([]);
  });

  describe(PAGE_FILE, () => {
    const path = join(dir, PAGE_FILE);
    const html = existsSync(path) ? readFileSync(path, 'utf8') : '';

    // Recomputed from the machines and the committed coverage.json, without rendering the SVGs.
    it('was drawn from the current machines and coverage.json', () => {
      expect(html, `${PAGE_FILE} is missing. ${STALE}`).not.toBe('');
      const coverage = existsSync(join(repoRoot, PAGE_COVERAGE)) ? readFileSync(join(repoRoot, PAGE_COVERAGE), 'utf8') : null;
      expect(recordedInputsHash(html), `${PAGE_FILE} is stale. ${STALE}`).toBe(
        pageModel(allMachines, coverage, mermaidVersion()).inputsHash,
      );
    });

    it('draws every machine and opens offline: no script, no external stylesheet, font or image', () => {
      for (const { name } of allMachines) expect(html).toContain(`<svg id="statechart-${name}"`);
      const outside = /<script|<link|<img|<iframe|@import|@font-face|url\(\s*['"]?(https?:)?\/\/|(src|href)="(https?:)?\/\//gi;
      expect(html.match(outside) ?? []).toEqual([]);
    });
  });
});

describe('toMermaid', () => {
  it('draws initial and final states, guards, named delays and always transitions', () => {
    const text = toMermaid(trackingMachine);
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(text).toContain('[*] --> fetching');
    expect(text).toContain('finished --> [*]');
    expect(text).toContain('routing --> finished : always [isFinished]');
    expect(text).toContain('routing --> waiting : always\n');
    expect(text).toContain('waiting --> fetching : after pollInterval');
    expect(text).toContain('fetching --> failed : fetchTracking error');
    expect(text).toContain('note right of waiting\n    Between two polls.\n  end note');
  });

  it('nests compound states and keeps cross-composite edges inside one scope', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { initial: 'x', states: { x: { on: { go: 'y' } }, y: {} } },
        b: { on: { back: '#m.a.y' } },
      },
    });
    expect(toMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> a',
        '  state a {',
        '    [*] --> a_x',
        '    state "x" as a_x',
        '    state "y" as a_y',
        '    a_x --> a_y : go',
        '  }',
        '  b',
        '  b --> a : back to a.y',
        '',
      ].join('\n'),
    );
  });

  it('draws a parallel machine as one composite state, its regions split by --', () => {
    const machine = createMachine({ id: 'p', type: 'parallel', states: { left: {}, right: {} } });
    expect(toMermaid(machine, { notes: false })).toBe(
      ['stateDiagram-v2', '  state p {', '    left', '    --', '    right', '  }', ''].join('\n'),
    );
  });

  it('draws a transition declared on the root from the "any state" pseudo-state, to the top-level state holding its target', () => {
    const machine = createMachine({
      id: 'r',
      initial: 'idle',
      on: { reset: '.idle', deep: '.busy.inner', ping: { actions: () => {} } },
      states: { idle: { on: { go: 'busy' } }, busy: { initial: 'inner', states: { inner: {} } } },
    });
    const text = toMermaid(machine, { notes: false });
    expect(text).toContain('  state "any state" as any_state\n');
    expect(text).toContain('  any_state --> idle : reset\n');
    expect(text).toContain('  any_state --> busy : deep to busy.inner\n');
    expect(text).toContain('  any_state --> any_state : ping\n');
    expect(text).toContain('  idle --> busy : go\n');
  });

  it.each(allMachines.map(({ name, machine }) => [name, machine] as const))(
    '%s: every transition the machine has is drawn, one edge per target',
    (_, machine) => {
      const expected = transitionsOf(machine).flatMap((t) => (t.target?.length ? t.target : [t.source])).length;
      expect(drawnEdges(machine)).toHaveLength(expected);
    },
  );

  it.each(allMachines.map(({ name, machine }) => [name, machine] as const))(
    '%s: every guard is drawn by its name (no anonymous [guard])',
    (_, machine) => {
      expect(
        drawnEdges(machine)
          .filter((edge) => edge.label.includes('[guard]'))
          .map((edge) => `${edge.from} --> ${edge.to} : ${edge.label}`),
      ).toEqual([]);
    },
  );

  it('is pure: the same machine gives the same text', () => {
    for (const { machine } of allMachines) expect(toMermaid(machine)).toBe(toMermaid(machine));
  });
});
