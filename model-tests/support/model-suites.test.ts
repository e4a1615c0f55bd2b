import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMachines } from '../../machines';
import { machineTotals } from './machine-coverage';
import type { ModelDefinition } from './model-paths';

const modelsDir = resolve(import.meta.dirname, '..', 'models');
const suitesDir = resolve(import.meta.dirname, '..', 'suites');
const modelFiles = readdirSync(modelsDir).filter((file) => file.endsWith('.model.ts'));
const suiteSources = readdirSync(suitesDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => readFileSync(join(suitesDir, file), 'utf8'));

const isModel = (value: unknown): value is ModelDefinition =>
  typeof value === 'object' &&
  value !== null &&
  'machine' in value &&
  'name' in value &&
  typeof (value as { name: unknown }).name === 'string';

async function loadModels(): Promise<Array<{ file: string; model: ModelDefinition }>> {
  const loaded = await Promise.all(
    modelFiles.map(async (file) => {
      const exports = (await import(join(modelsDir, file))) as Record<string, unknown>;
      return Object.values(exports)
        .filter(isModel)
        .map((model) => ({ file, model }));
    }),
  );
  return loaded.flat();
}

const machinesDir = resolve(import.meta.dirname, '..', '..', 'machines');
/** `export const fooMachine = ` in every machines/<flow>/<flow>.machine.ts */
const declaredMachines = readdirSync(machinesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(machinesDir, dir.name))
      .filter((file) => file.endsWith('.machine.ts'))
      .flatMap((file) =>
        [...readFileSync(join(machinesDir, dir.name, file), 'utf8').matchAll(/export const (\w+Machine)\b/g)].map((match) => ({
          file: `${dir.name}/${file}`,
          name: match[1],
        })),
      ),
  );

/** Machines with no lifecycle of their own, why they are not walked, and the only events they take (to start or stop a child). */
const NOT_LIFECYCLES: Record<string, { why: string; childEvents: string[] }> = {
  'app/app.machine.ts': {
    why: "the app's actor system: a root that starts the registered machines as its children, with no state of its own and no transition but opening and closing the checkout route's child, the menu's review widget, the deals dialog's machine (stopped too once its deal is applied) and a page's add-a-card form; the links between them are unit-tested in machines/app/app.test.ts",
    childEvents: [
      'checkout.open',
      'checkout.close',
      'reviewWidget.open',
      'reviewWidget.close',
      'deals.open',
      'deals.close',
      'xstate.done.actor.deals',
      'saveCard.open',
      'saveCard.close',
    ],
  },
};

describe('every machine is born under the gate', () => {
  it('every machine declared under machines/ is registered in allMachines (so diagrams and the gate see it)', async () => {
    const registered = new Set(allMachines.map((entry) => entry.machine));
    expect(declaredMachines.length).toBeGreaterThanOrEqual(allMachines.length);
    for (const { file, name } of declaredMachines) {
      const module = (await import(join(machinesDir, file))) as Record<string, unknown>;
      if (file in NOT_LIFECYCLES) {
        // only a root with no state, whose transitions only start or stop a child, may stand outside the gate
        const machine = module[name] as { root: { states: object; transitions: Map<string, unknown> } };
        expect(Object.keys(machine.root.states), `${file} has states: register it`).toEqual([]);
        expect([...machine.root.transitions.keys()], `${file} has transitions: register it`).toEqual(NOT_LIFECYCLES[file]!.childEvents);
        continue;
      }
      expect(registered.has(module[name] as never), `${file}: ${name} is not in machines/index.ts allMachines`).toBe(true);
    }
  });

  it.each(allMachines.map((entry) => [entry.name, entry] as const))(
    '%s has a model of the real machine and a suite that walks it',
    async (name, entry) => {
      const models = (await loadModels()).filter(({ model }) => model.machine === entry.machine);
      expect(
        models.map(({ model }) => model.name),
        `a model in model-tests/models with machine: ${name}`,
      ).toContain(name);
      const file = models.find(({ model }) => model.name === name)!.file.replace(/\.ts$/, '');
      const walking = suiteSources.filter((source) => source.includes(`/models/${file}'`) && source.includes('testModel('));
      expect(walking.length, `a suite in model-tests/suites that imports models/${file} and calls testModel`).toBeGreaterThan(0);
    },
  );

  it('every unreachable entry names a state or transition of its machine and gives a reason', async () => {
    for (const { file, model } of await loadModels()) {
      const totals = machineTotals(model.machine);
      const known = new Set([...totals.states, ...totals.transitions]);
      for (const [item, reason] of Object.entries(model.unreachable ?? {})) {
        expect(known.has(item), `${file}: unreachable '${item}' is not in ${model.name}`).toBe(true);
        expect(reason.trim().length, `${file}: unreachable '${item}' needs its reason`).toBeGreaterThan(10);
      }
    }
  });
});
