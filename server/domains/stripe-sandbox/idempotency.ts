import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { StripeError } from './errors';
import type { FormHash } from './form';
import { deleteObject, deleteObjectCreatedBefore, findObject, insertObjectOnce, saveObject } from './repository';
import type { Ctx } from './service';

/** A route's answer: what is sent, and what a replay of its Idempotency-Key sends again. */
export type Answer = { status: number; body: unknown };

type Claim = {
  id: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
  state: 'pending' | 'done';
  response: Answer | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim left pending this long belongs to a request that died (a killed replica): it is taken over. */
const STALE_PENDING_MS = 60 * 1000;

const idempotencyError = (status: number, message: string) => new StripeError(status, { type: 'idempotency_error', message });

/**
 * Runs a POST once per Idempotency-Key (for 24 hours), as Stripe does: the same key with the same
 * endpoint and parameters answers the first answer again (header Idempotent-Replayed: true); with
 * other parameters or another endpoint it is a 400; while the first is still running, a 409.
 * Answers that started work (200, and 402 card errors) are kept; refusals of the request itself are not,
 * so a corrected retry with the same key runs. The claim is a row of stripe_sandbox_objects, so
 * replicas see each other's.
 */
export async function runIdempotent(
  ctx: Ctx,
  request: { key: string; method: string; path: string; params: FormHash },
  run: () => Promise<Answer>,
  reply: FastifyReply,
): Promise<Answer> {
  const { key, method, path } = request;
  if (key.length > 255)
    throw new StripeError(400, { type: 'invalid_request_error', message: 'Idempotency keys can be at most 255 characters long.' });
  const id = `idem_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
  const fingerprint = createHash('sha256').update(JSON.stringify(request.params)).digest('hex');
  const now = ctx.now.getTime();
  for (let tries = 0; tries < 3; tries += 1) {
    const claim: Claim = { id, key, method, path, fingerprint, state: 'pending', response: null };
    if (await insertObjectOnce(ctx.db, 'idempotency_key', claim, ctx.now)) {
      let answer: Answer;
      try {
        answer = await run();
      } catch (error) {
        await deleteObject(ctx.db, id);
        throw error;
      }
      if (answer.status === 200 || answer.status === 402) await saveObject(ctx.db, id, { ...claim, state: 'done', response: answer });
      else await deleteObject(ctx.db, id);
      return answer;
    }
    const row = await findObject(ctx.db, id, 'idempotency_key');
    if (!row) continue;
    if (row.createdAt.getTime() < now - DAY_MS) {
      await deleteObjectCreatedBefore(ctx.db, id, new Date(now - DAY_MS));
      continue;
    }
    const earlier = row.data as Claim;
    if (earlier.method !== method || earlier.path !== path) {
      throw idempotencyError(
        400,
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.method} ${earlier.path}' vs '${method} ${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (earlier.fingerprint !== fingerprint) {
      throw idempotencyError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (earlier.state === 'done' && earlier.response) {
      reply.header('idempotent-replayed', 'true');
      return earlier.response;
    }
    if (row.createdAt.getTime() < now - STALE_PENDING_MS) {
      await deleteObjectCreatedBefore(ctx.db, id, new Date(now - STALE_PENDING_MS));
      continue;
    }
    break;
  }
  throw idempotencyError(
    409,
    `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
  );
}
