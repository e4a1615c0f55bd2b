/** One line of the soak table: what was tried, on which database, what came out, and the verdict. */
export type SoakRow = {
  check: string;
  backend: string;
  figures: string;
  expected: string;
  result: 'PASS' | 'FAIL' | 'SKIP' | 'n/a';
};

/** 10000 → '10 000', as docs/bench.md writes figures */
export const figure = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ');

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownTable(header: string[], lines: string[][]): string {
  return [header, header.map(() => '---'), ...lines].map((line) => `| ${line.map(cell).join(' | ')} |`).join('\n');
}

export function soakTable(rows: SoakRow[]): string {
  return markdownTable(
    ['check', 'database', 'figures', 'expected', 'result'],
    rows.map((row) => [row.check, row.backend, row.figures, row.expected, row.result]),
  );
}
