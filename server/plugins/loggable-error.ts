/**
 * What of an error goes to the log: its kind, its database code and where it came from, never the
 * values it was about. A failed query's message carries its parameters (a shopper's name, email,
 * phone) and PostgreSQL's detail the failing row, so both stay out.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const database = pick(cause ?? error, ['code', 'constraint', 'table', 'column', 'routine']);
  return {
    type: error.name,
    message: withoutValues(error.message),
    ...database,
    ...(cause instanceof Error ? { cause: { type: cause.name, message: withoutValues(cause.message) } } : {}),
    // the frames only: a stack's first lines repeat the message, parameters and all
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  };
}

/** A message's first line, with quoted input values ('invalid input syntax for type integer: "…"') removed. */
function withoutValues(message: string): string {
  const firstLine = message.split('\n')[0].replace(/\bparams:.*$/, 'params: [omitted]');
  return firstLine.replace(/(: )"[^"]*"/g, '$1"[omitted]"').slice(0, 500);
}

function pick(value: unknown, keys: string[]): Record<string, unknown> {
  if (!value || typeof value !== 'object') return {};
  const record = value as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => typeof record[key] === 'string').map((key) => [key, record[key]]));
}
