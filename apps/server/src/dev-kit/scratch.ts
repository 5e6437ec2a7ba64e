import { existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Memory-backed where the system has it (Linux); a container's is often small (64 MB by default in Docker). */
const memoryDir = '/dev/shm';

const freeBytes = (dir: string) => {
  try {
    const s = statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return 0;
  }
};

/**
 * A new folder for one copy of the database (a snapshot, a scenario): in memory when there is room for it twice
 * over and 64 MB more (its WAL grows there too), else in the system's temporary folder. A copy of SEED_SCALE=1's
 * 135 MB takes ~60 ms into memory and 80–450 ms onto the development machine's disk, slower with every copy the disk
 * has not yet written back (docs/decisions/0027-reset-and-checks.md).
 */
let swept = false;
export const scratchDir = (prefix: string, bytes: number): string => {
  if (!swept) sweepScratch();
  swept = true;
  const inMemory = existsSync(memoryDir) && freeBytes(memoryDir) >= 2 * bytes + 64 * 1024 * 1024;
  return mkdtempSync(join(inMemory ? memoryDir : tmpdir(), `${scratchPrefix}${process.pid}-${prefix}`));
};

/** Whether the scratch space (memory or the temporary folder) has room for one more copy of `bytes` and its WAL. */
export const hasRoomFor = (bytes: number): boolean =>
  freeBytes(memoryDir) >= 2 * bytes + 64 * 1024 * 1024 || freeBytes(tmpdir()) >= bytes + 64 * 1024 * 1024;

/** Every scratch folder is named `stub-scratch-<pid>-…` after the process that made it. */
const scratchPrefix = 'stub-scratch-';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the scratch folders of stubs that are gone: a stub closed normally removes its own, one killed (or crashed)
 * cannot, and in /dev/shm they would hold memory until the machine restarts.
 */
export const sweepScratch = () => {
  for (const dir of [memoryDir, tmpdir()]) {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const pid = Number(/^stub-scratch-(\d+)-/.exec(name)?.[1]);
      if (pid && pid !== process.pid && !alive(pid)) rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
};
