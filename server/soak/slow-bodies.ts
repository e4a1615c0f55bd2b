import net from 'node:net';
import { defaultSocketLimits } from '../plugins/socket-limits';
import { openSoakApp } from './soak-app';
import { readyPath } from './server-env';
import { figure, seconds, type SoakRow } from './table';

export type SlowBodyFigures = {
  sockets: number;
  /** answered 408 and closed by the server */
  cut408: number;
  /** closed by the server with no 408 status line */
  closedOther: number;
  /** the status lines of those, if any */
  otherStatuses: string[];
  /** still open when the check gave up (twice the request timeout) */
  stillOpen: number;
  /** slowest cut, from the first byte sent (ms) */
  slowestCutMs: number;
  /** plain reads made while the slow bodies dripped, and how many answered 200 */
  reads: number;
  readsOk: number;
  durationMs: number;
};

/** One slowloris client: headers, then a body a byte a second that never completes; resolves how the server ended it. */
function slowBody(port: number, giveUpMs: number): Promise<{ status: string | null; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /services/core/api/v2/orders HTTP/1.1\r\nHost: soak\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
    });
    const drip = setInterval(() => socket.writable && socket.write(' '), 1_000);
    const giveUp = setTimeout(() => {
      socket.destroy();
      finish(null);
    }, giveUpMs);
    const finish = (closedAfterMs: number | null) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ status: received.startsWith('HTTP/1.1 ') ? received.split(' ')[1] : null, closedAfterMs });
    };
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
  });
}

/**
 * Issue 37 item 4 at the server's real limits: `sockets` clients each send a body a byte a second that never completes,
 * while a plain read is made every second. Each slow body must be answered 408 and its socket closed within the request
 * timeout (plus Node's check interval), and the reads must go on being answered.
 */
export async function slowBodies(sockets = 50): Promise<SlowBodyFigures> {
  const soak = await openSoakApp('pglite', { dispatchControl: false });
  try {
    await soak.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (soak.app.server.address() as net.AddressInfo).port;
    const started = Date.now();
    const giveUpMs = defaultSocketLimits.requestTimeout * 2;
    let reads = 0;
    let readsOk = 0;
    const reader = setInterval(() => {
      reads += 1;
      void fetch(`http://127.0.0.1:${port}${readyPath}`)
        .then((answer) => {
          if (answer.status === 200) readsOk += 1;
          return answer.arrayBuffer();
        })
        .catch(() => undefined);
    }, 1_000);
    const ends = await Promise.all(Array.from({ length: sockets }, () => slowBody(port, giveUpMs)));
    clearInterval(reader);
    // the last read's answer
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const cut = ends.filter((end) => end.closedAfterMs !== null);
    return {
      sockets,
      cut408: cut.filter((end) => end.status === '408').length,
      closedOther: cut.filter((end) => end.status !== '408').length,
      otherStatuses: [...new Set(cut.filter((end) => end.status !== '408').map((end) => end.status ?? 'no answer'))],
      stillOpen: ends.length - cut.length,
      slowestCutMs: Math.max(0, ...cut.map((end) => end.closedAfterMs ?? 0)),
      reads,
      readsOk,
      durationMs: Date.now() - started,
    };
  } finally {
    await soak.close();
  }
}

export function slowBodyRow(figures: SlowBodyFigures): SoakRow {
  const limitMs = defaultSocketLimits.requestTimeout + defaultSocketLimits.checkingInterval + 2_000;
  const pass =
    figures.cut408 === figures.sockets && figures.stillOpen === 0 && figures.slowestCutMs <= limitMs && figures.readsOk === figures.reads;
  return {
    check: `slow bodies: ${figure(figures.sockets)} clients sending a body a byte a second, at the server's own limits`,
    backend: 'PGlite',
    figures:
      `${figure(figures.cut408)} × 408 and closed, ${figure(figures.closedOther)} closed otherwise${figures.otherStatuses.length ? ` (${figures.otherStatuses.join(', ')})` : ''}, ${figure(figures.stillOpen)} still open; ` +
      `slowest cut after ${seconds(figures.slowestCutMs)}; reads meanwhile ${figure(figures.readsOk)}/${figure(figures.reads)} × 200; ${seconds(figures.durationMs)}`,
    expected: `every one 408 and closed within ${seconds(limitMs)} (request timeout ${seconds(defaultSocketLimits.requestTimeout)}); every read answered`,
    result: pass ? 'PASS' : 'FAIL',
  };
}
