import type { PaymentIntentData } from './objects';
import { invalidRequest, missingParam } from './errors';
import type { Params } from './params';
import { objectsWithMetadata } from './repository';
import type { Ctx } from './service';

/** One clause of Stripe's search query language the sandbox answers: metadata['key']:'value'. */
const METADATA_CLAUSE = /^metadata\['([^'\\]+)'\]:'([^'\\]*)'$/;

/**
 * The metadata pairs of a query such as `metadata['order_uuid']:'…' AND metadata['shop']:'7'`. Stripe's
 * other fields (status, amount, created, …) are not kept searchable here: such a query is refused as Stripe
 * refuses a field it does not know, so a caller never mistakes an unanswered clause for "no match".
 */
function metadataClauses(query: string): [string, string][] {
  const clauses = query.split(/\s+AND\s+/).map((clause) => clause.trim());
  return clauses.map((clause) => {
    const match = METADATA_CLAUSE.exec(clause);
    if (!match)
      throw invalidRequest(
        `Field or query ${JSON.stringify(clause)} is not supported by the sandbox: search by metadata['key']:'value'.`,
        'query',
      );
    return [match[1], match[2]];
  });
}

/**
 * GET /v1/payment_intents/search: Stripe's search result (object search_result) of the payment intents
 * whose metadata match, newest first. Stripe's search may lag writes by up to a minute; the sandbox's does not.
 */
export async function searchPaymentIntents(ctx: Ctx, p: Params) {
  const query = p.string('query');
  if (query === undefined) throw missingParam('query');
  const limit = p.int('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit');
  p.string('page');
  const rows = await objectsWithMetadata(ctx.db, 'payment_intent', metadataClauses(query), limit + 1);
  return {
    object: 'search_result',
    data: rows.slice(0, limit).map((row) => row.data as PaymentIntentData),
    has_more: rows.length > limit,
    next_page: null,
    url: '/v1/payment_intents/search',
  };
}
