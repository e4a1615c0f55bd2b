import type { CoverageRecord, MachineTotals } from './machine-coverage';

/** Everything the paths of one machine walked, added up over its suites. */
export interface MachineWalk {
  totals: MachineTotals;
  unreachable: Record<string, string>;
  /** State id or transition name → the titles of the tests that walked it. */
  walkedBy: Map<string, Set<string>>;
  paths: number;
}

export function addRecord(walks: Map<string, MachineWalk>, record: CoverageRecord): void {
  const walk = walks.get(record.machine) ?? { totals: record.totals, unreachable: {}, walkedBy: new Map(), paths: 0 };
  // Several models may walk one machine (from different pages): their lists add up.
  Object.assign(walk.unreachable, record.unreachable);
  for (const item of [...record.states, ...record.transitions]) {
    const tests = walk.walkedBy.get(item) ?? new Set<string>();
    tests.add(record.test);
    walk.walkedBy.set(item, tests);
  }
  walk.paths += 1;
  walks.set(record.machine, walk);
}

export const missedItems = (walk: MachineWalk) =>
  [...walk.totals.states, ...walk.totals.transitions].filter((item) => !walk.walkedBy.has(item));

/** An unreachable entry whose reason admits the UI can reach it: it is to be modelled, not listed (issue 33). */
const admitsReachable = (reason: string) => /\bnot modell?ed\b|^\s*reachable\b/i.test(reason);

/**
 * Why the coverage gate fails, or nothing: a machine of `required` that no suite walked, a state or
 * transition not walked and not listed as unreachable from the UI with a reason, an unreachable entry
 * whose reason says the UI reaches it ("Reachable, not modelled"), and an unreachable entry that is stale
 * (walked after all, or naming nothing the machine has).
 */
export function gateProblems(walks: Map<string, MachineWalk>, required: readonly string[]): string[] {
  const problems = required.filter((name) => !walks.has(name)).map((name) => `${name}: no model suite walked this machine`);
  for (const [machine, walk] of walks) {
    const known = new Set([...walk.totals.states, ...walk.totals.transitions]);
    for (const item of missedItems(walk)) {
      if (!walk.unreachable[item]?.trim()) problems.push(`${machine}: not walked, and not listed as unreachable with a reason: ${item}`);
    }
    for (const item of Object.keys(walk.unreachable)) {
      if (admitsReachable(walk.unreachable[item]))
        problems.push(`${machine}: reachable from the UI, so to be modelled, not listed: ${item}`);
      if (!known.has(item)) problems.push(`${machine}: listed as unreachable, but the machine has no such state or transition: ${item}`);
      const walkers = walk.walkedBy.get(item);
      if (walkers) problems.push(`${machine}: listed as unreachable, but walked by "${[...walkers][0]}": ${item}`);
    }
  }
  return problems;
}
