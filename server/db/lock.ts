import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${path.dirname(lockPath)} is in use by another Crust server (pid ${holderPid}). ` +
        'Stop that server, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; release(): void };

/** Locks held by this process; PGlite has no locking of its own, so even a second open here is refused. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** A process killed (kill -9) but not yet reaped by its parent still answers kill(pid, 0): on Linux its state says 'Z'. */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** When the process started (clock ticks since boot, /proc/<pid>/stat field 22); null off Linux or when it is gone. */
function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** A lock written before it carried a start time: its pid counts only while it is a Node process. */
function isNodeProcess(pid: number): boolean {
  try {
    return /(^|\/)node(js)?(\0|$)/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]);
  } catch {
    return true;
  }
}

type Holder = { pid: number; started: string | null };

/** The lock's content: `<pid> <start time>` (a bare pid from older servers). */
function readHolder(lockPath: string): Holder | null {
  try {
    const [pidText, started] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText, 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, started: started ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's server still runs. A pid is reused once its process is gone, so a live pid alone is
 * not enough (a stale lock naming an unrelated process blocked every start): the process must also have
 * started when the lock says.
 */
function holderRuns({ pid, started }: Holder): boolean {
  if (!isAlive(pid)) return false;
  const actual = startTime(pid);
  if (actual === null) return true;
  return started === null ? isNodeProcess(pid) : started === actual;
}

/** Takes DATA_DIR/crust.lock (our pid and start time); a lock whose server no longer runs is stale and taken over. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'crust.lock');
  if (heldHere.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, `${process.pid} ${startTime(process.pid) ?? ''}`.trim() + '\n', { flag: 'wx' });
      heldHere.add(lockPath);
      return {
        path: lockPath,
        release() {
          if (!heldHere.delete(lockPath)) return;
          if (readHolder(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder !== null && holder.pid !== process.pid && holderRuns(holder)) throw new DataDirLockedError(lockPath, holder.pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
