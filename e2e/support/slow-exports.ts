/**
 * A preload for the stub in browser tests (`node --import`): every export job waits
 * E2E_EXPORT_DELAY_MS before it writes its file, so a test can watch a download record go from
 * 生成中 to 未下载 instead of racing a job that takes a few milliseconds. Nothing else changes.
 */
import { JobQueue } from '../../apps/server/src/modules/exports/jobs';

const delayMs = Number(process.env.E2E_EXPORT_DELAY_MS ?? 0);
const enqueue = JobQueue.prototype.enqueue;
JobQueue.prototype.enqueue = function delayed(this: JobQueue, job: () => Promise<void>) {
  enqueue.call(this, () => new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(job));
};
