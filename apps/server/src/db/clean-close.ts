import { closeSync, existsSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * A database the stub closed cleanly needs no `PRAGMA quick_check` at its next start (docs/decisions/
 * 0027-reset-and-checks.md): on close, after SQLite's final checkpoint removed the WAL, a stamp beside the file
 * records what the file looked like (size, modification and change times, inode, its 100-byte header). At the next
 * start a stamp that still matches, with no WAL beside the file, means nothing touched the file since; anything else
 * (a hard kill leaves no stamp, any write moves the change time) means the check runs. A stamp is used once.
 */
export const stampFile = (file: string) => `${file}-closed`;

const hasWal = (file: string) => existsSync(`${file}-wal`) && statSync(`${file}-wal`).size > 0;
const changeTime = (file: string) => statSync(file, { bigint: true }).ctimeNs;
/** A write after the stamp moves the file's change time past the stamp's own only if the clock moved on first. */
const stampIsLater = (file: string) => statSync(stampFile(file), { bigint: true }).mtimeNs > changeTime(file);

const fingerprint = (file: string): string => {
  const stat = statSync(file, { bigint: true });
  const header = Buffer.alloc(100);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  return [stat.size, stat.mtimeNs, stat.ctimeNs, stat.ino, stat.dev, header.toString('hex')].join(':');
};

/**
 * After the stub's last connection to `file` closed: the stamp, unless a WAL is left (another connection holds the
 * file). Written again, a few milliseconds apart, while the file system's clock (coarse on some) has not moved past
 * the file's last change.
 */
export const stampCleanClose = async (file: string) => {
  if (!existsSync(file) || hasWal(file)) return;
  const print = fingerprint(file);
  for (let attempt = 0; attempt < 20; attempt++) {
    writeFileSync(stampFile(file), print);
    if (stampIsLater(file)) return;
    await delay(5);
  }
  rmSync(stampFile(file), { force: true });
};

/** Whether `file` must be checked at this start; its stamp is used up either way. */
export const needsCheck = (file: string): boolean => {
  const stamp = stampFile(file);
  if (!existsSync(stamp)) return true;
  try {
    return (
      !existsSync(file) || hasWal(file) || !stampIsLater(file) || readFileSync(stamp, 'utf8') !== fingerprint(file)
    );
  } finally {
    rmSync(stamp, { force: true });
  }
};
