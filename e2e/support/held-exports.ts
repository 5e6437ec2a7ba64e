/**
 * A preload for the stub in browser tests (`node --import`): every export job is held, its download
 * record staying 生成中, until the test process sends the stub SIGUSR2 (`Stack.releaseExports`). A test
 * sees a record go from 生成中 to 未下载 on its own cue instead of racing a timer. Nothing else changes.
 */
import { JobQueue } from '../../apps/server/src/plugins/jobs';

const queues = new Set<JobQueue>();
const enqueue = JobQueue.prototype.enqueue;
JobQueue.prototype.enqueue = function held(this: JobQueue, ...args: Parameters<JobQueue['enqueue']>) {
  queues.add(this);
  this.hold();
  enqueue.apply(this, args);
};
process.on('SIGUSR2', () => {
  for (const queue of queues) queue.release();
});
