import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test } from './test';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { coverageAttachment, machineTotals, statePath, type CoverageRecord, type MachineTotals } from './machine-coverage';
import {
  buildPaths,
  defaultEventLabel,
  pathMode,
  totalsOf,
  addReached,
  childReached,
  nothingReached,
  parentFollower,
  type Reached,
  type ModelDefinition,
  type ModelEvent,
  type ModelPath,
} from './model-paths';
import { galleryDir, galleryRecorder, statesCover } from '../gallery/gallery-shots';

/** What a state check or an event action gets for one step of one path. */
export interface StepContext<TEvent extends EventObject = ModelEvent> {
  page: Page;
  /** Talks to the same real server (dispatch control, seed look-ups). */
  request: APIRequestContext;
  baseURL: string;
  /** The event of this step (for a state check: the event that led here). */
  event: TEvent;
  /** The snapshot the machine rests in after this step, replayed on the real machine. */
  snapshot: AnyMachineSnapshot;
  /** The whole path, for actions that must prepare an outcome that comes later. */
  path: ModelPath;
  index: number;
  /** Per-test scratch space shared by the handlers of one path (held routes, order uuid…). */
  memo: Record<string, unknown>;
  testInfo: TestInfo;
}

export type StateCheck = (step: StepContext) => Promise<void>;
export type EventAction = (step: StepContext) => Promise<void>;

export interface PageModel<TMachine extends AnyStateMachine = AnyStateMachine> extends ModelDefinition<TMachine> {
  /** Names this walk when one machine is walked from more than one start (coverage adds up by `name`). */
  title?: string;
  /** State path ("editing.address.validating") → assertion on the page, by role and accessible name. */
  states: Record<string, StateCheck>;
  /** Event type → UI action, server-side cause or clock step. `xstate.init` opens the page. */
  events: Record<string, EventAction>;
  /** Runs after every path, pass or fail (e.g. release held routes). */
  cleanup?: (step: Omit<StepContext, 'event' | 'snapshot' | 'index'>) => Promise<void>;
}

/** The '*' fallbacks, taken for any event or state a suite has no entry for: the path fails loudly. */
const fallbackAction: EventAction = async ({ event }) => {
  throw new Error(`model-tests: no UI action or server cause for event "${event.type}" — add one to the suite's events map`);
};
const fallbackCheck =
  (path: string): StateCheck =>
  async () => {
    throw new Error(`model-tests: no UI assertion for state "${path}" — add one to the suite's states map`);
  };

/**
 * The state checks for a snapshot: every key the snapshot matches runs (a parent's check too), and
 * every active atomic state needs a key of its own, or its '*' fallback fails the path.
 */
function checksFor(states: Record<string, StateCheck>, snapshot: AnyMachineSnapshot): StateCheck[] {
  const keys = Object.keys(states).filter((key) => snapshot.matches(key as never));
  const leaves = (snapshot._nodes as AnyStateNode[]).filter((node) => node.type === 'atomic' || node.type === 'final');
  const unasserted = leaves.map(statePath).filter((path) => !keys.includes(path));
  return [...unasserted.map(fallbackCheck), ...keys.map((key) => states[key])];
}

const STEP_BUDGET_MS = 6_000;

/** What one path walked of one machine, as the coverage reporter reads it (the body of a `coverageAttachment`). */
const coverageRecord = (machine: string, test: string, totals: MachineTotals, unreachable: Record<string, string>, reached: Reached) => ({
  contentType: 'application/json',
  body: JSON.stringify({
    machine,
    test,
    totals,
    unreachable,
    states: [...reached.states],
    transitions: [...reached.transitions],
  } satisfies CoverageRecord),
});

/** Declares one Playwright test per model path; each step performs the event, then asserts the state. */
export function testModel<TMachine extends AnyStateMachine>(model: PageModel<TMachine>): ModelPath[] {
  const gallery = galleryDir();
  // The gallery (npm run diagrams:gallery) walks the fewest shortest paths that reach every state.
  const paths = gallery
    ? statesCover(buildPaths(model as unknown as ModelDefinition, 'full'))
    : buildPaths(model as unknown as ModelDefinition);
  const totals = totalsOf(model as unknown as ModelDefinition);
  test.describe(`${model.title ?? model.name} (${gallery ? 'gallery' : pathMode()} paths: ${paths.length})`, () => {
    test.use({ baseURL: process.env.CRUST_BASE_URL });
    paths.forEach((path, pathIndex) => {
      test(`${pathIndex + 1}: ${path.title}`, async ({ page, request, baseURL }, testInfo) => {
        // A path's time grows with its steps: a long walk gets a proportionate budget (a timeout is not a speed target).
        testInfo.setTimeout(Math.max(testInfo.timeout, STEP_BUDGET_MS * path.steps.length));
        const reached = nothingReached();
        const children = (model.children ?? []).map((child) => ({ child, reached: nothingReached() }));
        const parent = model.parent ? parentFollower(model.parent) : null;
        const memo: Record<string, unknown> = {};
        const shots = gallery
          ? galleryRecorder({
              dir: gallery,
              suite: testInfo.titlePath[0],
              machine: model.name,
              walk: model.title ?? model.name,
              pathIndex,
              path,
              totals,
              unreachable: model.unreachable ?? {},
              label: model.eventLabel ?? defaultEventLabel,
            })
          : null;
        let failure: unknown;
        try {
          await shots?.start(page);
          for (const [index, step] of path.steps.entries()) {
            const context: StepContext = {
              page,
              request,
              baseURL: baseURL!,
              event: step.event,
              snapshot: step.snapshot,
              path,
              index,
              memo,
              testInfo,
            };
            const action = model.events[step.event.type] ?? fallbackAction;
            await test.step(`event ${step.event.type}`, () => action(context));
            await test.step(`state ${JSON.stringify(step.snapshot.value)}`, async () => {
              for (const check of checksFor(model.states, step.snapshot)) await check(context);
            });
            await shots?.shoot(page, index);
            addReached(reached, step);
            children.forEach((walk) => childReached(walk.child, step.event, walk.reached));
            parent?.follow(step);
          }
        } catch (error) {
          failure = error;
          throw error;
        } finally {
          shots?.finish(failure);
          await model.cleanup?.({ page, request, baseURL: baseURL!, path, memo, testInfo });
          const title = `${model.title ?? model.name} ${pathIndex + 1}: ${path.title}`;
          await testInfo.attach(coverageAttachment, coverageRecord(model.name, title, totals, model.unreachable ?? {}, reached));
          // the other machines the path walked: its children behind its events, its parent at the page
          const alongside = [
            ...children.map(({ child, reached: walked }) => ({ name: child.name, machine: child.machine, walked })),
            ...(parent ? [{ name: parent.walk.name, machine: parent.walk.machine, walked: parent.reached }] : []),
          ];
          for (const { name, machine, walked } of alongside.filter((other) => other.walked.states.size > 0))
            await testInfo.attach(coverageAttachment, coverageRecord(name, title, machineTotals(machine), {}, walked));
        }
      });
    });
  });
  return paths;
}
