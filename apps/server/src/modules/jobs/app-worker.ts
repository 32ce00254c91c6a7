// The product's worker: recurring schedule + task handlers on the shared queue.
import type { AppContext } from '../../context';
import { startWorker } from '../queue/queue';
import { scheduleRecurring, taskHandlers } from './tasks';

export function startAppWorker(ctx: AppContext, log: (msg: string, err?: unknown) => void, pollMs = 2_000) {
  return startWorker(ctx.db, { handlers: taskHandlers(ctx), pollMs, onTick: () => scheduleRecurring(ctx), log });
}
