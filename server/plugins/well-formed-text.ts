import type { FastifyInstance } from 'fastify';
import { ApiError } from '../domains/api-error';

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !unpairedSurrogate.test(text);

/** The first string (key or value) in a JSON body that is not well-formed UTF-16, with its field path. */
function malformedField(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return isWellFormed(value) ? null : path;
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const at = [...path, key];
    if (!isWellFormed(key)) return at;
    const found = malformedField(child, at);
    if (found) return found;
  }
  return null;
}

/**
 * A JSON string may carry an unpaired surrogate ("\ud800"): JavaScript keeps it, PostgreSQL refuses it
 * in text and jsonb. Such a body is refused before any route sees it, so nothing half-stored fails later.
 */
export function rejectMalformedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = malformedField(request.body, []);
    if (!field) return;
    const name = field.join('.');
    throw new ApiError(400, { code: 'malformed_text', message: `${name || 'body'}: text must be valid Unicode (an unpaired surrogate was sent).`, ...(name ? { field: name } : {}) });
  });
}
