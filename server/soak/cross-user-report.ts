import { ADYEN_SANDBOX_PATH } from '../contract/adyen';
import { STRIPE_SANDBOX_PATH } from '../contract/payments';
import type { FuzzFigures } from './fuzz';
import { clip } from './fuzz-report';
import { ATTEMPTED_ROUTES, type CrossUserFigures } from './cross-user';
import { figure, markdownTable, seconds, type SoakRow } from './table';

export const MIN_CROSS_USER_ATTEMPTS = 1_000;

/**
 * Routes that asked for sign-in (401) while being fuzzed are account routes: any the cross-user check
 * does not attempt is a gap (a route added without the check learning of it).
 */
export function accountRoutesNotAttempted(fuzz: FuzzFigures | null): string[] {
  if (!fuzz) return [];
  // one route's label is 'METHOD /path'; the other-methods bucket names no route of its own. The card
  // sandboxes' Stripe and Adyen APIs answer 401 for a missing API key, as those do: a key, not an account's sign-in
  const isAccountRoute = (label: string) =>
    /^[A-Z]+ \//.test(label) && ![STRIPE_SANDBOX_PATH, ADYEN_SANDBOX_PATH].some((path) => label.includes(` ${path}/`));
  return fuzz.perTarget.filter((t) => t.s401 > 0 && isAccountRoute(t.label) && !ATTEMPTED_ROUTES.includes(t.label)).map((t) => t.label);
}

export function crossUserRow(figures: CrossUserFigures, notAttempted: string[]): SoakRow {
  const { total } = figures;
  const changed = total.changed + figures.victimReadsChanged;
  const pass =
    total.attempts >= MIN_CROSS_USER_ATTEMPTS && total.leaked === 0 && changed === 0 && total.s5xx === 0 && notAttempted.length === 0;
  return {
    check: `cross-user attempts on account routes (${figures.users} accounts, each against every other)`,
    backend: figures.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    figures:
      `${figure(total.attempts)} attempts on ${figures.perRoute.filter((t) => t.attempts).length} routes (${figure(figures.pairs)} account pairs + fuzzed ids): ` +
      `${figure(total.refused)} refused (401/403/404), ${figure(total.badRequest)} 400 (malformed id), ${figure(total.answered)} answered with the caller's own data only, ` +
      `${figure(total.other)} other 4xx, ${total.s5xx ? `**${figure(total.s5xx)} 5xx** (a server error, not a leak: see the findings below)` : '0 5xx'}${total.unexpected2xx ? `, ${figure(total.unexpected2xx)} 2xx where a refusal was expected` : ''}; ` +
      `**${figure(total.leaked)} leaked**, **${figure(changed)} changed** (other accounts' rows compared after each of ${figure(figures.writes)} writes; ` +
      `${figure(figures.victimReads)} read-backs with the victim's own token, ${figure(figures.victimReadsChanged)} differed)` +
      `${notAttempted.length ? `; account routes not attempted: ${notAttempted.join(', ')}` : ''}; sign-ups and data ${seconds(figures.setupMs)}, ${seconds(figures.durationMs)} in all`,
    expected: `≥ ${figure(MIN_CROSS_USER_ATTEMPTS)} attempts, 0 leaked, 0 changed, 0 5xx, every account route attempted`,
    result: pass ? 'PASS' : 'FAIL',
  };
}

/** Per-route counts and any finding, as markdown. */
export function crossUserDetails(figures: CrossUserFigures): string {
  const name = figures.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const lines = [
    `### Cross-user attempts on ${name}: per route`,
    '',
    markdownTable(
      ['route', 'attempts', 'refused (401/403/404)', '400', "2xx (caller's own data)", 'other 4xx', '5xx', 'leaked', 'changed'],
      [...figures.perRoute, figures.total].map((t) => [
        t.route === 'all' ? '**all**' : `\`${t.route}\``,
        figure(t.attempts),
        figure(t.refused),
        figure(t.badRequest),
        `${figure(t.answered)}${t.unexpected2xx ? ` (**${figure(t.unexpected2xx)} where a refusal was expected**)` : ''}`,
        figure(t.other),
        figure(t.s5xx),
        figure(t.leaked),
        figure(t.changed),
      ]),
    ),
  ];
  if (figures.findings.length) {
    lines.push('', `### Cross-user findings on ${name}, by cause (with the first examples)`);
    for (const group of figures.findings) {
      lines.push(
        '',
        `- **${group.kind}: ${group.cause}**: ${figure(group.count)} attempt${group.count === 1 ? '' : 's'} on \`${group.route}\``,
      );
      for (const example of group.examples)
        lines.push('  ```', `  ${clip(example.request, 400)}`, `  → ${example.status} ${clip(example.answer, 300)}`, '  ```');
    }
  }
  return lines.join('\n');
}
