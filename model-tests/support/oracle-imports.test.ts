import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/*
 * Issue 33 item 1: a model test's expected texts, numbers and durations come from tables written in
 * model-tests from the spec (model-tests/oracles), never from the app's own messages, rules or constants,
 * or a wrong rule is wrong in the app and in its test alike. A model-test file may take from the app:
 * types (`import type`), machines to generate paths (a *.machine module, or a `…Machine` export of
 * machines/index), and the set-up values below.
 */

const root = resolve(import.meta.dirname, '..', '..');
const modelTestsDir = resolve(root, 'model-tests');

/** Values a model-test file may take from the app, by module (from the repository root) and name, each with why it is no oracle. */
const ALLOWED: Array<{ module: string; names: string[]; why: string }> = [
  { module: 'machines/index', names: ['allMachines'], why: 'the registry of machines the gate and the suites walk' },
  {
    module: 'machines/graph/machine-parts',
    names: ['stateNodesOf', 'transitionName', 'transitionsOf'],
    why: 'reads a machine’s states and transitions for the coverage gate',
  },
  // a machine's own guards, selectors and event values, so a walk sends an event where the machine moves and knows which state it is in
  {
    module: 'machines/index',
    names: ['hasCurrentReceipt', 'hasCompleteAddress', 'pricedFulfilment'],
    why: 'checkout’s and the address draft’s guards and selector: which events a path sends, which state it is in',
  },
  {
    module: 'machines/checkout/checkout.tip',
    names: ['CUSTOM_TIP'],
    why: 'the value tip.choose carries for “Other” (the machine’s event, not a rule)',
  },
  {
    module: 'machines/checkout/checkout.fixtures',
    names: ['cardShop'],
    why: 'the checkout machine’s input for a shop taking cards (set-up)',
  },
  { module: 'server/test/server-process', names: ['startServerProcess'], why: 'starts the real server the suites drive' },
  {
    module: 'server/test/seeded-templates',
    names: ['pgliteTemplateDir'],
    why: 'the migrated and seeded database a server starts from (set-up)',
  },
  { module: 'server/cli/build-storefront.mjs', names: ['buildStorefront'], why: 'builds the storefront the suites drive' },
  { module: 'server/seed/catalog', names: ['stableUuid'], why: 'the seeded catalog’s ids, to find seeded shops and products' },
  { module: 'server/seed/hours', names: ['weeklyOpenings'], why: 'the seeded shops’ hours, data the walk sets up (not a rule)' },
  { module: 'src/storage/cartStorage', names: ['CART_STORAGE_KEY'], why: 'where a cart is stored, to set one up' },
  { module: 'src/storage/checkoutStorage', names: ['CHECKOUT_STORAGE_KEY'], why: 'where checkout’s draft is stored, to set one up' },
  { module: 'src/storage/shopAddRequests', names: ['SHOP_ADD_REQUESTS_KEY'], why: 'where shop add requests are stored, to set one up' },
  { module: 'src/analytics/browserId', names: ['BROWSER_ID_KEY'], why: 'where the anonymous browser id is stored, to set or read it' },
  {
    module: 'src/hooks/useAppPromo',
    names: ['SHOW_MENU_TAKEOVER_KEY'],
    why: 'where the app promo’s takeover flag is stored, to set it up',
  },
  {
    module: 'machines/signInPrompt/signInPrompt.types',
    names: ['SIGN_IN_PROMPT_STORAGE_KEY'],
    why: 'where sign-in’s offer is remembered as skipped, to set it up',
  },
  {
    module: 'server/contract/auth',
    names: ['AUTH_CALLBACK_PATH', 'AUTH_SCOPE'],
    why: 'the identity provider’s callback and scope, to sign a shopper in',
  },
  {
    module: 'server/contract/payments',
    names: ['STRIPE_SANDBOX_PATH', 'SANDBOX_PUBLISHABLE_KEY'],
    why: 'where the card sandbox answers and its key, to make a card there',
  },
];

type Import = { file: string; module: string; names: string[] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

const ALIASES: Array<[RegExp, string]> = [
  [/^@machines(?=\/|$)/, 'machines'],
  [/^@contract(?=\/|$)/, 'server/contract'],
  [/^@\//, 'src/'],
];

/** The imported module from the repository root (without extension, a folder as its index), or null for a package. */
function appModule(file: string, specifier: string): string | null {
  const alias = ALIASES.find(([pattern]) => pattern.test(specifier));
  const path = alias
    ? resolve(root, specifier.replace(alias[0], alias[1]))
    : specifier.startsWith('.')
      ? resolve(file, '..', specifier)
      : null;
  if (path === null || path.startsWith(modelTestsDir + '/')) return null;
  const module = relative(root, path).replace(/\.(ts|tsx)$/, '');
  return /^(machines|server\/contract)$/.test(module) ? `${module}/index` : module;
}

type Name = { name?: string; value?: string };
type Specifier = { type: string; importKind?: string; exportKind?: string; imported?: Name; local?: Name };
type Statement = { type: string; importKind?: string; exportKind?: string; source?: { value: string } | null; specifiers?: Specifier[] };

const nameOf = (node: Name | undefined) => node?.name ?? node?.value ?? '?';

/** The names a statement takes as values from its module (type-only ones left out; '*' for a namespace or export *). */
function valueNames(statement: Statement): string[] {
  if (statement.importKind === 'type' || statement.exportKind === 'type') return [];
  if (statement.type === 'ExportAllDeclaration') return ['*'];
  const specifiers = statement.specifiers ?? [];
  if (statement.type === 'ImportDeclaration' && specifiers.length === 0) return ['(side effects)'];
  return specifiers
    .filter((spec) => spec.importKind !== 'type' && spec.exportKind !== 'type')
    .map((spec) =>
      spec.type === 'ImportDefaultSpecifier'
        ? 'default'
        : spec.type === 'ImportNamespaceSpecifier'
          ? '*'
          : nameOf(spec.type === 'ExportSpecifier' ? spec.local : spec.imported),
    );
}

/** The value imports (and re-exports) a file takes from the app, parsed as TypeScript. */
function valueImports(file: string, text = readFileSync(file, 'utf8')): Import[] {
  const parsed = parseSync(file, text, { lang: 'ts' });
  if (parsed.errors.length) throw new Error(`${file}: ${parsed.errors[0].message}`);
  const statements = parsed.program.body as unknown as Statement[];
  return statements.flatMap((statement): Import[] => {
    if (!['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(statement.type) || !statement.source) return [];
    const module = appModule(file, statement.source.value);
    const names = module === null ? [] : valueNames(statement);
    return module !== null && names.length ? [{ file: relative(root, file), module, names }] : [];
  });
}

const isMachineImport = (module: string, name: string) =>
  (/\.machine$/.test(module) && name !== '*' && name !== 'default') || (module === 'machines/index' && /^[a-z]\w*Machine$/.test(name));

/** `module: name` for every value a file takes from the app that is neither a machine nor listed set-up. */
function forbiddenImports(imports: Import[]): string[] {
  const allowed = (module: string, name: string) => ALLOWED.some((entry) => entry.module === module && entry.names.includes(name));
  return imports.flatMap(({ module, names }) =>
    names.filter((name) => !isMachineImport(module, name) && !allowed(module, name)).map((name) => `${module}: ${name}`),
  );
}

const allImports = sourceFiles(modelTestsDir)
  .filter((file) => !file.endsWith('oracle-imports.test.ts'))
  .flatMap((file) => valueImports(file));

describe('model tests take their expectations from the spec, not from the app (issue 33)', () => {
  it('reads the imports of every model-test file (the guard sees what it guards)', () => {
    expect(
      allImports.some((entry) => entry.file === 'model-tests/support/model-suites.test.ts' && entry.names.includes('allMachines')),
    ).toBe(true);
  });

  const files = [...new Set(allImports.map((entry) => entry.file))].sort();
  const importedNames = (file: string) =>
    forbiddenImports(allImports.filter((entry) => entry.file === file)).map((found) => found.split(': ')[1]);
  it.each(files)('%s imports no app message, rule or constant', (file) => {
    expect(importedNames(file)).toEqual([]);
  });
});

describe('the guard itself', () => {
  const at = (source: string) => forbiddenImports(valueImports(join(modelTestsDir, 'suites', 'example.spec.ts'), source));

  it('refuses a message, a rule or a constant, by relative path or alias, imported or re-exported', () => {
    expect(at(`import { ADDRESS_MESSAGES, type AddressField } from '../../machines';`)).toEqual(['machines/index: ADDRESS_MESSAGES']);
    expect(at(`import { formatMoney } from '@/format/money';`)).toEqual(['src/format/money: formatMoney']);
    expect(at(`import { CARD_ERROR_MESSAGES as M } from '@contract/payments';`)).toEqual(['server/contract/payments: CARD_ERROR_MESSAGES']);
    expect(at(`export { TRACKING_POLL_MS } from '../../machines/tracking/tracking.rules';`)).toEqual([
      'machines/tracking/tracking.rules: TRACKING_POLL_MS',
    ]);
    expect(at(`import * as rules from '../../machines/saveCard/saveCard.rules';`)).toEqual(['machines/saveCard/saveCard.rules: *']);
    // the later-slot arithmetic checkout uses (the walk's times come from model-tests/oracles/later.ts)
    expect(at(`import { laterDays } from '../../machines/checkout/checkout.later';`)).toEqual([
      'machines/checkout/checkout.later: laterDays',
    ]);
  });

  it('lets through types, machines and the listed set-up values', () => {
    expect(at(`import type { ReceiptContext } from '../../machines';`)).toEqual([]);
    expect(at(`import { cartMachine, type CartContext } from '../../machines';`)).toEqual([]);
    expect(at(`import { paypalMachine } from '../../machines/paypal/paypal.machine';`)).toEqual([]);
    expect(at(`import { CART_STORAGE_KEY } from '../../src/storage/cartStorage';`)).toEqual([]);
    expect(at(`import { brooklynSliceHouse } from '../support/seed';`)).toEqual([]);
  });
});
