import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';
import { openPglite } from './pglite';

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('data folder lock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'crust.lock'), 'utf8').split(' ')[0].trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'crust.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process, with a clear message', () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'crust.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by another Crust server (pid ${process.ppid})`);
    // the holder's lock is left alone
    expect(fs.readFileSync(path.join(dir, 'crust.lock'), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'crust.lock'), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'crust.lock'), 'utf8').split(' ')[0].trim()).toBe(String(process.pid));
    lock.release();
  });

  // the pid of a server gone for good, reused by an unrelated process: npm start refused until the file was deleted by hand
  it.each([
    ["with a start time that is not the live process's", (pid: number) => `${pid} 1\n`],
    ['from an older server (a bare pid) when the live process is not Node', (pid: number) => `${pid}\n`],
  ])('takes over a stale lock naming a live unrelated pid, %s', async (_, content) => {
    const unrelated = spawn('sleep', ['10'], { stdio: 'ignore' });
    try {
      const dir = freshDir();
      fs.writeFileSync(path.join(dir, 'crust.lock'), content(unrelated.pid!));
      const lock = acquireDataDirLock(dir);
      expect(fs.readFileSync(path.join(dir, 'crust.lock'), 'utf8').split(' ')[0].trim()).toBe(String(process.pid));
      lock.release();
    } finally {
      unrelated.kill('SIGKILL');
    }
  });

  it('still refuses a lock naming a live server with its own start time', () => {
    const dir = freshDir();
    const started = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
    fs.writeFileSync(path.join(dir, 'crust.lock'), `${process.ppid} ${started}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock whose process was killed but not yet reaped (a zombie)', async () => {
    // the child exits 0.2 s in, when its parent has become `sleep`, which never reaps it: a zombie till the end
    const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 10'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (chunk) => resolve(String(chunk).trim()))));
      await expect.poll(() => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0], { timeout: 5_000 }).toBe('Z');
      const dir = freshDir();
      fs.writeFileSync(path.join(dir, 'crust.lock'), `${zombie}\n`);
      acquireDataDirLock(dir).release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('refuses a second open of the same folder, even in this process, until the first closes', async () => {
    const dir = freshDir();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
  });

  it('creates missing parent folders', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    acquireDataDirLock(dir).release();
    expect(fs.existsSync(dir)).toBe(true);
  });
});
