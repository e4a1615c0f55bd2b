import { describe, expect, it } from 'vitest';
import type { ModelPath } from '../support/model-paths';
import { statesCover } from './gallery-shots';

// Paths as buildPaths returns them; only their states and length matter to the cover (steps are stand-ins).
const path = (title: string, states: string[], length: number): ModelPath => ({
  title,
  steps: Array.from({ length }, () => ({}) as ModelPath['steps'][number]),
  states: new Set(states),
  transitions: new Set(),
  outcomes: new Set(),
  alongside: new Set(),
});

describe('statesCover', () => {
  it('keeps the fewest paths that reach every state, the shorter of two that reach the same, in their order', () => {
    const toOpen = path('open', ['door.closed', 'door.open'], 2);
    const toOpenTheLongWay = path('knock → open', ['door.closed', 'door.open'], 3);
    const toLocked = path('lock', ['door.closed', 'door.locked'], 2);
    const toBoth = path('open → close → lock', ['door.closed', 'door.open', 'door.locked'], 4);
    expect(statesCover([toOpen, toOpenTheLongWay, toLocked]).map((p) => p.title)).toEqual(['open', 'lock']);
    expect(statesCover([toLocked, toBoth, toOpen]).map((p) => p.title)).toEqual(['open → close → lock']);
  });

  it('reaches every state any path reaches', () => {
    const paths = [path('a', ['m.a'], 2), path('b', ['m.a', 'm.b'], 3), path('c', ['m.c'], 2)];
    const states = new Set(statesCover(paths).flatMap((p) => [...p.states]));
    expect([...states].sort()).toEqual(['m.a', 'm.b', 'm.c']);
  });
});
