import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness';
import { startBoardReplicas, until, type Arrival, type BoardReplicas } from '../../test/board-replicas';

/*
 * Issue 36 "Reliability": a board connected to one replica sees every order placed through the other, each once,
 * and a board that keeps dropping its connection and resuming with Last-Event-ID loses none and is shown none twice.
 * The second replica is a second app on the same database. How fast an order arrives is a benchmark
 * (server/bench/board-arrival.ts, p95 over 100 orders), not a test.
 */
describe.each(databaseKinds)('board streams across two replicas on %s', (kind) => {
  let replicas: BoardReplicas;
  beforeAll(async () => {
    replicas = await startBoardReplicas(kind);
  }, 60_000);
  afterAll(async () => {
    await replicas?.close();
  });

  it('each order placed on one replica reaches a board on the other, once', async () => {
    const arrivals: Arrival[] = [];
    const stream = replicas.connect(await replicas.lastEventId(), arrivals);
    await stream.opened;
    const placed: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const { uuid } = await replicas.place();
      placed.push(uuid);
      await until(() => arrivals.some((arrival) => arrival.uuid === uuid));
    }
    stream.close();
    expect(arrivals.filter((arrival) => arrival.status === 'placed').map((arrival) => arrival.uuid)).toEqual(placed);
    const ids = arrivals.map((arrival) => arrival.id);
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);

  it('a board that drops its connection every few orders and resumes with Last-Event-ID loses none, none twice', async () => {
    const arrivals: Arrival[] = [];
    const from = await replicas.lastEventId();
    let stream = replicas.connect(from, arrivals);
    await stream.opened;
    const placed: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (let n = 0; n < 5; n += 1) placed.push((await replicas.place()).uuid);
      // cut off mid-flow, orders keep coming while it is away, then it resumes from the last id it holds
      stream.close();
      placed.push((await replicas.place()).uuid);
      // the last id this board holds (what a browser's EventSource sends as Last-Event-ID)
      const resumeFrom = arrivals.at(-1)?.id ?? from;
      stream = replicas.connect(resumeFrom, arrivals);
      await stream.opened;
    }
    // waits at most 15 s for the last ones; whatever has not come by then counts as lost
    await until(() => placed.every((uuid) => arrivals.some((arrival) => arrival.uuid === uuid && arrival.status === 'placed'))).catch(
      () => undefined,
    );
    stream.close();
    const placedEvents = arrivals.filter((arrival) => arrival.status === 'placed');
    const lost = placed.filter((uuid) => !placedEvents.some((arrival) => arrival.uuid === uuid)).length;
    const ids = arrivals.map((arrival) => arrival.id);
    expect(lost).toBe(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(placedEvents.length).toBe(placed.length);
  }, 180_000);
});
