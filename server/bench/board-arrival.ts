/**
 * How fast an order reaches a pizzeria's board (issue 36: within a second, p95): `npx tsx server/bench/board-arrival.ts`,
 * part of `npm run bench`. Two replicas on one database (PGlite; with DATABASE_URL also PostgreSQL), the board's
 * stream open on the second; BENCH_BOARD_ORDERS (100) cash orders placed one after another on the first, each timed
 * from its 201 to its event on the board.
 */
import { databaseKinds } from '../test/harness';
import { startBoardReplicas, until, type Arrival } from '../test/board-replicas';

const orders = Number(process.env.BENCH_BOARD_ORDERS ?? 100);
const targetP95Ms = 1000;

for (const kind of databaseKinds) {
  const replicas = await startBoardReplicas(kind);
  try {
    const arrivals: Arrival[] = [];
    const stream = replicas.connect(await replicas.lastEventId(), arrivals);
    await stream.opened;
    const latencies: number[] = [];
    for (let n = 0; n < orders; n += 1) {
      const { uuid, answered } = await replicas.place();
      await until(() => arrivals.some((arrival) => arrival.uuid === uuid));
      latencies.push(arrivals.find((arrival) => arrival.uuid === uuid)!.at - answered);
    }
    stream.close();
    latencies.sort((a, b) => a - b);
    const at = (share: number) => latencies[Math.max(0, Math.ceil(latencies.length * share) - 1)];
    console.log(
      `board arrival (${kind}): p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms over ${orders} orders (target p95 < ${targetP95Ms} ms: ${at(0.95) < targetP95Ms ? 'met' : 'MISSED'})`,
    );
  } finally {
    await replicas.close();
  }
}
