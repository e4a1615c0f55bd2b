import type { FastifyInstance } from 'fastify';
import { ApiError } from '../domains/api-error';

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !unpairedSurrogate.test(text);

/** Deeper than any body of the contract (an order is 5 levels); deeper is refused before it is walked. */
export const MAX_BODY_DEPTH = 32;

type Finding = { kind: 'malformed' | 'tooDeep'; path: string[] };

/**
 * The first string (key or value) in a JSON body that is not well-formed UTF-16, or the first value
 * nested deeper than MAX_BODY_DEPTH, with its field path. Walked with a stack of its own: a body
 * 20 000 levels deep must not overflow the call stack.
 */
function findBadText(body: unknown): Finding | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isWellFormed(value)) return { kind: 'malformed', path };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (path.length >= MAX_BODY_DEPTH) return { kind: 'tooDeep', path };
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i];
      if (!isWellFormed(key)) return { kind: 'malformed', path: [...path, key] };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * A JSON string may carry an unpaired surrogate ("\ud800"): JavaScript keeps it, PostgreSQL refuses it
 * in text and jsonb. Such a body is refused before any route sees it, so nothing half-stored fails later;
 * so is a body nested deeper than any the contract takes.
 */
export function rejectMalformedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = findBadText(request.body);
    if (!found) return;
    if (found.kind === 'tooDeep') {
      throw new ApiError(400, {
        code: 'body_too_deep',
        message: `The request body is nested too deeply (${MAX_BODY_DEPTH} levels at most).`,
      });
    }
    const name = found.path.join('.');
    throw new ApiError(400, {
      code: 'malformed_text',
      message: `${name || 'body'}: text must be valid Unicode (an unpaired surrogate was sent).`,
      ...(name ? { field: name } : {}),
    });
  });
}
