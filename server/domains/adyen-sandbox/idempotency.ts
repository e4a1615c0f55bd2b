import { createHash } from 'node:crypto';
import { validation } from './errors';
import { deleteRecord, deleteRecordCreatedBefore, findRecord, insertRecordOnce, saveRecord } from './repository';
import type { Ctx } from './payments';

/** A route's answer: what is sent, and what a replay of its Idempotency-Key sends again. */
export type Answer = { status: number; body: unknown };

type Claim = { fingerprint: string; state: 'pending' | 'done'; response: Answer | null };

/** A claim left pending this long belongs to a request that died: it is taken over. */
const STALE_PENDING_MS = 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted: the same request is the same whatever order a client writes its fields in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/**
 * Runs a POST once per Idempotency-Key, as Adyen does: the same key with the same request answers the first
 * answer again (the key echoed in the response header); with another request, or while the first is still
 * running, a 422 (704). Only answers that did something (200, 201) are kept, so a corrected retry runs.
 */
export async function runIdempotent(
  ctx: Ctx,
  key: string,
  request: { path: string; body: unknown },
  run: () => Promise<Answer>,
): Promise<Answer> {
  if (key.length > 64) throw validation('702', 'The Idempotency-Key header is at most 64 characters long.');
  const id = `idem_${sha256(key)}`;
  const fingerprint = sha256(canonical([request.path, request.body]));
  for (let tries = 0; tries < 3; tries += 1) {
    if (await insertRecordOnce(ctx.db, 'idempotency_key', id, { fingerprint, state: 'pending', response: null } satisfies Claim, ctx.now)) {
      let answer: Answer;
      try {
        answer = await run();
      } catch (error) {
        await deleteRecord(ctx.db, id);
        throw error;
      }
      if (answer.status === 200 || answer.status === 201)
        await saveRecord(ctx.db, id, { fingerprint, state: 'done', response: answer } satisfies Claim);
      else await deleteRecord(ctx.db, id);
      return answer;
    }
    const row = await findRecord(ctx.db, id, 'idempotency_key');
    if (!row) continue;
    const earlier = row.data as Claim;
    if (earlier.fingerprint !== fingerprint) throw validation('704', 'This Idempotency-Key was already used for another request.');
    if (earlier.state === 'done' && earlier.response) return earlier.response;
    if (await deleteRecordCreatedBefore(ctx.db, id, new Date(ctx.now.getTime() - STALE_PENDING_MS))) continue;
    break;
  }
  throw validation('704', 'request already processed or in progress');
}
