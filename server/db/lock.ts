import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(readonly lockPath: string, readonly holderPid: number) {
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

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes DATA_DIR/crust.lock (containing our pid); a lock whose pid is dead is stale and taken over. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'crust.lock');
  if (heldHere.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(lockPath);
      return {
        path: lockPath,
        release() {
          if (!heldHere.delete(lockPath)) return;
          if (readHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(lockPath, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
