import { figure, markdownTable, seconds, type SoakRow } from './table';
import type { FuzzFigures } from './fuzz';

/** '[[[[…' 8 000 times reads as '⟨[ ×8000⟩', '{"a":{"a":…' as '⟨{"a": ×5000⟩'; answers on one line */
const compactRuns = (text: string) =>
  text.replace(/(.{1,8}?)\1{15,}/gs, (run, unit: string) => `⟨${unit} ×${run.length / unit.length}⟩`).replace(/\s*\n\s*/g, ' ');
export const clip = (text: string, length = 400) => {
  const compact = compactRuns(text);
  return compact.length > length ? `${compact.slice(0, length)}… (${figure(text.length)} chars)` : compact;
};

export function fuzzRow(figures: FuzzFigures, minimum: number): SoakRow {
  const { total } = figures;
  const pass = total.requests >= minimum && total.s5xx === 0 && total.outsideShape === 0 && figures.unreached.length === 0;
  return {
    check: `fuzzed requests across every route (${figures.routes} routes + other methods)`,
    backend: figures.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    figures:
      `${figure(total.requests)} requests: ${figure(total.s2xx)} 2xx, ${figure(total.s3xx)} 3xx, ${figure(total.s4xx)} 4xx, **${figure(total.s5xx)} 5xx**, ` +
      `**${figure(total.outsideShape)} outside the error shape**${figures.ownFormatOutsideShape ? ` (besides ${figure(figures.ownFormatOutsideShape)} OAuth/OIDC-format answers of the identity provider)` : ''}` +
      `${figures.unreached.length ? `, ${figures.unreached.length} routes not reached` : ''}; ${seconds(figures.durationMs)}, seed ${figures.seed}`,
    expected: `≥ ${figure(minimum)} requests, 0 5xx, 0 outside the error shape`,
    result: pass ? 'PASS' : 'FAIL',
  };
}

/** The per-route counts and any failing examples, as markdown. */
export function fuzzDetails(figures: FuzzFigures): string {
  const name = figures.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const lines = [
    `### Fuzzing on ${name}: requests per route`,
    '',
    markdownTable(
      ['route', 'requests', '2xx', '3xx', '4xx (401)', '5xx', 'outside error shape'],
      [...figures.perTarget, figures.total].map((t) => [
        t.label === 'all' ? '**all**' : `\`${t.label}\``,
        figure(t.requests),
        figure(t.s2xx),
        figure(t.s3xx),
        `${figure(t.s4xx)}${t.s401 ? ` (${figure(t.s401)})` : ''}`,
        figure(t.s5xx),
        `${figure(t.outsideShape)}${t.ownFormat && t.outsideShape ? ' (OAuth/OIDC format)' : ''}`,
      ]),
    ),
  ];
  if (figures.unsendable)
    lines.push('', `${figure(figures.unsendable)} generated requests could not be built by the HTTP client (not sent, not counted).`);
  if (figures.unreached.length) lines.push('', `Routes the probe did not reach: ${figures.unreached.join(', ')}`);
  if (figures.failures.length) {
    lines.push('', `### Failures on ${name}, by cause (with the first examples)`);
    for (const group of figures.failures) {
      lines.push(
        '',
        `- **${group.problem}: ${group.cause}**: ${figure(group.count)} requests on ${group.routes.size} route${group.routes.size === 1 ? '' : 's'} (${[...group.routes].map((route) => `\`${route}\``).join(', ')})`,
      );
      for (const { request, status, answer } of group.examples) {
        lines.push(
          '  ```',
          `  ${request.method} ${clip(request.url, 300)}`,
          ...Object.entries(request.headers).map(([key, value]) => `  ${key}: ${clip(value, 100)}`),
          ...(request.payload === undefined ? [] : [`  body: ${clip(JSON.stringify(request.payload), 400)}`]),
          `  → ${status} ${clip(answer, 300)}`,
          '  ```',
        );
      }
    }
  }
  return lines.join('\n');
}
